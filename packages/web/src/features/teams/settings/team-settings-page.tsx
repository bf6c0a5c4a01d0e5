import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { isTeamAdmin, useCurrentTeam } from "../../../session/current-team.tsx";
import { LazyAdAccountsSection } from "../../ads/settings/lazy-ad-accounts-section.tsx";
import { LazyUploadedAudiencesSection } from "../../ads/uploaded-audiences/lazy-uploaded-audiences-section.tsx";
import { BillingSection } from "./billing-section.tsx";
import { DeleteTeamSection } from "./delete-team-section.tsx";
import { InvitesSection } from "./invites-section.tsx";
import { MembersSection } from "./members-section.tsx";
import { TeamNameSection } from "./team-name-section.tsx";

/**
 * /:teamId/team — name, members, invites, ad accounts, custom audiences, billing details and deletion; read-only
 * for non-admins.
 */
export function TeamSettingsPage() {
  const { t } = useTranslation();
  const team = useCurrentTeam();
  const admin = isTeamAdmin(team);
  usePageTitle(t("pages.team"));

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t("teamSettings.title")}</Title>
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
      <LazyAdAccountsSection key={`ads-${team.slug}`} team={team} admin={admin} />
      <LazyUploadedAudiencesSection key={`uploads-${team.slug}`} team={team} />
      <BillingSection key={`billing-${team.slug}`} team={team} canEdit={admin} />
      {admin && <DeleteTeamSection team={team} />}
    </Stack>
  );
}
