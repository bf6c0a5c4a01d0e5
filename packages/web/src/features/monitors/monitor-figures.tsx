import { Badge, Text } from "@mantine/core";
import type { MonitorRun } from "@xa/core/monitors/monitors-contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";

/** Net sentiment in points, signed; a dash without posts. */
export function NetSentiment({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return <>{value === null ? t("monitors.none") : t("monitors.points", { value: f.signed(value) })}</>;
}

/** A run's change against the one before: posts in percent, net sentiment in points. */
export function RunChange({ run }: { run: MonitorRun }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const parts: string[] = [];
  if (run.volume_change_pct !== null)
    parts.push(t("monitors.volumeChange", { value: f.signed(run.volume_change_pct) }));
  if (run.sentiment_change !== null)
    parts.push(t("monitors.sentimentChange", { value: f.signed(run.sentiment_change) }));
  return (
    <Text size="sm" span>
      {parts.length > 0 ? parts.join(" · ") : t("monitors.none")}
      {run.alerted && (
        <Badge color="red" variant="light" ml={6} size="sm">
          {t("monitors.alerted")}
        </Badge>
      )}
    </Text>
  );
}
