import type { Language } from "../auth/languages.ts";
import { IMPRESSIONS_PER_PERSON } from "../targeting/estimate-size.ts";
import type { Currency } from "../targeting/targeting-options.ts";
import type { PlanAudienceEstimate, PlanEstimates, PlanFigures, PlanSizeOption } from "./audience-plan-entities.ts";
import { audiencePlanText } from "./audience-plan-texts.ts";
import { CURRENCY_DECIMALS } from "./campaign-rules.ts";

/** The most impressions a person is shown a day: more reads as spam and wears the audience out. */
export const FREQUENCY_CAP_PER_DAY = 2;

const DAY_MS = 86_400_000;

/** One saved audience as the store measured it when the plan was saved. */
export type MeasuredPlanAudience = {
  audience_config_id: number;
  name: string;
  accounts_in_store: number;
  scaling_factor: number;
  /** accounts in store × scaling factor, capped at what the store stands for (audience-figures' total native) */
  audience_size: number;
};

export type PlanEstimateInput = {
  audiences: readonly MeasuredPlanAudience[];
  size_option: PlanSizeOption;
  budget: number | null;
  size: number | null;
  start_time: string;
  end_time: string;
  currency: Currency;
  /** the configured price of a thousand impressions in the currency */
  cpm: number;
  measured_at: string;
  language: Language;
};

/** Whole days from start to end; a part day counts, and a plan runs at least one. */
export const planDays = (start: string, end: string) =>
  Math.max(1, Math.ceil((new Date(end).getTime() - new Date(start).getTime()) / DAY_MS));

const moneyIn = (currency: Currency) => {
  const unit = 10 ** CURRENCY_DECIMALS[currency];
  return (n: number) => Math.round(n * unit) / unit;
};
const ratio = (impressions: number, reach: number) => (reach > 0 ? Math.round((impressions / reach) * 100) / 100 : 0);

/** Shares `total` across weights in proportion, in whole units that add up to it (largest remainders first). */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * A plan's reach, impressions, frequency and cost per audience and in total, with the method of each
 * and the assumptions, in `language`. Each audience's size is the store's count × its scaling factor.
 * The frequency aimed at is IMPRESSIONS_PER_PERSON, fewer when the dates allow fewer at
 * FREQUENCY_CAP_PER_DAY. A budget buys impressions at the CPM, shared by audience size, reaching
 * people at that frequency until an audience is exhausted (then shown more often, within the cap); a
 * size is shared by audience size; letting the product decide reaches every audience in full.
 */
export function estimatePlan(input: PlanEstimateInput): PlanEstimates {
  const { audiences, cpm, currency, language } = input;
  const days = planDays(input.start_time, input.end_time);
  const target = Math.min(IMPRESSIONS_PER_PERSON, days * FREQUENCY_CAP_PER_DAY);
  const most = days * FREQUENCY_CAP_PER_DAY;
  const money = moneyIn(currency);
  const sizes = audiences.map((a) => Math.max(0, a.audience_size));
  const whole = sizes.reduce((a, b) => a + b, 0);

  let reach: number[];
  let impressions: number[];
  if (input.size_option === "budget" && input.budget !== null) {
    const bought = shareOut(Math.floor((input.budget * 1000) / cpm), sizes);
    reach = bought.map((n, i) => Math.min(sizes[i] ?? 0, Math.floor(n / target)));
    impressions = bought.map((n, i) => Math.min(n, (reach[i] ?? 0) * most));
  } else {
    reach =
      input.size_option === "size" && input.size !== null ? shareOut(Math.min(input.size, whole), sizes) : [...sizes];
    impressions = reach.map((r) => r * target);
  }
  const figures = (r: number, n: number): PlanFigures => ({
    reach: r,
    impressions: n,
    frequency: ratio(n, r),
    cost: money((n * cpm) / 1000),
  });
  const rows: PlanAudienceEstimate[] = audiences.map((a, i) => ({
    audience_config_id: a.audience_config_id,
    name: a.name,
    accounts_in_store: a.accounts_in_store,
    scaling_factor: a.scaling_factor,
    audience_size: sizes[i] ?? 0,
    ...figures(reach[i] ?? 0, impressions[i] ?? 0),
  }));
  const totalReach = rows.reduce((s, r) => s + r.reach, 0);
  const totalImpressions = rows.reduce((s, r) => s + r.impressions, 0);
  const total: PlanFigures = {
    ...figures(totalReach, totalImpressions),
    cost: money(rows.reduce((s, r) => s + r.cost, 0)),
  };

  const text = (key: Parameters<typeof audiencePlanText>[1], params: Record<string, string | number> = {}) =>
    audiencePlanText(language, key, {
      currency,
      cpm,
      frequency: target,
      target,
      cap: FREQUENCY_CAP_PER_DAY,
      days,
      ...params,
    });
  const byBudget = input.size_option === "budget" && input.budget !== null;
  const reachKey = byBudget
    ? "methodReachBudget"
    : input.size_option === "size"
      ? "methodReachSize"
      : "methodReachDecide";
  const factors = [...new Set(audiences.map((a) => a.scaling_factor))];
  return {
    audiences: rows,
    total,
    cpm,
    currency,
    days,
    target_frequency: target,
    frequency_cap_per_day: FREQUENCY_CAP_PER_DAY,
    method: {
      reach: text(reachKey, { size: input.size ?? 0 }),
      impressions: byBudget
        ? text("methodImpressionsBudget", { budget: input.budget ?? 0 })
        : text("methodImpressions"),
      frequency: text("methodFrequency"),
      cost: text("methodCost"),
    },
    assumptions: [
      text("assumeNoOverlap"),
      ...factors.map((factor) => text("assumeScale", { factor })),
      text("assumeCpm"),
      text("assumeMeasured"),
    ],
    measured_at: input.measured_at,
  };
}
