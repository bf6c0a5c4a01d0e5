import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import { displayName, type Team } from "@xa/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useCurrentUser } from "../../session/current-user.tsx";
import { CreateTeamForm } from "./create-team-form.tsx";

/** /welcome — onboarding: what the product does and the first team. */
export function WelcomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(t("pages.welcome"));
  const onCreated = (team: Team) => void navigate(`/${encodeURIComponent(team.slug)}/team`);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("welcome.title", { name: displayName(user) })}</Title>
        <Text c="dimmed">{t("welcome.intro")}</Text>
      </div>
      <List spacing="xs">
        <List.Item>{t("welcome.stepTeam")}</List.Item>
        <List.Item>{t("welcome.stepInvite")}</List.Item>
        <List.Item>{t("welcome.stepAnalyse")}</List.Item>
      </List>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("welcome.createTitle")}
          </Title>
          <CreateTeamForm onCreated={onCreated} submitLabel={t("teams.create")} autoFocus />
        </Stack>
      </Paper>
      {user.memberships.length > 0 && (
        <Anchor component={Link} to="/choose-team">
          {t("welcome.haveTeams")}
        </Anchor>
      )}
    </Stack>
  );
}
