import { Box } from "@mantine/core";
import type { ECharts } from "echarts/core";
import { useEffect, useRef } from "react";
import { CHART_ATTRIBUTE } from "../../capture/charts-as-images.ts";
import type { ChartOption } from "./chart-option.ts";
import { useChartScheme } from "./chart-scheme.tsx";
import { echarts } from "./echarts-setup.ts";

export type EChartProps = {
  option: ChartOption;
  /** what the chart shows, read by screen readers in place of the drawing */
  label: string;
  height?: number;
};

/**
 * Draws an ECharts option: SVG renderer, resized with its box, ECharts' dark theme when the app is dark. It only
 * draws; options are built by the pure *-option.ts functions beside it.
 */
export function EChart({ option, label, height = 280 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const { scheme, still } = useChartScheme();
  const themeName = scheme === "dark" ? "dark" : "default";
  // Read when the chart is made: ECharts ignores setTheme before its first option, so init takes the theme.
  const initialTheme = useRef(themeName);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, initialTheme.current, { renderer: "svg" });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setTheme(themeName);
  }, [themeName]);

  useEffect(() => {
    // The card draws the background, so exports on black or transparent show through; an image is taken at
    // once, so it must not catch the chart halfway through an animation.
    chart.current?.setOption(
      { backgroundColor: "transparent", ...option, ...(still ? { animation: false } : {}) },
      { notMerge: true },
    );
  }, [option, still]);

  return <Box ref={box} role="img" aria-label={label} h={height} w="100%" {...{ [CHART_ATTRIBUTE]: "" }} />;
}
