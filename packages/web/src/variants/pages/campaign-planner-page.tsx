import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AccessGate } from "../../components/access-gate.tsx";
import { notify } from "../../components/notifications-store.ts";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PlannerWorkspace } from "../../features/campaigns/planner/planner-workspace.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

/**
 * Pro `/campaign-planner` on the team the pro variant picks. The toolkit has no campaign pages, so a
 * draft campaign made here is announced; the team dashboard opens it.
 */
export function CampaignPlannerPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.campaignPlanner"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.campaignPlanner")}</Title>
      <AccessGate tool="campaign_planner">
        <ProTeamGate>
          {(team) => (
            <PlannerWorkspace
              team={team}
              createAudiencePath="/campaigns/new"
              onCampaign={(campaign) =>
                notify(t("campaigns.planner.campaign.created", { name: campaign.name }), "success")
              }
            />
          )}
        </ProTeamGate>
      </AccessGate>
    </Stack>
  );
}
