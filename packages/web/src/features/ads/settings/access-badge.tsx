import { Badge } from "@mantine/core";
import type { AdAccount } from "@xa/core/ads/ads-contract";
import { useTranslation } from "react-i18next";

/** Ad-account access: not checked yet, then access or no access. */
export function AccessBadge({ access }: { access: AdAccount["access"] }) {
  const { t } = useTranslation();
  if (access === null)
    return (
      <Badge variant="light" color="gray">
        {t("ads.accounts.accessState.unknown")}
      </Badge>
    );
  return access ? (
    <Badge variant="light" color="green">
      {t("ads.accounts.accessState.yes")}
    </Badge>
  ) : (
    <Badge variant="light" color="red">
      {t("ads.accounts.accessState.no")}
    </Badge>
  );
}

/** The honest label of the embedded ad platform: nothing applied to it goes to X. */
export function SandboxBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="violet" size="sm">
      {t("ads.platform.sandbox")}
    </Badge>
  );
}
