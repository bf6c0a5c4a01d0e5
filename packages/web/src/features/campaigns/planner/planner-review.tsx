import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { PlannerEstimates } from "./planner-estimates.tsx";
import { draftBody, type PlannerDraft } from "./planner-steps.ts";
import { usePlanEstimateQuery } from "./use-planner.ts";

/** The plan's last day from its end (the close of that day); "" when there is none. */
const lastDay = (end: string) => {
  const time = new Date(end).getTime();
  return Number.isNaN(time) ? "" : new Date(time - 1).toISOString();
};

/** Step 4: the plan in a line, and its estimates counted from the store now. */
export function StepReview({ team, draft, shown }: { team: string; draft: PlannerDraft; shown: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const body = draftBody(draft, team);
  const estimate = usePlanEstimateQuery(body, shown);
  return (
    <Stack gap="md">
      <Text fw={600}>{draft.name}</Text>
      <Text size="sm">
        {t("campaigns.planner.summary", {
          objective: t(`campaigns.objectives.${draft.objective}`),
          count: draft.audience_config_ids.length,
          start: f.date(body.start_time),
          end: f.date(lastDay(body.end_time)),
          currency: draft.currency,
        })}
      </Text>
      {estimate.isPending ? (
        <LoadingState label={t("campaigns.planner.estimates.loading")} />
      ) : estimate.isError ? (
        <ErrorState error={estimate.error} onRetry={() => void estimate.refetch()} />
      ) : (
        <PlannerEstimates estimates={estimate.data} />
      )}
    </Stack>
  );
}
