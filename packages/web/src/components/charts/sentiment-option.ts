import { type ChartOption, type FormatNumber, SENTIMENT_COLORS } from "./chart-option.ts";
import { type TimeInterval, type TimeSeries, timeSeriesOption } from "./time-series-option.ts";

export type SentimentPoint = { t: string; positive: number; neutral: number; negative: number };
export type SentimentLabels = Record<keyof typeof SENTIMENT_COLORS, string>;

const ORDER = ["positive", "neutral", "negative"] as const;

/** Sentiment points as three series (positive, neutral, negative), one per tone, in its colour. */
export function sentimentSeries(points: readonly SentimentPoint[], labels: SentimentLabels): TimeSeries[] {
  return ORDER.map((tone) => ({
    key: tone,
    label: labels[tone],
    color: SENTIMENT_COLORS[tone],
    points: points.map((p): [string, number] => [p.t, p[tone]]),
  }));
}

/** Positive, neutral and negative post counts stacked over time. */
export function sentimentOption(
  points: readonly SentimentPoint[],
  labels: SentimentLabels,
  formatValue: FormatNumber,
  interval?: TimeInterval,
  language?: string,
): ChartOption {
  return timeSeriesOption(sentimentSeries(points, labels), { formatValue, stacked: true, interval, language });
}
