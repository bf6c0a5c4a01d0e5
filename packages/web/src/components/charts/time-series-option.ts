import type { ChartOption, FormatNumber } from "./chart-option.ts";
import { timeAxisLabel } from "./time-axis-labels.ts";

/** One line: a label and [time, value] points (times as ISO strings). */
export type TimeSeries = { key: string; label: string; points: readonly (readonly [string, number])[]; color?: string };

export type TimeSeriesOptions = {
  formatValue: FormatNumber;
  /** fill under the lines */
  area?: boolean;
  /** stack the series on each other (parts of a whole, e.g. sentiment) */
  stacked?: boolean;
  /** the data's step: the axis never labels finer than it (no "04:00" ticks between daily points) */
  interval?: TimeInterval;
  /** the interface language, in which the time axis is labelled */
  language?: string;
};

export type TimeInterval = "hour" | "day" | "week";
const HOUR_MS = 3_600_000;
export const INTERVAL_MS: Record<TimeInterval, number> = { hour: HOUR_MS, day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS };

/** Points in time order, so a line never doubles back whatever order the server sent. */
export function sortedPoints(points: TimeSeries["points"]): [string, number][] {
  return [...points]
    .map(([t, v]): [string, number] => [t, v])
    .sort(([a], [b]) => Date.parse(a) - Date.parse(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A line (or area) chart of several series over a time axis. */
export function timeSeriesOption(series: readonly TimeSeries[], options: TimeSeriesOptions): ChartOption {
  const { formatValue, area = false, stacked = false, interval, language = "en" } = options;
  return {
    tooltip: { trigger: "axis", valueFormatter: (value) => (typeof value === "number" ? formatValue(value) : "") },
    legend: { show: series.length > 1, top: 0, type: "scroll" },
    // "same": the axis labels stay inside these margins instead of being cut at the chart's edge.
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, outerBoundsMode: "same" },
    xAxis: {
      type: "time",
      axisLabel: { formatter: timeAxisLabel(language, interval), hideOverlap: true },
      ...(interval ? { minInterval: INTERVAL_MS[interval] } : {}),
    },
    yAxis: {
      type: "value",
      axisLabel: { formatter: (value: number) => formatValue(value) },
    },
    series: series.map((s) => ({
      type: "line",
      id: s.key,
      name: s.label,
      data: sortedPoints(s.points),
      showSymbol: s.points.length <= 1,
      smooth: false,
      ...(s.color ? { color: s.color } : {}),
      ...(stacked ? { stack: "total" } : {}),
      ...(area || stacked ? { areaStyle: { opacity: stacked ? 0.85 : 0.15 } } : {}),
      emphasis: { focus: "series" },
    })),
  };
}
