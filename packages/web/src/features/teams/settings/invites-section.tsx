import { Divider, Title } from "@mantine/core";
import type { Team } from "@xa/core";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { InviteForm } from "./invite-form.tsx";
import { PendingInvites } from "./pending-invites.tsx";

/** Admins invite people and see pending invites. */
export function InvitesSection({ team }: { team: Team }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t("invites.title")} description={t("invites.intro")}>
      <InviteForm team={team} />
      <Divider />
      <Title order={3} size="h4">
        {t("invites.pendingTitle")}
      </Title>
      <PendingInvites team={team} />
    </SettingsSection>
  );
}
