import { describe, expect, it } from "vitest";
import { timeAxisLabel } from "./time-axis-labels.ts";
import { timeSeriesOption } from "./time-series-option.ts";

const NOV_8 = Date.parse("2026-11-08T00:00:00Z");
const NOV_8_10H = Date.parse("2026-11-08T10:00:00Z");

describe("time axis labels", () => {
  it("names days and hours in the interface language, not ECharts' English", () => {
    expect(timeAxisLabel("ja", "day")(NOV_8)).toBe("11月8日");
    expect(timeAxisLabel("en", "day")(NOV_8)).toBe("Nov 8");
    expect(timeAxisLabel("ja", "hour")(NOV_8_10H)).toBe("10:00");
    expect(timeAxisLabel("ja", "hour")(NOV_8)).toBe("11月8日");
  });

  it("is what a time series chart's axis labels with", () => {
    const option = timeSeriesOption([{ key: "posts", label: "投稿", points: [["2026-11-08T00:00:00Z", 3]] }], {
      formatValue: String,
      interval: "day",
      language: "ja",
    });
    const axis = option.xAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(axis.axisLabel.formatter(NOV_8)).toBe("11月8日");
    expect(axis.axisLabel.formatter(NOV_8)).not.toMatch(/Nov/);
  });
});
