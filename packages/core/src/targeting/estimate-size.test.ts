import { describe, expect, it } from "vitest";
import { budgetFor, describeFilters, estimateSize, peopleFor } from "./estimate-size.ts";

const base = {
  accountsInStore: 120,
  audienceAccounts: 80,
  scaleFactor: 50,
  cpm: 6,
  currency: "USD" as const,
  language: "en" as const,
};

// 120 store accounts × 50 = 6,000 people. Reaching one person: 3 impressions at $6 per 1,000 = $0.018.
describe("estimateSize", () => {
  it("turns a budget into the people it reaches, never more than the audience", () => {
    const e = estimateSize({ ...base, sizeOption: "budget", budget: 50, size: null });
    expect(e.estimated_size).toBe(6000);
    // $50 / $0.018 = 2,777.7… → 2,777 people
    expect(e.suggested_size).toBe(2777);
    expect(e.suggested_budget).toBeNull();
    expect(e).toMatchObject({ accounts_in_store: 120, audience_accounts: 80 });
    expect(estimateSize({ ...base, sizeOption: "budget", budget: 1000, size: null }).suggested_size).toBe(6000);
    expect(e.method).toBe(
      "80 accounts in the store match the brief; the package's keywords, hashtags and handles reach 120 accounts of the store. Estimated size: 120 × a scaling factor of 50 = 6,000 people. Budgets assume a CPM of 6 USD and 3 impressions per person, so reaching one person costs 0.02 USD. A budget of 50 USD reaches about 2,777 of them.",
    );
  });

  it("turns a size into the budget it needs", () => {
    const e = estimateSize({ ...base, sizeOption: "size", budget: null, size: 25_000 });
    // 25,000 × 3 × 6 / 1000 = 450
    expect(e.suggested_budget).toBe(450);
    expect(e.suggested_size).toBeNull();
  });

  it("lets the product decide: the budget that reaches the whole audience", () => {
    const e = estimateSize({ ...base, sizeOption: "budget", budget: null, size: null });
    expect(e.suggested_size).toBe(6000);
    expect(e.suggested_budget).toBe(108);
  });

  it("states the method in Japanese, with the filters applied", () => {
    const filters = describeFilters("ja", [{ key: "filterGender", value: "女性" }]);
    const e = estimateSize({ ...base, language: "ja", sizeOption: "size", budget: null, size: 1000, filters });
    expect(e.method).toContain("ストアの80アカウントがブリーフに該当します（女性と推定されたアカウントのみ");
    expect(e.method).toContain("1,000人に届けるには約18 USDの予算が必要です。");
  });

  it("rounds money to cents and people down", () => {
    expect(budgetFor(1, 6.5)).toBe(0.02);
    expect(peopleFor(1, 6.5)).toBe(51);
  });
});
