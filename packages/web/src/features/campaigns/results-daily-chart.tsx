import type { DayMetrics } from "@xa/core/campaigns/results-entities";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TimeSeriesChart } from "../../components/charts/time-series-chart.tsx";
import type { TimeSeries } from "../../components/charts/time-series-option.ts";
import { useFormatters } from "../../format/use-formatters.ts";

/** Impressions, engagements and clicks of each delivered day (the chart loads on first use). */
export function ResultsDailyChart({ days }: { days: readonly DayMetrics[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const series = useMemo<TimeSeries[]>(
    () =>
      (["impressions", "engagements", "clicks"] as const).map((key) => ({
        key,
        label: t(`campaigns.results.kpis.${key}`),
        points: days.map((d) => [d.day, d[key]] as const),
      })),
    [days, t],
  );
  return (
    <TimeSeriesChart series={series} label={t("campaigns.results.dailyLabel")} formatValue={f.number} interval="day" />
  );
}
