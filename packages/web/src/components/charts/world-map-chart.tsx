import { Center, Loader, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormatNumber } from "./chart-option.ts";
import { useChartScheme } from "./chart-scheme.tsx";
import { EChart } from "./lazy-e-chart.tsx";
import { loadWorldFeatures } from "./world-geo.ts";
import { type MapDatum, worldMapOption } from "./world-map-option.ts";

let registered: Promise<void> | null = null;

/** Registers the "world" map once per page; a failed load may be tried again by the next map. */
function registerWorldMap(): Promise<void> {
  // The atlas and ECharts both load on demand, side by side.
  registered ??= Promise.all([loadWorldFeatures(), import("./echarts-setup.ts")]).then(
    ([geo, { echarts }]) => echarts.registerMap("world", geo as unknown as Parameters<typeof echarts.registerMap>[1]),
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}

export type WorldMapChartProps = {
  data: readonly MapDatum[];
  label: string;
  seriesName: string;
  formatValue: FormatNumber;
  regionName: (code: string) => string;
  height?: number;
};

/** A world choropleth by country (ISO alpha-2 codes); the atlas loads the first time a map is shown. */
export function WorldMapChart({ data, label, seriesName, formatValue, regionName, height = 320 }: WorldMapChartProps) {
  const { t } = useTranslation();
  const dark = useChartScheme().scheme === "dark";
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let live = true;
    registerWorldMap().then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  const option = useMemo(
    () => worldMapOption(data, { seriesName, formatValue, regionName, dark }),
    [data, seriesName, formatValue, regionName, dark],
  );

  if (state !== "ready") {
    return (
      <Center h={height} role="status">
        {state === "loading" ? (
          <Loader size="sm" aria-label={t("charts.mapLoading")} />
        ) : (
          <Text c="dimmed" size="sm">
            {t("charts.mapFailed")}
          </Text>
        )}
      </Center>
    );
  }
  return <EChart option={option} label={label} height={height} />;
}
