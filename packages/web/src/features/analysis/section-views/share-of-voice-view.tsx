import { Stack, Text, Title } from "@mantine/core";
import type { SectionResult } from "@xa/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ShareBarsChart } from "../../../components/charts/share-bars-chart.tsx";
import { TimeSeriesChart } from "../../../components/charts/time-series-chart.tsx";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import { DataTable } from "../../../components/data-table/lazy-data-table.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { shareOfVoiceSeries } from "./section-data.ts";

type ShareOfVoiceSection = Extract<SectionResult, { kind: "share_of_voice" }>;
type Item = ShareOfVoiceSection["items"][number];

const SHORT_HEADERS = { share: "share", positive_share: "positive", negative_share: "negative" } as const;

/** Share of voice: each keyword's share as bars, its volume over time as lines, and the numbers in a table. */
export function ShareOfVoiceView({ result }: { result: ShareOfVoiceSection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const bars = useMemo(() => result.items.map((i) => ({ label: i.keyword, share: i.share })), [result.items]);
  const series = useMemo(() => shareOfVoiceSeries(result), [result]);
  const columns = useMemo(
    (): DataColumn<Item>[] => [
      {
        id: "keyword",
        header: t("sheets.columns.keyword"),
        // A few keywords, in the order the query names them: sort icons (and wide cell padding)
        // would cost the width six columns need to fit a card, whose image cannot scroll.
        sortable: false,
        value: (i) => i.keyword,
        cell: (i) => (
          <Stack gap={0}>
            <Text size="sm">{i.keyword}</Text>
            {i.aliases.length > 0 && (
              <Text size="xs" c="dimmed">
                {t("sectionViews.shareOfVoice.aliases", { aliases: i.aliases.join(", ") })}
              </Text>
            )}
          </Stack>
        ),
      },
      ...(["posts", "engagement"] as const).map(
        (key): DataColumn<Item> => ({
          id: key,
          header: t(`sheets.columns.${key}`),
          value: (i) => i[key],
          cell: (i) => format.number(i[key]),
          align: "right",
          sortable: false,
        }),
      ),
      // "Positive", not "Positive share": the cells are percentages, and with the longer headers
      // the table outgrew a card and cut its last column.
      ...(["share", "positive_share", "negative_share"] as const).map(
        (key): DataColumn<Item> => ({
          id: key,
          header: t(`sheets.columns.${SHORT_HEADERS[key]}`),
          value: (i) => i[key],
          cell: (i) => format.share(i[key]),
          align: "right",
          sortable: false,
        }),
      ),
    ],
    [t, format],
  );
  const title = t("sectionViews.shareOfVoice.share");
  return (
    <Stack gap="sm">
      <ShareBarsChart items={bars} label={t("charts.shares")} formatShare={format.share} />
      {result.points.length > 0 && (
        <>
          <Title order={4} size="sm">
            {t("sectionViews.shareOfVoice.volume")}
          </Title>
          <TimeSeriesChart
            series={series}
            label={t("charts.timeSeries", { title })}
            formatValue={format.compact}
            interval={result.interval}
            height={240}
          />
          <Text size="xs" c="dimmed">
            {t(`sectionViews.intervals.${result.interval}`)}
          </Text>
        </>
      )}
      <DataTable data={result.items} columns={columns} label={title} getRowId={(i) => i.keyword} dense />
    </Stack>
  );
}
