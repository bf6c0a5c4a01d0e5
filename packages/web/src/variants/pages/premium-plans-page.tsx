import { Stack, Text, Title } from "@mantine/core";
import { canAdminTeam } from "@xa/core/teams/teams-permissions";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../components/use-page-title.ts";
import { TeamBillingSection } from "../../features/billing/team-billing-section.tsx";
import { BillingSection } from "../../features/teams/settings/billing-section.tsx";
import { useTeamsQuery } from "../../features/teams/use-teams-query.ts";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

/**
 * `/premium`: the plans that open the premium suite, bought by a team of the user (created here when
 * they have none), with the team's billing details the purchase needs; checkout returns to the suite.
 */
export function PremiumPlansPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.premium"));
  const teams = useTeamsQuery();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("pages.premium")}</Title>
        <Text c="dimmed">{t("premiumPlans.intro")}</Text>
      </Stack>
      <ProTeamGate>
        {(slug) => {
          const team = teams.data?.find((x) => x.slug === slug);
          if (!team) return null;
          return (
            <Stack gap="lg">
              <BillingSection key={`billing-${team.slug}`} team={team} canEdit={canAdminTeam(team)} />
              <TeamBillingSection team={team} suite />
            </Stack>
          );
        }}
      </ProTeamGate>
    </Stack>
  );
}
