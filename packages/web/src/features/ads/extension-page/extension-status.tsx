import { Alert, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { UseExtension } from "../use-extension.ts";

/** Whether the page sees the extension now: checking, detected (with its version and the open ad account), or not. */
export function ExtensionStatus({ extension }: { extension: UseExtension }) {
  const { t } = useTranslation();
  if (extension.installed === undefined) {
    return (
      <Alert color="gray" role="status" icon={<Loader size="xs" />}>
        {t("ads.extension.checking")}
      </Alert>
    );
  }
  if (!extension.installed) {
    return (
      <Alert color="yellow" role="status" title={t("ads.extension.missingTitle")}>
        {t("ads.extension.missing")}
      </Alert>
    );
  }
  return (
    <Alert color="green" role="status" title={t("ads.extension.detectedTitle")}>
      <Text size="sm">{t("ads.extension.detected", { version: extension.version ?? "?" })}</Text>
      <Text size="sm">
        {extension.adAccount
          ? t("ads.extension.adAccountOpen", { name: extension.adAccount.name, id: extension.adAccount.id })
          : t("ads.extension.noAdAccountOpen")}
      </Text>
    </Alert>
  );
}
