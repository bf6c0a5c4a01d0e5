import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../i18n/text-template.ts";
import { estimatePlan, type PlanEstimateInput, planDays, shareOut } from "./audience-plan-estimate.ts";
import { AUDIENCE_PLAN_TEXTS } from "./audience-plan-texts.ts";

const audience = (id: number, accounts: number, factor = 10) => ({
  audience_config_id: id,
  name: `Audience ${id}`,
  accounts_in_store: accounts,
  scaling_factor: factor,
  audience_size: accounts * factor,
});

const input = (over: Partial<PlanEstimateInput> = {}): PlanEstimateInput => ({
  audiences: [audience(1, 800), audience(2, 200)],
  size_option: "decide",
  budget: null,
  size: null,
  start_time: "2027-01-01T00:00:00.000Z",
  end_time: "2027-01-31T00:00:00.000Z",
  currency: "USD",
  cpm: 5,
  measured_at: "2026-12-01T00:00:00.000Z",
  language: "en",
  ...over,
});

describe("estimating an audience plan", () => {
  it("letting the product decide reaches every audience in full, three times each", () => {
    const e = estimatePlan(input());
    expect(e.days).toBe(30);
    expect(e.audiences.map((a) => [a.audience_size, a.reach, a.impressions, a.frequency, a.cost])).toEqual([
      [8000, 8000, 24000, 3, 120],
      [2000, 2000, 6000, 3, 30],
    ]);
    expect(e.total).toEqual({ reach: 10000, impressions: 30000, frequency: 3, cost: 150 });
    expect(e.method.reach).toContain("reaches every audience in full");
    expect(e.method.cost).toBe("Impressions ÷ 1,000 × the CPM of 5 USD.");
    expect(e.assumptions[0]).toContain("upper bound");
    expect(e.assumptions).toContain(
      "The store stands for the platform as the scaling factor says: 10 platform accounts per store account.",
    );
  });

  it("shares a size across the audiences by their size, never past what they hold", () => {
    const shared = estimatePlan(input({ size_option: "size", size: 5000 }));
    expect(shared.audiences.map((a) => a.reach)).toEqual([4000, 1000]);
    expect(shared.total).toMatchObject({ reach: 5000, impressions: 15000, cost: 75 });
    const beyond = estimatePlan(input({ size_option: "size", size: 1_000_000 }));
    expect(beyond.total.reach).toBe(10000);
  });

  it("buys impressions with a budget at the CPM, reaching people three times each", () => {
    // 30 USD at 5 USD a thousand is 6,000 impressions: 4,800 and 1,200 by size, 1,600 and 400 people.
    const e = estimatePlan(input({ size_option: "budget", budget: 30 }));
    expect(e.audiences.map((a) => [a.reach, a.impressions, a.cost])).toEqual([
      [1600, 4800, 24],
      [400, 1200, 6],
    ]);
    expect(e.total).toEqual({ reach: 2000, impressions: 6000, frequency: 3, cost: 30 });
    expect(e.method.impressions).toContain("The budget of 30 USD");
  });

  it("shows a budget past the audience more often, within the cap per day of the dates, and spends no more", () => {
    // Two days: at most 4 a person. 1,000 USD buys 200,000 impressions, the 10,000 people take 40,000.
    const e = estimatePlan(input({ size_option: "budget", budget: 1000, end_time: "2027-01-03T00:00:00.000Z" }));
    expect(e.days).toBe(2);
    expect(e.total).toEqual({ reach: 10000, impressions: 40000, frequency: 4, cost: 200 });
  });

  it("aims at fewer impressions a person when the plan is a day long", () => {
    const e = estimatePlan(input({ end_time: "2027-01-01T06:00:00.000Z" }));
    expect(e.days).toBe(1);
    expect(e.target_frequency).toBe(2);
    expect(e.total.impressions).toBe(20000);
    expect(e.method.frequency).toContain("at most 2 a day over the plan's 1 days");
  });

  it("rounds the cost to the currency's decimals and prices it at that currency's CPM", () => {
    const yen = estimatePlan(input({ currency: "YEN", cpm: 950, audiences: [audience(1, 7, 1)] }));
    // 7 people × 3 = 21 impressions at 950 yen a thousand: 19.95 yen, whole yen.
    expect(yen.total).toMatchObject({ impressions: 21, cost: 20 });
    expect(yen.method.cost).toBe("Impressions ÷ 1,000 × the CPM of 950 YEN.");
  });

  it("answers zeros, not NaN, for audiences the store does not reach", () => {
    const e = estimatePlan(input({ audiences: [audience(1, 0)], size_option: "budget", budget: 100 }));
    expect(e.total).toEqual({ reach: 0, impressions: 0, frequency: 0, cost: 0 });
  });

  it("writes its method in Japanese too", () => {
    const e = estimatePlan(input({ language: "ja" }));
    expect(e.method.cost).toBe("インプレッション ÷ 1,000 × CPM 5 USD。");
  });

  it("counts days with a part day as a whole one, and shares whole units that add up", () => {
    expect(planDays("2027-01-01T00:00:00Z", "2027-01-02T00:00:01Z")).toBe(2);
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(10, [0, 0])).toEqual([0, 0]);
  });

  it("keeps the same placeholders in both languages", () => {
    for (const key of Object.keys(AUDIENCE_PLAN_TEXTS.en) as (keyof typeof AUDIENCE_PLAN_TEXTS.en)[]) {
      expect(placeholdersOf(AUDIENCE_PLAN_TEXTS.ja[key]), key).toEqual(placeholdersOf(AUDIENCE_PLAN_TEXTS.en[key]));
    }
  });
});
