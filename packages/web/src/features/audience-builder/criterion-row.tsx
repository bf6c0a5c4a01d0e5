import {
  ActionIcon,
  Badge,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from "@mantine/core";
import type { Language } from "@xa/core";
import { INTERESTS } from "@xa/core/social/interests";
import {
  AUDIENCE_CRITERION_KINDS,
  type AudienceCriterion,
  type AudienceCriterionKind,
} from "@xa/core/targeting/audience-builder";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";
import { changeKind } from "./builder-state.ts";

type Props = {
  /** 1-based, for labels */
  n: number;
  criterion: AudienceCriterion;
  onChange: (criterion: AudienceCriterion) => void;
  onRemove: (() => void) | null;
  /** the accounts it matches on its own, once counted */
  accounts: number | null;
};

/** One criterion: its kind, include or exclude, what it names, and how many accounts it matches alone. */
export function CriterionRow({ n, criterion, onChange, onRemove, accounts }: Props) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === "ja" ? "ja" : "en") as Language;
  const f = useFormatters();
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={t("audienceBuilder.criterion", { n })} m={0}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            aria-label={t("audienceBuilder.kind", { n })}
            value={criterion.kind}
            data={AUDIENCE_CRITERION_KINDS.map((kind) => ({ value: kind, label: t(`audienceBuilder.kinds.${kind}`) }))}
            onChange={(kind) => kind && onChange(changeKind(criterion, kind as AudienceCriterionKind))}
            allowDeselect={false}
            w={180}
          />
          <SegmentedControl
            aria-label={t("audienceBuilder.mode", { n })}
            value={criterion.exclude ? "exclude" : "include"}
            onChange={(mode) => onChange({ ...criterion, exclude: mode === "exclude" })}
            data={[
              { value: "include", label: t("audienceBuilder.include") },
              { value: "exclude", label: t("audienceBuilder.exclude") },
            ]}
          />
          {accounts !== null && (
            <Badge variant="light" color={criterion.exclude ? "red" : "blue"} size="lg" tt="none">
              {`${t("audienceBuilder.matches", { count: accounts, n: f.number(accounts) })} · ${t("audienceBuilder.matchesAlone")}`}
            </Badge>
          )}
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="gray"
              ml="auto"
              onClick={onRemove}
              aria-label={t("audienceBuilder.remove", { n })}
            >
              ×
            </ActionIcon>
          )}
        </Group>
        <CriterionValues criterion={criterion} onChange={onChange} language={language} />
      </Stack>
    </Paper>
  );
}

function CriterionValues({
  criterion,
  onChange,
  language,
}: Pick<Props, "criterion" | "onChange"> & { language: Language }) {
  const { t } = useTranslation();
  switch (criterion.kind) {
    case "followers_of":
      return (
        <ListInput
          label={t("audienceBuilder.handles")}
          description={t("audienceBuilder.handlesHint")}
          placeholder={t("audienceBuilder.handlesPlaceholder")}
          values={criterion.handles}
          separators={/[\s,、，]+/}
          onChange={(handles) => onChange({ ...criterion, handles })}
        />
      );
    case "interested_in":
      return (
        <MultiSelect
          label={t("audienceBuilder.interests")}
          description={t("audienceBuilder.interestsHint")}
          placeholder={t("audienceBuilder.interestsPlaceholder")}
          value={criterion.interests}
          onChange={(interests) => onChange({ ...criterion, interests })}
          data={INTERESTS.map((i) => ({ value: i.id, label: i[language] }))}
          searchable
          clearable
        />
      );
    case "posted_about":
      return (
        <TextInput
          label={t("audienceBuilder.query")}
          description={t("audienceBuilder.queryHint")}
          placeholder={t("audienceBuilder.queryPlaceholder")}
          value={criterion.query}
          onChange={(e) => onChange({ ...criterion, query: e.currentTarget.value })}
          maxLength={2000}
        />
      );
    case "words_in_profile":
      return (
        <ListInput
          label={t("audienceBuilder.words")}
          description={t("audienceBuilder.wordsHint")}
          placeholder={t("audienceBuilder.wordsPlaceholder")}
          values={criterion.words}
          separators={/[,、，]+/}
          onChange={(words) => onChange({ ...criterion, words })}
        />
      );
  }
}

/**
 * A list typed as text, separated by commas (and spaces for handles). The text is kept as typed, so a
 * separator just typed stays; the criterion gets the values. A plain input, not tags: the analysis
 * page's tags input stays in its own chunk.
 */
function ListInput({
  values,
  separators,
  onChange,
  ...input
}: {
  label: string;
  description: string;
  placeholder: string;
  values: string[];
  separators: RegExp;
  onChange: (values: string[]) => void;
}) {
  const [text, setText] = useState(() => values.join(", "));
  return (
    <TextInput
      {...input}
      value={text}
      maxLength={2000}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onChange(
          next
            .split(separators)
            .map((v) => v.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
