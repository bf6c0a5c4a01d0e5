import { describe, expect, it } from "vitest";
import { estimatePayout } from "./payout-estimate.ts";

describe("estimatePayout", () => {
  it("takes the stored verified engagements at the low rate and their share of every counted one at the high", () => {
    const e = estimatePayout({ counted: 1000, stored: 100, storedVerified: 25, rateLow: 1, rateHigh: 4 });
    expect(e.verified_share).toBe(0.25);
    expect(e.verified_low).toBe(25);
    expect(e.verified_high).toBe(250);
    expect(e.low).toBeCloseTo(0.025, 10);
    expect(e.high).toBeCloseTo(1, 10);
  });

  it("says nothing is known of the share without stored engagements, and estimates zero", () => {
    expect(estimatePayout({ counted: 500, stored: 0, storedVerified: 0, rateLow: 1, rateHigh: 2 })).toEqual({
      verified_share: null,
      verified_low: 0,
      verified_high: 0,
      low: 0,
      high: 0,
    });
  });

  it("never extrapolates below what the store saw when counters lag behind the stored rows", () => {
    const e = estimatePayout({ counted: 2, stored: 10, storedVerified: 5, rateLow: 1, rateHigh: 1 });
    expect(e.verified_high).toBe(5);
  });
});
