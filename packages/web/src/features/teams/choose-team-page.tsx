import { Paper, Stack, Text, Title } from "@mantine/core";
import type { Team } from "@xa/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { CreateTeamForm } from "./create-team-form.tsx";
import { TeamList } from "./team-list.tsx";
import { useTeamsQuery } from "./use-teams-query.ts";

/** /choose-team — pick one of the user's teams, or create one. */
export function ChooseTeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teams = useTeamsQuery();
  usePageTitle(t("pages.chooseTeam"));
  const onCreated = (team: Team) => void navigate(`/${encodeURIComponent(team.slug)}/team`);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("chooseTeam.title")}</Title>
        <Text c="dimmed">{t("chooseTeam.intro")}</Text>
      </div>
      {teams.isPending && <LoadingState />}
      {teams.isError && <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />}
      {teams.data && teams.data.length === 0 && (
        <EmptyState title={t("chooseTeam.emptyTitle")} description={t("chooseTeam.emptyBody")} />
      )}
      {teams.data && teams.data.length > 0 && <TeamList teams={teams.data} />}
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("chooseTeam.createTitle")}
          </Title>
          <CreateTeamForm onCreated={onCreated} submitLabel={t("teams.create")} autoFocus={teams.data?.length === 0} />
        </Stack>
      </Paper>
    </Stack>
  );
}
