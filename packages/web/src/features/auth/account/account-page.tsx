import { Paper, Stack, Text, Title } from "@mantine/core";
import { displayName } from "@xa/core";
import { useTranslation } from "react-i18next";
import { APP_VERSION, appEnvironment } from "../../../app-variant/app-version.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentUser } from "../../../session/current-user.tsx";
import { ExtensionAccess } from "./extension-access.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { ProTargetingToken } from "./pro-targeting-token.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { XAccountsSection } from "./x-accounts-section.tsx";

/**
 * /:teamId/account (team dashboard), /account (pro, premium) — the user's name, interface language,
 * the X accounts they sign in with, the companion extension's access and the pro-targeting token.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t("pages.account"));

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>{t("pages.account")}</Title>
        <Text c="dimmed">{t("account.signedInAs", { email: user.email || displayName(user) })}</Text>
      </div>
      <Paper withBorder p="lg" component="section">
        <Stack>
          <Title order={2} size="h3">
            {t("account.profileTitle")}
          </Title>
          <ProfileForm key={user.id} user={user} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" component="section">
        <Stack>
          <Title order={2} size="h3">
            {t("account.languageTitle")}
          </Title>
          <LanguageSelect user={user} />
        </Stack>
      </Paper>
      <XAccountsSection email={user.email} />
      <ExtensionAccess />
      <ProTargetingToken />
      <Paper withBorder p="lg" component="section" aria-labelledby="about-app-title">
        <Title order={2} size="h3" id="about-app-title" mb="xs">
          {t("account.aboutTitle")}
        </Title>
        <Text size="sm">{t("account.version", { version: APP_VERSION })}</Text>
        <Text size="sm">{t("account.environment", { environment: appEnvironment() })}</Text>
      </Paper>
    </Stack>
  );
}
