import type { BarSeriesOption, LineSeriesOption, MapSeriesOption } from "echarts/charts";
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from "echarts/components";
import type { ComposeOption } from "echarts/core";

/** The option type of every chart here: only the series and components registered in echarts-setup.ts. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | MapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
>;

/** Turns a number into display text (language-aware, made by the caller). */
export type FormatNumber = (value: number) => string;

/** Sentiment colours: green, grey, red, readable on light and dark backgrounds. */
export const SENTIMENT_COLORS = { positive: "#2f9e44", neutral: "#868e96", negative: "#e03131" } as const;
