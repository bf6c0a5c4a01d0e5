import { Stack, Text } from "@mantine/core";
import type { SectionResult } from "@xa/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SENTIMENT_COLORS } from "../../../components/charts/chart-option.ts";
import { SentimentChart } from "../../../components/charts/sentiment-chart.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { StatRow } from "./stat-row.tsx";

type SentimentSection = Extract<SectionResult, { kind: "sentiment" }>;

const TONES = ["positive", "neutral", "negative"] as const;

/** Sentiment totals (count and share of each tone, average score) above the tones stacked over time. */
export function SentimentView({ result }: { result: SentimentSection }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const signedPercent = useMemo(
    () => new Intl.NumberFormat(language, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 0 }),
    [language],
  );
  const total = TONES.reduce((sum, tone) => sum + result.totals[tone], 0);
  const labels = useMemo(
    () => ({
      positive: t("sheets.columns.positive"),
      neutral: t("sheets.columns.neutral"),
      negative: t("sheets.columns.negative"),
    }),
    [t],
  );
  const stats = [
    ...TONES.map((tone) => ({
      key: tone,
      label: labels[tone],
      value: format.number(result.totals[tone]),
      color: SENTIMENT_COLORS[tone],
      hint: total > 0 ? format.share(result.totals[tone] / total) : undefined,
    })),
    // What a reader reads off the counts: the balance of positive over negative posts. The mean
    // score says what it is the mean of, as neutral posts pull it towards zero.
    ...(total === 0
      ? []
      : [
          {
            key: "net",
            label: t("sectionViews.sentiment.net"),
            value: signedPercent.format((result.totals.positive - result.totals.negative) / total),
          },
        ]),
    ...(result.average_score === null
      ? []
      : [
          {
            key: "average",
            label: t("sectionViews.sentiment.averageScore", { count: total, n: format.number(total) }),
            value: format.signed(result.average_score),
          },
        ]),
  ];
  return (
    <Stack gap="sm">
      <StatRow items={stats} />
      {result.points.length > 0 && (
        <SentimentChart
          points={result.points}
          labels={labels}
          label={t("charts.sentiment")}
          formatValue={format.compact}
          interval={result.interval}
        />
      )}
      <Text size="xs" c="dimmed">
        {t(`sectionViews.intervals.${result.interval}`)}
      </Text>
    </Stack>
  );
}
