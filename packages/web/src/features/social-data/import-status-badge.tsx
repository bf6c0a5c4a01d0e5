import { Badge } from "@mantine/core";
import type { ImportJob } from "@xa/core/social/api";
import { useTranslation } from "react-i18next";

const COLORS: Record<ImportJob["status"], string> = { queued: "gray", running: "blue", done: "green", failed: "red" };

/** An import job's status in words and colour. */
export function ImportStatusBadge({ status }: { status: ImportJob["status"] }) {
  const { t } = useTranslation();
  const labels: Record<ImportJob["status"], string> = {
    queued: t("socialData.status.queued"),
    running: t("socialData.status.running"),
    done: t("socialData.status.done"),
    failed: t("socialData.status.failed"),
  };
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      data-testid="import-status"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {labels[status]}
    </Badge>
  );
}

/** The format's name as the upload form lists it; the server's code when it is one we do not know. */
export function useFormatName(): (format: string | null) => string {
  const { t } = useTranslation();
  return (format) => {
    if (format === "x-v2") return t("socialData.upload.formatV2");
    if (format === "x-v1") return t("socialData.upload.formatV1");
    if (format === "csv") return t("socialData.upload.formatCsv");
    return format ?? "—";
  };
}
