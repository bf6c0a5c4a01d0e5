import type { ChartOption, FormatNumber } from "./chart-option.ts";

export type ShareBar = { label: string; share: number };

const ROW_HEIGHT = 28;

/** A height that gives each bar the same room, whatever the number of bars. */
export function shareBarsHeight(count: number): number {
  return Math.max(120, 24 + count * ROW_HEIGHT);
}

/**
 * Horizontal bars of shares (0..1) in the given order, top to bottom (the caller's: age bands keep theirs), each
 * labelled with its share at the bar's end.
 */
export function shareBarsOption(items: readonly ShareBar[], formatShare: FormatNumber, color?: string): ChartOption {
  const ranked = items;
  const max = Math.max(0, ...ranked.map((i) => i.share));
  return {
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, valueFormatter: (v) => formatShare(Number(v)) },
    grid: { left: 8, right: 56, top: 8, bottom: 8, outerBoundsMode: "same" },
    xAxis: { type: "value", show: false, min: 0, max: max > 0 ? max : 1 },
    yAxis: {
      type: "category",
      // ECharts draws the first category at the bottom; reversed, the first item is on top.
      inverse: true,
      data: ranked.map((i) => i.label),
      axisTick: { show: false },
      axisLabel: { width: 140, overflow: "truncate" },
    },
    series: [
      {
        type: "bar",
        data: ranked.map((i) => i.share),
        barMaxWidth: 18,
        ...(color ? { color } : {}),
        label: {
          show: true,
          position: "right",
          // the dark theme outlines labels; on a bar's end that reads as a smudge
          textBorderWidth: 0,
          formatter: ({ value }) => formatShare(Number(value)),
        },
      },
    ],
  };
}
