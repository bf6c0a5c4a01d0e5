import { Badge } from "@mantine/core";
import type { ImportJob } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { isImportActive } from "./import-progress.ts";

const COLORS: Record<ImportJob["status"], string> = {
  queued: "gray",
  running: "blue",
  done: "green",
  failed: "red",
  cancelled: "gray",
};

/**
 * A job's status in words and colour. A job with an error that is not over yet failed an attempt
 * and is tried again (see JobErrorAlert): it reads as a retry, in yellow. A running job someone
 * cancelled reads as stopping until it has.
 */
export function ImportStatusBadge({
  status,
  error = null,
  cancelRequested = false,
}: {
  status: ImportJob["status"];
  error?: string | null;
  cancelRequested?: boolean;
}) {
  const { t } = useTranslation();
  const stopping = cancelRequested && status === "running";
  const retry = !stopping && error !== null && isImportActive({ status });
  const labels: Record<ImportJob["status"], string> = {
    queued: retry ? t("social.status.retryQueued") : t("social.status.queued"),
    running: stopping ? t("social.status.stopping") : retry ? t("social.status.retrying") : t("social.status.running"),
    done: t("social.status.done"),
    failed: t("social.status.failed"),
    cancelled: t("social.status.cancelled"),
  };
  return (
    <Badge
      color={stopping ? "orange" : retry ? "yellow" : COLORS[status]}
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
    if (format === "x-v2") return t("social.upload.formatV2");
    if (format === "x-v1") return t("social.upload.formatV1");
    if (format === "csv") return t("social.upload.formatCsv");
    if (format === "reddit-listing") return t("social.upload.formatRedditListing");
    if (format === "reddit-ndjson") return t("social.upload.formatRedditNdjson");
    return format ?? "—";
  };
}
