import { Stack, Text } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { TimeSeriesChart } from "../../../components/charts/time-series-chart.tsx";
import type { Formatters } from "../../../format/use-formatters.ts";
import { useFormatters } from "../../../format/use-formatters.ts";
import { sectionTitleText } from "../../../i18n/section-title.ts";
import { StatRow } from "./stat-row.tsx";

type SeriesSection = Extract<SectionResult, { kind: "series" }>;

const TOTAL_KEYS = [
  "total",
  "change",
  "average",
  "peak",
  "gained",
  "lost",
  "start",
  "end",
  "current",
  "posts",
  "accounts",
  "followers",
] as const;
type TotalKey = (typeof TOTAL_KEYS)[number];
const isTotalKey = (key: string): key is TotalKey => (TOTAL_KEYS as readonly string[]).includes(key);

/** A total's label: translated when known, else the server's key made readable. */
function totalLabel(key: string, t: TFunction): string {
  return isTotalKey(key) ? t(`sectionViews.totals.${key}`) : key.replace(/_/g, " ");
}

function totalValue(key: string, value: number, format: Formatters): string {
  return key === "change" || key === "gained" || key === "lost" ? format.signed(value) : format.number(value);
}

/** Values over time (follower_growth, conversation_volume): headline totals above a line chart. */
export function SeriesView({ name, result }: { name: SectionName; result: SeriesSection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const totals = Object.entries(result.totals ?? {}).map(([key, value]) => ({
    key,
    label: totalLabel(key, t),
    value: totalValue(key, value, format),
  }));
  return (
    <Stack gap="sm">
      {totals.length > 0 && <StatRow items={totals} />}
      <TimeSeriesChart
        series={result.series}
        label={t("charts.timeSeries", { title: sectionTitleText(name) })}
        formatValue={format.compact}
        area={result.series.length === 1}
        interval={result.interval}
      />
      <Text size="xs" c="dimmed">
        {t(`sectionViews.intervals.${result.interval}`)}
      </Text>
    </Stack>
  );
}
