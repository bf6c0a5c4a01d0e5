import { Button, Checkbox, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useTeamAudiencesQuery } from "../use-campaigns.ts";
import type { PlannerDraft } from "./planner-steps.ts";

/** Step 2: the team's saved targeting audiences, each with the size counted when it was saved. */
export function StepAudiences({
  team,
  draft,
  onChange,
  problem,
  createAudiencePath,
}: {
  team: string;
  draft: PlannerDraft;
  onChange: (patch: Partial<PlannerDraft>) => void;
  problem: string | null;
  createAudiencePath: string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const audiences = useTeamAudiencesQuery(team);
  if (audiences.isPending) return <LoadingState />;
  if (audiences.isError) return <ErrorState error={audiences.error} onRetry={() => void audiences.refetch()} />;
  // An exclusion audience says whom to leave out; it cannot be an ad set's audience on its own.
  const targeting = audiences.data.results.filter((a) => a.type === "targeting");
  if (targeting.length === 0)
    return (
      <EmptyState
        title={t("campaigns.planner.noAudiencesTitle")}
        description={t("campaigns.planner.noAudiencesBody")}
        action={
          <Button component={Link} to={createAudiencePath}>
            {t("campaigns.planner.createAudience")}
          </Button>
        }
      />
    );
  return (
    <Checkbox.Group
      label={t("campaigns.planner.audiencesLabel")}
      value={draft.audience_config_ids.map(String)}
      onChange={(ids) => onChange({ audience_config_ids: ids.map(Number) })}
      error={problem}
    >
      <Stack gap="xs" mt="xs">
        {targeting.map((a) => (
          <Checkbox
            key={a.id}
            value={String(a.id)}
            label={a.name}
            description={t("campaigns.planner.audienceSize", { size: f.number(a.size) })}
          />
        ))}
        {audiences.data.count > audiences.data.results.length && (
          <Text size="xs" c="dimmed">
            {f.number(audiences.data.results.length)} / {f.number(audiences.data.count)}
          </Text>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
