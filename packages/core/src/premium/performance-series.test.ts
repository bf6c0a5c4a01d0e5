import { describe, expect, it } from "vitest";
import { cumulativeSeries, MAX_BUCKETS, performanceInterval } from "./performance-series.ts";

const at = (iso: string) => new Date(iso);

describe("the post's performance over time", () => {
  it("counts hour by hour since posting, keeping the total through quiet hours", () => {
    const start = at("2026-11-20T18:00:00Z");
    const points = cumulativeSeries(
      start,
      [
        { at: at("2026-11-20T18:30:00Z"), kind: "like", n: 2 },
        { at: at("2026-11-20T20:05:00Z"), kind: "like", n: 1 },
        { at: at("2026-11-20T20:10:00Z"), kind: "reply", n: 1 },
      ],
      "hour",
    );
    expect(points).toEqual([
      { at: "2026-11-20T18:00:00.000Z", likes: 2, reposts: 0, replies: 0, quotes: 0 },
      { at: "2026-11-20T19:00:00.000Z", likes: 2, reposts: 0, replies: 0, quotes: 0 },
      { at: "2026-11-20T20:00:00.000Z", likes: 3, reposts: 0, replies: 1, quotes: 0 },
    ]);
  });

  it("switches to days for a tail longer than three days, and caps the buckets", () => {
    const start = at("2026-01-01T10:00:00Z");
    expect(performanceInterval(start, at("2026-01-03T10:00:00Z"))).toBe("hour");
    expect(performanceInterval(start, at("2026-01-05T10:00:00Z"))).toBe("day");
    const points = cumulativeSeries(start, [{ at: at("2028-01-01T00:00:00Z"), kind: "quote", n: 1 }], "day");
    expect(points).toHaveLength(MAX_BUCKETS);
    expect(points.at(-1)).toMatchObject({ quotes: 1 });
  });

  it("puts an engagement dated before the post in its first bucket, and draws nothing without any", () => {
    const start = at("2026-11-20T18:00:00Z");
    expect(cumulativeSeries(start, [{ at: at("2026-11-20T10:00:00Z"), kind: "repost", n: 1 }], "hour")).toEqual([
      { at: "2026-11-20T18:00:00.000Z", likes: 0, reposts: 1, replies: 0, quotes: 0 },
    ]);
    expect(cumulativeSeries(start, [], "hour")).toEqual([]);
  });
});
