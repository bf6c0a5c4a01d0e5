import { Alert } from "@mantine/core";
import type { ImportJob } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { useServerText } from "./use-server-text.ts";

/**
 * Why a job's last attempt failed. A job that failed for a passing reason (the network, say) is
 * queued and run again, and keeps the reason meanwhile: it says so in yellow; a job that has
 * failed for good says why in red. A cancelled job says nothing of an earlier attempt's error.
 */
export function JobErrorAlert({ status, error }: { status: ImportJob["status"]; error: string | null }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  if (!error || status === "done" || status === "cancelled") return null;
  const title =
    status === "failed"
      ? t("social.progress.errorTitle")
      : status === "running"
        ? t("social.progress.retryingNow")
        : t("social.progress.retrying");
  return (
    <Alert color={status === "failed" ? "red" : "yellow"} role="alert" title={title}>
      {serverText(error)}
    </Alert>
  );
}
