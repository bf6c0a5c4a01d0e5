import type { TimeInterval } from "./time-series-option.ts";

/**
 * A time axis's labels in the interface language ("Jan 8", "1月8日", "10:00"): ECharts writes its
 * own English month names otherwise. Buckets are UTC days and hours, so the labels are of UTC.
 */
export function timeAxisLabel(language: string, interval?: TimeInterval): (value: number) => string {
  const day = new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" });
  const hour = new Intl.DateTimeFormat(language, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  });
  return (value: number) => {
    const date = new Date(value);
    const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
    return interval === "hour" && !midnight ? hour.format(date) : day.format(date);
  };
}
