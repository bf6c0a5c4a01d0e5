import { Box } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { EChartProps } from "./e-chart.tsx";

// ECharts is most of the weight of a chart; loaded apart, the page and its text cards draw before it arrives.
const LoadedEChart = lazy(() => import("./e-chart.tsx").then((module) => ({ default: module.EChart })));

/** EChart loaded on first use; until then a box of the chart's size, labelled like the chart, holds its place. */
export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<Box role="img" aria-label={props.label} aria-busy h={props.height ?? 280} w="100%" />}>
      <LoadedEChart {...props} />
    </Suspense>
  );
}
