import { useMemo } from "react";
import type { FormatNumber } from "./chart-option.ts";
import { EChart } from "./lazy-e-chart.tsx";
import { type ShareBar, shareBarsHeight, shareBarsOption } from "./share-bars-option.ts";

export type ShareBarsChartProps = {
  items: readonly ShareBar[];
  label: string;
  formatShare: FormatNumber;
  color?: string;
};

/** Horizontal bars of shares, largest on top; as tall as its bars need. */
export function ShareBarsChart({ items, label, formatShare, color }: ShareBarsChartProps) {
  const option = useMemo(() => shareBarsOption(items, formatShare, color), [items, formatShare, color]);
  return <EChart option={option} label={label} height={shareBarsHeight(items.length)} />;
}
