import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What happened at checkout, once back: paid (and whether the plan is active yet), or left without paying. */
export function CheckoutOutcome({ outcome, active }: { outcome: "success" | "cancel"; active: boolean }) {
  const { t } = useTranslation();
  if (outcome === "cancel")
    return (
      <Alert color="yellow" role="status" title={t("subscriptions.outcome.cancelTitle")}>
        {t("subscriptions.outcome.cancelBody")}
      </Alert>
    );
  if (active)
    return (
      <Alert color="teal" role="status" title={t("subscriptions.outcome.activeTitle")}>
        {t("subscriptions.outcome.activeBody")}
      </Alert>
    );
  return (
    <Alert color="blue" role="status" title={t("subscriptions.outcome.waitingTitle")}>
      {t("subscriptions.outcome.waitingBody")}
    </Alert>
  );
}
