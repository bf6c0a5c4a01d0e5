import { describe, expect, it } from "vitest";
import { keptTerms, type PlanTerms, planProblem } from "./audience-plan-rules.ts";
import { cpmTable, parseCpmTable } from "./cpm-by-currency.ts";

const terms = (over: Partial<PlanTerms> = {}): PlanTerms => ({
  size_option: "budget",
  budget: 1000,
  size: null,
  start_time: "2027-01-01T00:00:00.000Z",
  end_time: "2027-01-31T00:00:00.000Z",
  currency: "USD",
  ...over,
});

describe("an audience plan's rules", () => {
  it.each<[Partial<PlanTerms>, string | null]>([
    [{}, null],
    [{ end_time: "2027-01-01T00:00:00.000Z" }, "planEndBeforeStart"],
    [{ end_time: "2028-01-05T00:00:00.000Z" }, "planTooLong"],
    [{ budget: null }, "budgetNeeded"],
    [{ budget: 0 }, "planBudgetNotPositive"],
    [{ budget: 10.005 }, "planBudgetPrecision"],
    [{ currency: "YEN", budget: 100.5 }, "planBudgetPrecision"],
    [{ currency: "KWD", budget: 100.125 }, null],
    [{ budget: 1e13 }, "planBudgetTooLarge"],
    [{ size_option: "size", budget: null }, "sizeNeeded"],
    [{ size_option: "size", size: 50_000 }, null],
    [{ size_option: "decide", budget: null }, null],
  ])("%o → %s", (over, key) => {
    expect(planProblem(keptTerms(terms(over)))?.key ?? null).toBe(key);
  });

  it("keeps only the chosen option's value", () => {
    expect(keptTerms(terms({ size_option: "size", size: 5, budget: 10 }))).toMatchObject({ budget: null, size: 5 });
    expect(keptTerms(terms({ size_option: "decide", size: 5 }))).toMatchObject({ budget: null, size: null });
  });
});

describe("the CPM per currency", () => {
  it("reads an operator's table over the defaults", () => {
    const parsed = parseCpmTable("usd=7, YEN = 900,Other=5");
    expect(parsed).toEqual({ ok: true, prices: { USD: 7, YEN: 900, Other: 5 } });
    const table = cpmTable(parsed.ok ? parsed.prices : {});
    expect([table.USD, table.YEN, table.EUR]).toEqual([7, 900, 6]);
  });

  it.each(["ABC=5", "USD=0", "USD=-1", "USD=", "USD=five", "USD=5=6"])("refuses %s", (text) => {
    expect(parseCpmTable(text).ok).toBe(false);
  });
});
