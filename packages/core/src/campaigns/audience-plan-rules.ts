import type { Currency } from "../targeting/targeting-options.ts";
import type { PlanSizeOption } from "./audience-plan-entities.ts";
import type { AudiencePlanTextKey } from "./audience-plan-texts.ts";
import { CURRENCY_DECIMALS, MAX_BUDGET } from "./campaign-rules.ts";

/** The longest plan: a year and a day, so a leap year's campaign fits. */
export const MAX_PLAN_DAYS = 366;

/** A plan's money and dates, as saved or about to be. */
export type PlanTerms = {
  size_option: PlanSizeOption;
  budget: number | null;
  size: number | null;
  start_time: string;
  end_time: string;
  currency: Currency;
};

export type PlanProblem = { field: string; key: AudiencePlanTextKey; params: Record<string, string | number> };

const decimalsOf = (value: number) => {
  const text = String(value);
  if (text.includes("e")) return Number.POSITIVE_INFINITY;
  return text.split(".")[1]?.length ?? 0;
};

/**
 * The terms as kept: a budget only with size_option budget, a size only with size, neither when the
 * product decides (a value sent for the other option is dropped, not refused).
 */
export function keptTerms<T extends PlanTerms>(terms: T): T {
  return {
    ...terms,
    budget: terms.size_option === "budget" ? terms.budget : null,
    size: terms.size_option === "size" ? terms.size : null,
  };
}

/**
 * The first rule kept terms break, or null: end after start and within MAX_PLAN_DAYS; the chosen
 * option's value given; a budget above 0, at most MAX_BUDGET, within the currency's decimals.
 */
export function planProblem(terms: PlanTerms): PlanProblem | null {
  const start = new Date(terms.start_time).getTime();
  const end = new Date(terms.end_time).getTime();
  if (end <= start) return { field: "end_time", key: "planEndBeforeStart", params: {} };
  if (end - start > MAX_PLAN_DAYS * 86_400_000)
    return { field: "end_time", key: "planTooLong", params: { days: MAX_PLAN_DAYS } };
  if (terms.size_option === "size" && terms.size === null) return { field: "size", key: "sizeNeeded", params: {} };
  if (terms.size_option !== "budget") return null;
  const budget = terms.budget;
  if (budget === null) return { field: "budget", key: "budgetNeeded", params: {} };
  if (budget <= 0) return { field: "budget", key: "planBudgetNotPositive", params: {} };
  if (budget > MAX_BUDGET) return { field: "budget", key: "planBudgetTooLarge", params: { max: MAX_BUDGET } };
  const decimals = CURRENCY_DECIMALS[terms.currency];
  if (decimalsOf(budget) > decimals) {
    return { field: "budget", key: "planBudgetPrecision", params: { currency: terms.currency, decimals } };
  }
  return null;
}
