import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { notify } from "../../../components/notifications-store.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentTeam } from "../../../session/current-team.tsx";
import { CreatorPanel } from "./creator-panel.tsx";
import { presetFromState } from "./creator-preset.ts";

/** `/:teamId/creator`: the autopilot; a saved package goes to the team's audiences. */
export function CreatorPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.creator"));
  const team = useCurrentTeam();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("pages.creator")}</Title>
        <Text c="dimmed">{t("targeting.creator.intro")}</Text>
      </div>
      <CreatorPanel
        team={team.slug}
        preset={presetFromState(location.state)}
        feedbackPath="/helper-documents"
        onSaved={(config) => {
          notify(t("targeting.save.saved", { name: config.name }), "success");
          void navigate(`/${encodeURIComponent(team.slug)}/audiences`);
        }}
      />
    </Stack>
  );
}
