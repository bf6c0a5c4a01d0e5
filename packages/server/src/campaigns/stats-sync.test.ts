import { describe, expect, it } from "vitest";
import type { AdDay } from "../ads/index.ts";
import { deliveredRowOf } from "./stats-sync.ts";

const day = (segments: AdDay["segments"], spend_micro = 61_250_000): AdDay => ({
  promotedId: "1efwlo",
  day: "2026-11-24",
  impressions: 12_000,
  engagements: 310,
  clicks: 88,
  spend_micro,
  segments,
});
const sums = (parts: Record<string, [number, number, number, number]>) =>
  Object.values(parts).reduce<number[]>((t, p) => t.map((n, i) => n + (p[i] ?? 0)), [0, 0, 0, 0]);

describe("a day X reported, as a stored row", () => {
  it("rounds spend to the currency's minor units and splits every dimension to add up to the row", () => {
    const row = deliveredRowOf(
      day(
        {
          gender: {
            FEMALE: { impressions: 6500, engagements: 170, clicks: 50, spend_micro: 33_200_000 },
            MALE: { impressions: 5100, engagements: 130, clicks: 36, spend_micro: 26_000_000 },
          },
        },
        78_125_000,
      ),
      { adset: 7, ad: 3 },
      2,
    );
    expect(row).toMatchObject({ adset_id: 7, ad_id: 3, day: "2026-11-24", impressions: 12_000, spend_minor: 7813 });
    // What X's split left out is UNKNOWN; a dimension X did not split by is one segment.
    expect(row.segments.gender.UNKNOWN?.slice(0, 3)).toEqual([400, 10, 2]);
    expect(row.segments.country).toEqual({ ALL: [12_000, 310, 88, 7813] });
    for (const dimension of ["country", "age", "gender", "placement"] as const) {
      expect(sums(row.segments[dimension]), dimension).toEqual([12_000, 310, 88, 7813]);
    }
    // In yen (no decimals) the same micros are whole yen.
    expect(deliveredRowOf(day({}), { adset: 7, ad: 3 }, 0).spend_minor).toBe(61);
  });

  it("keeps the row's figures when a split reports more than the day, apportioning them", () => {
    const row = deliveredRowOf(
      day({
        age: {
          "18-24": { impressions: 9000, engagements: 200, clicks: 60, spend_micro: 40_000_000 },
          "25-34": { impressions: 9000, engagements: 200, clicks: 60, spend_micro: 40_000_000 },
        },
      }),
      { adset: 7, ad: 3 },
      2,
    );
    expect(sums(row.segments.age)).toEqual([12_000, 310, 88, 6125]);
    expect(row.segments.age.UNKNOWN).toBeUndefined();
  });
});
