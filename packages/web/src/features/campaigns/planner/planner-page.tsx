import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AccessGate } from "../../../components/access-gate.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentTeam } from "../../../session/current-team.tsx";
import { PlannerWorkspace } from "./planner-workspace.tsx";

/**
 * `/:teamId/campaigns/new` and `/:teamId/campaigns/planner`: plan a campaign, and make it a draft; for
 * the users the planner is open to (core's canOpenCampaignPlanner).
 */
export function PlannerPage({ page }: { page: "campaignNew" | "campaignPlanner" }) {
  const { t } = useTranslation();
  usePageTitle(t(`pages.${page}`));
  const team = useCurrentTeam();
  const navigate = useNavigate();
  const base = `/${encodeURIComponent(team.slug)}`;
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`pages.${page}`)}</Title>
      <AccessGate tool="campaign_planner">
        <PlannerWorkspace
          team={team.slug}
          createAudiencePath={`${base}/creator`}
          onCampaign={(campaign) => {
            notify(t("campaigns.planner.campaign.created", { name: campaign.name }), "success");
            void navigate(`${base}/campaigns/${campaign.id}`);
          }}
        />
      </AccessGate>
    </Stack>
  );
}
