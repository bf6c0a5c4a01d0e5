import type { ChartOption, FormatNumber } from "./chart-option.ts";

export type MapDatum = { code: string; value: number };
export type WorldMapOptions = {
  seriesName: string;
  formatValue: FormatNumber;
  /** the display name of a region (its alpha-2 code, or an atlas name for territories without one) */
  regionName: (code: string) => string;
  dark: boolean;
};

/** A world choropleth: each country shaded by its value; the map "world" is registered by world-map-chart.tsx. */
export function worldMapOption(data: readonly MapDatum[], options: WorldMapOptions): ChartOption {
  const { seriesName, formatValue, regionName, dark } = options;
  const max = Math.max(0, ...data.map((d) => d.value));
  return {
    tooltip: {
      trigger: "item",
      formatter: (params) => {
        const { name, value } = params as { name: string; value?: unknown };
        const known = typeof value === "number" && !Number.isNaN(value);
        return known ? `${regionName(name)}: ${formatValue(value)}` : regionName(name);
      },
    },
    visualMap: {
      type: "continuous",
      min: 0,
      max: max > 0 ? max : 1,
      left: 8,
      bottom: 8,
      itemHeight: 80,
      calculable: false,
      text: [formatValue(max), formatValue(0)],
      inRange: { color: dark ? ["#26316b", "#91a7ff"] : ["#dbe4ff", "#364fc7"] },
    },
    series: [
      {
        type: "map",
        map: "world",
        name: seriesName,
        roam: false,
        selectedMode: false,
        data: data.map((d) => ({ name: d.code, value: d.value })),
        itemStyle: {
          areaColor: dark ? "#373a40" : "#e9ecef",
          borderColor: dark ? "#1a1b1e" : "#ffffff",
          borderWidth: 0.5,
        },
        emphasis: { label: { show: false }, itemStyle: { areaColor: "#fab005" } },
        label: { show: false },
      },
    ],
  };
}
