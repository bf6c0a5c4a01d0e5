import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { notify } from "../../../components/notifications-store.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { CreatorPanel } from "../creator/creator-panel.tsx";
import { presetFromState } from "../creator/creator-preset.ts";
import type { ProPageParts } from "../targeting-parts.ts";

/** Pro `/campaigns/new`: the same autopilot; a saved package opens as a targeting list. */
export function CampaignNewPage({ parts }: { parts: ProPageParts }) {
  const { TeamGate } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.campaignNew"));
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("pages.campaignNew")}</Title>
        <Text c="dimmed">{t("targeting.creator.intro")}</Text>
      </div>
      <TeamGate>
        {(team) => (
          <CreatorPanel
            team={team}
            preset={presetFromState(location.state)}
            feedbackPath="/request-audience"
            onSaved={(config) => {
              notify(t("targeting.save.saved", { name: config.name }), "success");
              void navigate(`/targeting-lists/${config.id}`);
            }}
          />
        )}
      </TeamGate>
    </Stack>
  );
}
