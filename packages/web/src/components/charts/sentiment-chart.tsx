import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FormatNumber } from "./chart-option.ts";
import { EChart } from "./lazy-e-chart.tsx";
import { type SentimentLabels, type SentimentPoint, sentimentOption } from "./sentiment-option.ts";
import type { TimeInterval } from "./time-series-option.ts";

export type SentimentChartProps = {
  points: readonly SentimentPoint[];
  labels: SentimentLabels;
  label: string;
  formatValue: FormatNumber;
  interval?: TimeInterval;
  height?: number;
};

/** Positive, neutral and negative counts stacked over time. */
export function SentimentChart({ points, labels, label, formatValue, interval, height }: SentimentChartProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const option = useMemo(
    () => sentimentOption(points, labels, formatValue, interval, language),
    [points, labels, formatValue, interval, language],
  );
  return <EChart option={option} label={label} height={height} />;
}
