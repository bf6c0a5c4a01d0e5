import { describe, expect, it } from "vitest";
import { SENTIMENT_COLORS } from "./chart-option.ts";
import { sentimentOption, sentimentSeries } from "./sentiment-option.ts";
import { shareBarsHeight, shareBarsOption } from "./share-bars-option.ts";
import { sortedPoints, timeSeriesOption } from "./time-series-option.ts";
import { worldMapOption } from "./world-map-option.ts";

const format = (v: number) => `n${v}`;
type Series = { name?: string; data?: unknown; stack?: string; color?: string; areaStyle?: unknown };
const seriesOf = (option: { series?: unknown }) => option.series as Series[];

describe("timeSeriesOption", () => {
  it("draws one time-ordered line per series, with a legend only for several", () => {
    const one = timeSeriesOption(
      [
        {
          key: "posts",
          label: "Posts",
          points: [
            ["2026-10-02", 5],
            ["2026-10-01", 3],
          ],
        },
      ],
      { formatValue: format },
    );
    expect(seriesOf(one)[0]?.data).toEqual([
      ["2026-10-01", 3],
      ["2026-10-02", 5],
    ]);
    expect(one.legend).toMatchObject({ show: false });
    expect(seriesOf(one)[0]?.areaStyle).toBeUndefined();

    const two = timeSeriesOption(
      [
        { key: "a", label: "A", points: [] },
        { key: "b", label: "B", points: [] },
      ],
      { formatValue: format, area: true },
    );
    expect(two.legend).toMatchObject({ show: true });
    expect(seriesOf(two).map((s) => s.name)).toEqual(["A", "B"]);
    expect(seriesOf(two)[1]?.areaStyle).toBeDefined();
  });

  it("orders hourly ISO times by instant", () => {
    expect(
      sortedPoints([
        ["2026-10-01T10:00:00Z", 1],
        ["2026-10-01T09:00:00+09:00", 2],
      ]),
    ).toEqual([
      ["2026-10-01T09:00:00+09:00", 2],
      ["2026-10-01T10:00:00Z", 1],
    ]);
  });
});

describe("sentimentOption", () => {
  const labels = { positive: "Pos", neutral: "Neu", negative: "Neg" };

  it("stacks positive, neutral and negative in their colours", () => {
    const option = sentimentOption([{ t: "2026-10-01", positive: 3, neutral: 2, negative: 1 }], labels, format);
    const series = seriesOf(option);
    expect(series.map((s) => [s.name, s.stack, s.color])).toEqual([
      ["Pos", "total", SENTIMENT_COLORS.positive],
      ["Neu", "total", SENTIMENT_COLORS.neutral],
      ["Neg", "total", SENTIMENT_COLORS.negative],
    ]);
    expect(series[2]?.data).toEqual([["2026-10-01", 1]]);
  });

  it("splits points into one series per tone", () => {
    const series = sentimentSeries(
      [
        { t: "a", positive: 1, neutral: 0, negative: 4 },
        { t: "b", positive: 2, neutral: 1, negative: 0 },
      ],
      labels,
    );
    expect(series[0]?.points).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });
});

describe("shareBarsOption", () => {
  it("draws bars in the given order, first on top, labelled by the formatter", () => {
    const option = shareBarsOption(
      [
        { label: "18-24", share: 0.2 },
        { label: "25-49", share: 0.7 },
      ],
      (v) => `${Math.round(v * 100)}%`,
    );
    expect(option.yAxis).toMatchObject({ type: "category", inverse: true, data: ["18-24", "25-49"] });
    expect(seriesOf(option)[0]?.data).toEqual([0.2, 0.7]);
    expect(option.xAxis).toMatchObject({ max: 0.7 });
  });

  it("grows with the number of bars", () => {
    expect(shareBarsHeight(1)).toBe(120);
    expect(shareBarsHeight(20)).toBeGreaterThan(shareBarsHeight(10));
  });
});

describe("worldMapOption", () => {
  const option = worldMapOption(
    [
      { code: "US", value: 600 },
      { code: "JP", value: 327 },
    ],
    { seriesName: "Countries", formatValue: format, regionName: (code) => `name:${code}`, dark: false },
  );

  it("shades countries by value on the registered world map", () => {
    expect(seriesOf(option)[0]).toMatchObject({
      type: "map",
      map: "world",
      data: [
        { name: "US", value: 600 },
        { name: "JP", value: 327 },
      ],
    });
    expect(option.visualMap).toMatchObject({ min: 0, max: 600 });
  });

  it("names a region in its tooltip, with the value when it has one", () => {
    const formatter = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(formatter({ name: "JP", value: 327 })).toBe("name:JP: n327");
    expect(formatter({ name: "FR", value: Number.NaN })).toBe("name:FR");
  });
});

describe("time axis step", () => {
  it("never labels finer than the data's interval", () => {
    const option = timeSeriesOption([], { formatValue: format, interval: "day" });
    expect(option.xAxis).toMatchObject({ type: "time", minInterval: 86_400_000 });
    expect(timeSeriesOption([], { formatValue: format }).xAxis).not.toHaveProperty("minInterval");
  });
});
