import { Alert, Stack, Text, Title } from "@mantine/core";
import type { Team, TeamMember } from "@xa/core";
import { canAdminTeam } from "@xa/core/teams/teams-permissions";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentTeam } from "../../../session/current-team.tsx";
import { BillingSection } from "./billing-section.tsx";
import { DeleteTeamSection } from "./delete-team-section.tsx";
import { InvitesSection } from "./invites-section.tsx";
import { MembersSection } from "./members-section.tsx";
import { TeamNameSection } from "./team-name-section.tsx";
import { useMembersQuery } from "./use-members-query.ts";

/**
 * What other features add to team settings: the ads feature's ad accounts and custom audiences, and
 * billing's plan and invoices.
 */
export type TeamSettingsParts = {
  AdAccountsSection: ComponentType<{ team: Team; members: readonly TeamMember[] }>;
  UploadedAudiencesSection: ComponentType<{ team: Team }>;
  PlanSection: ComponentType<{ team: Team }>;
};

/**
 * /:teamId/team — name, members, invites, ad accounts, custom audiences, billing details, plan and invoices, and
 * deletion; read-only for non-admins. The ads sections and the plan come in `parts`.
 */
export function TeamSettingsPage({ parts }: { parts: TeamSettingsParts }) {
  const { AdAccountsSection, UploadedAudiencesSection, PlanSection } = parts;
  const { t } = useTranslation();
  const team = useCurrentTeam();
  const admin = canAdminTeam(team);
  // The members section asks for them too: one request serves both.
  const members = useMembersQuery(team.slug);
  usePageTitle(t("pages.team"));

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t("pages.team")}</Title>
        <Text c="dimmed">{t("teams.memberCount", { count: team.member_count })}</Text>
      </div>
      {!admin && (
        <Alert color="blue" role="status">
          {t("teamSettings.readOnly")}
        </Alert>
      )}
      <TeamNameSection key={`name-${team.slug}`} team={team} canEdit={admin} />
      <MembersSection team={team} canEdit={admin} />
      {admin && <InvitesSection team={team} />}
      <AdAccountsSection key={`ads-${team.slug}`} team={team} members={members.data ?? []} />
      <UploadedAudiencesSection key={`uploads-${team.slug}`} team={team} />
      <BillingSection key={`billing-${team.slug}`} team={team} canEdit={admin} />
      <PlanSection key={`plan-${team.slug}`} team={team} />
      {admin && <DeleteTeamSection team={team} />}
    </Stack>
  );
}
