import { Code, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentUser } from "../../../session/current-user.tsx";
import { useExtension } from "../use-extension.ts";
import { ConnectExtension } from "./connect-extension.tsx";
import { ExtensionStatus } from "./extension-status.tsx";
import { teamForExtension } from "./team-for-extension.ts";

/**
 * `/extension`, the install page (opened when the extension is missing): what the companion extension does,
 * how to install it while it is not in the Chrome Web Store, and whether this page detects it now.
 */
export function ExtensionPage() {
  const { t } = useTranslation();
  usePageTitle(t("ads.extension.title"));
  const extension = useExtension();
  const team = teamForExtension(useCurrentUser());
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t("ads.extension.title")}</Title>
        <Text c="dimmed">{t("ads.extension.intro")}</Text>
      </div>
      <ExtensionStatus extension={extension} />
      {team && <ConnectExtension extension={extension} team={team} />}
      <section aria-labelledby="extension-does">
        <Title order={2} size="h4" id="extension-does" mb="xs">
          {t("ads.extension.doesTitle")}
        </Title>
        <List spacing={4}>
          <List.Item>{t("ads.extension.does.fill")}</List.Item>
          <List.Item>{t("ads.extension.does.announce")}</List.Item>
          <List.Item>{t("ads.extension.does.popup")}</List.Item>
        </List>
      </section>
      <section aria-labelledby="extension-install">
        <Title order={2} size="h4" id="extension-install" mb="xs">
          {t("ads.extension.installTitle")}
        </Title>
        <Text size="sm" mb="xs">
          {t("ads.extension.installIntro")}
        </Text>
        <List type="ordered" spacing={6}>
          <List.Item>
            {t("ads.extension.steps.build")} <Code>npm run build</Code>
          </List.Item>
          <List.Item>
            {t("ads.extension.steps.open")} <Code>chrome://extensions</Code>
          </List.Item>
          <List.Item>{t("ads.extension.steps.developer")}</List.Item>
          <List.Item>
            {t("ads.extension.steps.load")} <Code>packages/extension/dist</Code>
          </List.Item>
          <List.Item>{t("ads.extension.steps.reload")}</List.Item>
        </List>
      </section>
    </Stack>
  );
}
