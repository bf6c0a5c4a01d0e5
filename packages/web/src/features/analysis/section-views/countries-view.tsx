import { Center, Loader, Progress, Stack } from "@mantine/core";
import type { SectionResult, ShareItem } from "@xa/core";
import { countryName, toCountryCode } from "@xa/core/i18n/display-names";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import { DataTable } from "../../../components/data-table/lazy-data-table.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { sectionTitleText } from "../../../i18n/section-title.ts";
import { rankedItems } from "./section-data.ts";

// The map's code (its option, the atlas reader) loads with the first countries card, like ECharts and the atlas.
const WorldMapChart = lazy(() =>
  import("../../../components/charts/world-map-chart.tsx").then((module) => ({ default: module.WorldMapChart })),
);
const MAP_HEIGHT = 320;

type DistributionSection = Extract<SectionResult, { kind: "distribution" }>;

/** The countries section: a world map shaded by audience count, and the table of countries. */
export function CountriesView({ result }: { result: DistributionSection }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.language;
  const regionName = useCallback((code: string) => countryName(code, language), [language]);
  const items = useMemo(() => rankedItems(result.items), [result.items]);
  const mapData = useMemo(
    () =>
      items.flatMap((i) => {
        const code = toCountryCode(i.key);
        return code ? [{ code, value: i.count }] : [];
      }),
    [items],
  );
  const title = sectionTitleText("countries");
  const columns = useMemo(
    (): DataColumn<ShareItem>[] => [
      {
        id: "label",
        header: t("sheets.columns.country"),
        value: (i) => (toCountryCode(i.key) ? regionName(i.key) : i.label),
      },
      {
        id: "count",
        header: t("sheets.columns.count"),
        value: (i) => i.count,
        cell: (i) => format.number(i.count),
        align: "right",
      },
      {
        id: "share",
        header: t("sheets.columns.share"),
        value: (i) => i.share,
        cell: (i) => format.share(i.share),
        align: "right",
        width: 90,
      },
      {
        id: "bar",
        header: "",
        value: (i) => i.share,
        cell: (i) => <Progress value={i.share * 100} size="sm" aria-hidden="true" />,
        sortable: false,
        width: "30%",
      },
    ],
    [t, format, regionName],
  );
  return (
    <Stack gap="sm">
      <Suspense
        fallback={
          <Center h={MAP_HEIGHT} role="status">
            <Loader size="sm" aria-label={t("charts.mapLoading")} />
          </Center>
        }
      >
        <WorldMapChart
          data={mapData}
          label={t("charts.worldMap", { title })}
          seriesName={title}
          formatValue={format.number}
          regionName={regionName}
          height={MAP_HEIGHT}
        />
      </Suspense>
      <DataTable data={items} columns={columns} label={title} getRowId={(i) => i.key} pageSize={10} />
    </Stack>
  );
}
