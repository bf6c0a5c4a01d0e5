import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FormatNumber } from "./chart-option.ts";
import { EChart } from "./lazy-e-chart.tsx";
import { type TimeInterval, type TimeSeries, timeSeriesOption } from "./time-series-option.ts";

export type TimeSeriesChartProps = {
  series: readonly TimeSeries[];
  label: string;
  formatValue: FormatNumber;
  area?: boolean;
  interval?: TimeInterval;
  height?: number;
};

/** Lines (or areas) of one or more series over time. */
export function TimeSeriesChart({ series, label, formatValue, area, interval, height }: TimeSeriesChartProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const option = useMemo(
    () => timeSeriesOption(series, { formatValue, area, interval, language }),
    [series, formatValue, area, interval, language],
  );
  return <EChart option={option} label={label} height={height} />;
}
