import { describe, expect, it } from "vitest";
import { deriveMetrics, estimateReach, sumMetrics } from "./stats-figures.ts";

describe("campaign figures", () => {
  it("derives spend, CPM and rates from counted figures in the currency's minor units", () => {
    expect(deriveMetrics({ impressions: 20_000, engagements: 400, clicks: 100, spend_minor: 13_000 }, 2)).toEqual({
      impressions: 20_000,
      engagements: 400,
      clicks: 100,
      spend_minor: 13_000,
      spend: 130,
      cpm: 6.5,
      ctr: 0.005,
      engagement_rate: 0.02,
    });
    expect(deriveMetrics({ impressions: 3, engagements: 0, clicks: 0, spend_minor: 2 }, 0).cpm).toBe(667);
    expect(deriveMetrics({ impressions: 0, engagements: 0, clicks: 0, spend_minor: 0 }, 3)).toMatchObject({
      spend: 0,
      cpm: null,
      ctr: null,
    });
  });

  it("sums exactly", () => {
    const one = { impressions: 1, engagements: 2, clicks: 3, spend_minor: 4 };
    expect(sumMetrics([one, one, one])).toEqual({ impressions: 3, engagements: 6, clicks: 9, spend_minor: 12 });
    expect(sumMetrics([])).toEqual({ impressions: 0, engagements: 0, clicks: 0, spend_minor: 0 });
  });

  it.each([
    [0, 1000, 0],
    [1000, 0, 0],
    [10, 1_000_000, 10],
    [1000, 1000, 632],
    [1_000_000, 1000, 1000],
  ])("reaches %d impressions over %d people: %d", (impressions, audience, reach) => {
    expect(estimateReach(impressions, audience)).toBe(reach);
  });
});
