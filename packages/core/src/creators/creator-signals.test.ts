import { describe, expect, it } from "vitest";
import { engagementRate, readSignals, type SignalCounts } from "./creator-signals.ts";

const base: SignalCounts = {
  followers_count: 1000,
  following_count: 100,
  dated_follows: 0,
  busiest_day_follows: 0,
  profiled_followers: 0,
  default_profiles: 0,
};

describe("creator signals", () => {
  it("raises the follower ratio only below 0.5 for an account following 500 or more", () => {
    expect(readSignals({ ...base, followers_count: 200, following_count: 1000 }).follower_ratio).toEqual({
      value: 0.2,
      raised: true,
    });
    // The same ratio on a small account is stated, not raised.
    expect(readSignals({ ...base, followers_count: 20, following_count: 100 }).follower_ratio).toEqual({
      value: 0.2,
      raised: false,
    });
    expect(readSignals({ ...base, following_count: 0 }).follower_ratio).toEqual({ value: null, raised: false });
  });

  it("raises burst follows at 30% of dated follows in one day, from 20 dated follows", () => {
    expect(readSignals({ ...base, dated_follows: 40, busiest_day_follows: 12 }).burst_follows).toEqual({
      value: 0.3,
      dated_follows: 40,
      raised: true,
    });
    expect(readSignals({ ...base, dated_follows: 10, busiest_day_follows: 10 }).burst_follows.raised).toBe(false);
    expect(readSignals(base).burst_follows.value).toBeNull();
  });

  it("raises default profiles at 30% of profiled followers, from 20 profiled", () => {
    const s = readSignals({ ...base, profiled_followers: 20, default_profiles: 7 }).default_profiles;
    expect(s).toEqual({ value: 0.35, profiled_followers: 20, raised: true });
    expect(readSignals({ ...base, profiled_followers: 20, default_profiles: 5 }).default_profiles.raised).toBe(false);
  });

  it("computes the engagement rate per post per follower", () => {
    expect(engagementRate(30, 3, 100)).toBe(0.1);
    expect(engagementRate(30, 0, 100)).toBeNull();
    expect(engagementRate(30, 3, 0)).toBeNull();
  });
});
