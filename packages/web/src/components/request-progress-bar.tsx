import { Progress } from "@mantine/core";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { pendingRequestStarts, subscribePendingRequests } from "../api/pending-requests.ts";
import { REQUEST_PROGRESS_REFRESH_MS, requestProgressAt } from "./request-progress.ts";

/** A thin bar at the top bound to the HTTP client's pending calls. */
export function RequestProgressBar() {
  const { t } = useTranslation();
  const starts = useSyncExternalStore(subscribePendingRequests, pendingRequestStarts);
  const [now, setNow] = useState(() => Date.now());
  const busy = starts.length > 0;

  useEffect(() => {
    if (!busy) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), REQUEST_PROGRESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy]);

  if (!busy) return null;
  const progress = requestProgressAt(starts, Math.max(now, ...starts));
  return (
    <Progress
      value={progress * 100}
      size={3}
      radius={0}
      aria-label={t("common.loading")}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 2000 }}
      transitionDuration={REQUEST_PROGRESS_REFRESH_MS}
    />
  );
}
