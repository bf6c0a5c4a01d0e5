import { describe, expect, it } from "vitest";
import {
  apportion,
  campaignDays,
  dailyBudgetMinor,
  type SimAdset,
  type SimCampaign,
  simulateDelivery,
} from "./sandbox-delivery.ts";

const campaign: SimCampaign = {
  id: 7,
  status: "active",
  start_time: "2027-03-01T09:00:00Z",
  end_time: "2027-03-11T09:00:00Z",
  updated_at: "2027-02-20T00:00:00Z",
  daily_budget: null,
  lifetime_budget: 1100,
  currency: "USD",
};
const adset = (id: number, over: Partial<SimAdset> = {}): SimAdset => ({
  id,
  status: "active",
  start_time: null,
  end_time: null,
  updated_at: "2027-02-20T00:00:00Z",
  placements: ["homeTimelines", "replies"],
  targeting: { countries: ["US", "JP"], locations: [], age: "AGE_18_TO_34", gender: "ANY" },
  audience_size: 50_000,
  ads: [id * 10, id * 10 + 1],
  ...over,
});
const days = ["2027-03-01", "2027-03-02", "2027-03-03"];
const KEYS = ["impressions", "engagements", "clicks", "spend_minor"] as const;

describe("apportion", () => {
  it.each([
    [10, [1, 1, 1], [4, 3, 3]],
    [7, [3, 0, 1], [5, 0, 2]],
    [0, [2, 5], [0, 0]],
    [5, [0, 0], [5, 0]],
  ])("splits %d by %o into whole parts adding up to it", (total, weights, parts) => {
    expect(apportion(total, weights)).toEqual(parts);
  });
});

describe("sandbox delivery", () => {
  it("spreads a lifetime budget over the campaign's days, in minor units", () => {
    expect(dailyBudgetMinor(campaign)).toBe(10_000);
    expect(dailyBudgetMinor({ ...campaign, daily_budget: 50 })).toBe(5_000);
    expect(dailyBudgetMinor({ ...campaign, currency: "YEN", lifetime_budget: 110_000 })).toBe(10_000);
  });

  it("delivers only while active, from the start (and its last change) to its end and today", () => {
    expect(campaignDays({ ...campaign, status: "draft" }, "2027-03-05")).toEqual([]);
    expect(campaignDays({ ...campaign, status: "paused" }, "2027-03-05")).toEqual([]);
    expect(campaignDays(campaign, "2027-02-28")).toEqual([]);
    expect(campaignDays(campaign, "2027-03-03")).toEqual(days);
    expect(campaignDays(campaign, "2027-04-01").at(-1)).toBe("2027-03-11");
    expect(campaignDays({ ...campaign, updated_at: "2027-03-02T12:00:00Z" }, "2027-03-03")).toEqual(days.slice(1));
  });

  it("comes out the same every time, and differs from campaign to campaign", () => {
    const once = simulateDelivery({ campaign, adsets: [adset(1), adset(2)], cpm: 6.5, days });
    expect(simulateDelivery({ campaign, adsets: [adset(1), adset(2)], cpm: 6.5, days })).toEqual(once);
    const other = simulateDelivery({ campaign: { ...campaign, id: 8 }, adsets: [adset(1), adset(2)], cpm: 6.5, days });
    expect(other.map((r) => r.impressions)).not.toEqual(once.map((r) => r.impressions));
  });

  it("keeps within the budget, and every segment split adds up to its ad's day", () => {
    const rows = simulateDelivery({ campaign, adsets: [adset(1), adset(2)], cpm: 6.5, days });
    expect(rows).toHaveLength(days.length * 4);
    for (const day of days) {
      const spent = rows.filter((r) => r.day === day).reduce((n, r) => n + r.spend_minor, 0);
      expect(spent).toBeGreaterThanOrEqual(8_000 - 1);
      expect(spent).toBeLessThanOrEqual(10_000);
    }
    for (const row of rows) {
      for (const dimension of ["country", "age", "gender", "placement"] as const) {
        const parts = Object.values(row.segments[dimension]);
        KEYS.forEach((key, i) => {
          expect(parts.reduce((n, p) => n + (p[i] ?? 0), 0)).toBe(row[key]);
        });
      }
      expect(Object.keys(row.segments.age)).toEqual(["18-24", "25-34"]);
      expect(Object.keys(row.segments.country)).toEqual(["US", "JP"]);
    }
  });

  it("shows nothing for an ad set without active ads, paused, or before its own start", () => {
    const rows = simulateDelivery({
      campaign,
      adsets: [adset(1, { ads: [] }), adset(2, { status: "paused" }), adset(3, { start_time: "2027-03-03T00:00:00Z" })],
      cpm: 6.5,
      days,
    });
    expect(new Set(rows.map((r) => `${r.adset_id} ${r.day}`))).toEqual(new Set(["3 2027-03-03"]));
  });

  it("reaches no more than one impression a day per person of a small audience", () => {
    const rows = simulateDelivery({ campaign, adsets: [adset(1, { audience_size: 300 })], cpm: 6.5, days });
    for (const day of days) {
      expect(rows.filter((r) => r.day === day).reduce((n, r) => n + r.impressions, 0)).toBe(300);
    }
  });
});
