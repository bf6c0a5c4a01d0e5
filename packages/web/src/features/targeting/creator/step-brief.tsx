import { Alert, MultiSelect, Stack, TagsInput, Textarea } from "@mantine/core";
import { JOB_GROUPS, type JobGroup } from "@xa/core/social/job-groups";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { useTranslation } from "react-i18next";
import { KeywordGroupsEditor } from "../../../components/forms/keyword-groups-editor.tsx";
import { BriefChips } from "./brief-chips.tsx";
import { MIN_DESCRIPTION_LENGTH, type StepProblem } from "./stepper-rules.ts";
import type { useBriefReading } from "./use-brief-reading.ts";

type Props = {
  draft: AutopilotRequest;
  onChange: (draft: AutopilotRequest) => void;
  /** shown once the user tried to go on */
  problem: StepProblem;
  /** what the brief was read as (description briefs) */
  brief: ReturnType<typeof useBriefReading>;
};

/** Step 2: the brief — free text (en or ja), or keyword groups, exclusions, handles and job titles. */
export function StepBrief({ draft, onChange, problem, brief }: Props) {
  const { t } = useTranslation();
  const error = problem ? t(`targeting.creator.problems.${problem}`, { n: MIN_DESCRIPTION_LENGTH }) : null;
  if (draft.analysis) {
    return (
      <Alert color="blue">
        {t("targeting.creator.fromAnalysis", {
          query: draft.analysis.query ?? draft.analysis.handle ?? draft.analysis.post_id ?? "",
        })}
      </Alert>
    );
  }
  if (draft.audience_builder) {
    return (
      <Alert color="blue">
        {t("targeting.creator.fromAudienceBuilder", { count: draft.audience_builder.criteria.length })}
      </Alert>
    );
  }
  if (draft.create_audience_option === "description") {
    return (
      <Stack gap="md">
        <Textarea
          label={t("targeting.creator.brief.description")}
          description={t("targeting.creator.brief.descriptionHint")}
          placeholder={t("targeting.creator.brief.descriptionPlaceholder")}
          value={draft.description}
          onChange={(e) => onChange({ ...draft, description: e.currentTarget.value })}
          error={error}
          autosize
          minRows={4}
          maxLength={5000}
          data-autofocus
        />
        <BriefChips draft={draft} onChange={onChange} {...brief} />
      </Stack>
    );
  }
  const groups = draft.keyword_groups.length > 0 ? draft.keyword_groups : [[]];
  return (
    <Stack gap="md">
      <KeywordGroupsEditor groups={groups} onChange={(keyword_groups) => onChange({ ...draft, keyword_groups })} />
      <TagsInput
        label={t("targeting.creator.brief.excluded")}
        value={draft.excluded_keywords}
        onChange={(excluded_keywords) => onChange({ ...draft, excluded_keywords })}
        splitChars={[","]}
        clearable
      />
      <TagsInput
        label={t("targeting.creator.brief.handles")}
        description={t("targeting.creator.brief.handlesHint")}
        value={draft.handles}
        onChange={(handles) => onChange({ ...draft, handles })}
        splitChars={[",", " "]}
        clearable
      />
      <MultiSelect
        label={t("targeting.creator.brief.jobTitles")}
        value={draft.job_titles}
        onChange={(values) => onChange({ ...draft, job_titles: values as JobGroup[] })}
        data={JOB_GROUPS.map((g) => ({ value: g, label: t(`targeting.jobGroups.${g}`) }))}
        searchable
        clearable
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
