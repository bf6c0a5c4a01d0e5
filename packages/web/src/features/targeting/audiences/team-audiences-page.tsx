import { Button, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentTeam } from "../../../session/current-team.tsx";
import { AudiencesList } from "./audiences-list.tsx";

/** `/:teamId/audiences`, where a team lands: its saved audiences, and the way to create one. */
export function TeamAudiencesPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.audiences"));
  const team = useCurrentTeam();
  const create = (
    <Button component={Link} to={`/${encodeURIComponent(team.slug)}/creator`}>
      {t("targeting.audiences.create")}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("pages.audiences")}</Title>
        {create}
      </Group>
      <AudiencesList team={team.slug} emptyAction={create} />
    </Stack>
  );
}
