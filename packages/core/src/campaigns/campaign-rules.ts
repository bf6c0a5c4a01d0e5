import type { Currency } from "../targeting/targeting-options.ts";
import type { CampaignTextKey } from "./campaign-texts.ts";

/** Decimals each currency's amounts take (ISO 4217 minor units; "Other" as most currencies). */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  YEN: 0,
  SGD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  INR: 2,
  KRW: 0,
  KWD: 3,
  MXN: 2,
  NGN: 2,
  SAR: 2,
  AUD: 2,
  ZAR: 2,
  Other: 2,
};

/** The most one budget may be, in the currency's units: far above any campaign, below float trouble. */
export const MAX_BUDGET = 1_000_000_000_000;

/**
 * How many ad sets a campaign and ads an ad set may hold: far above what a buyer runs, and low
 * enough that a campaign's lists of ad sets and ads stay a bounded answer.
 */
export const MAX_ADSETS_PER_CAMPAIGN = 50;
export const MAX_ADS_PER_ADSET = 20;

/** A campaign's dates and money, as saved or about to be. */
export type CampaignPlan = {
  start_time: string;
  end_time: string | null;
  lifetime_budget: number | null;
  daily_budget: number | null;
  currency: Currency;
};

export type CampaignProblem = { field: string; key: CampaignTextKey; params: Record<string, string | number> };

const decimalsOf = (value: number) => {
  const text = String(value);
  if (text.includes("e")) return Number.POSITIVE_INFINITY;
  return text.split(".")[1]?.length ?? 0;
};

/** An active campaign whose start has come: its start is history. */
export const isRunning = (c: { status: string; start_time: string }, now: Date) =>
  c.status === "active" && new Date(c.start_time).getTime() <= now.getTime();

/**
 * The first rule `next` breaks, or null: end after start; at least one budget, each above 0, within
 * the currency's decimals; a daily budget not above the lifetime budget; and a running campaign's
 * start stays where it was.
 */
export function campaignProblem(
  next: CampaignPlan,
  before: (CampaignPlan & { status: string }) | null,
  now: Date,
): CampaignProblem | null {
  if (next.end_time !== null && new Date(next.end_time).getTime() <= new Date(next.start_time).getTime()) {
    return { field: "end_time", key: "endBeforeStart", params: {} };
  }
  if (next.lifetime_budget === null && next.daily_budget === null) {
    return { field: "daily_budget", key: "budgetRequired", params: {} };
  }
  const decimals = CURRENCY_DECIMALS[next.currency];
  for (const field of ["lifetime_budget", "daily_budget"] as const) {
    const value = next[field];
    if (value === null) continue;
    if (value <= 0) return { field, key: "budgetNotPositive", params: { field } };
    if (value > MAX_BUDGET) return { field, key: "budgetTooLarge", params: { field, max: MAX_BUDGET } };
    if (decimalsOf(value) > decimals) {
      return { field, key: "budgetPrecision", params: { field, currency: next.currency, decimals } };
    }
  }
  if (next.lifetime_budget !== null && next.daily_budget !== null && next.daily_budget > next.lifetime_budget) {
    return { field: "daily_budget", key: "dailyAboveLifetime", params: {} };
  }
  if (before && isRunning(before, now) && next.start_time !== before.start_time) {
    return { field: "start_time", key: "startOfRunning", params: { start: before.start_time } };
  }
  return null;
}

/** An ad set's bid and schedule, as saved or about to be. */
export type AdsetPlan = {
  bid_strategy: "AUTO" | "MAX" | "TARGET";
  bid_amount: number | null;
  start_time: string | null;
  end_time: string | null;
};

/**
 * The first rule an ad set breaks within its campaign, or null: a bid above 0 within the currency's
 * decimals unless the platform bids (AUTO); its own dates in order and within the campaign's.
 */
export function adsetProblem(
  next: AdsetPlan,
  campaign: { start_time: string; end_time: string | null; currency: Currency },
): CampaignProblem | null {
  if (next.bid_strategy !== "AUTO") {
    if (next.bid_amount === null) {
      return { field: "bid_amount", key: "bidRequired", params: { strategy: next.bid_strategy } };
    }
    if (next.bid_amount <= 0) return { field: "bid_amount", key: "bidNotPositive", params: {} };
    const decimals = CURRENCY_DECIMALS[campaign.currency];
    if (decimalsOf(next.bid_amount) > decimals) {
      return { field: "bid_amount", key: "bidPrecision", params: { currency: campaign.currency, decimals } };
    }
  }
  const time = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());
  const start = time(next.start_time);
  const end = time(next.end_time);
  const from = new Date(campaign.start_time).getTime();
  const to = time(campaign.end_time);
  if (start !== null && end !== null && end <= start)
    return { field: "end_time", key: "adsetEndBeforeStart", params: {} };
  const span = { start: campaign.start_time, end: campaign.end_time ?? "—" };
  for (const [field, at] of [
    ["start_time", start],
    ["end_time", end],
  ] as const) {
    if (at === null) continue;
    if (at < from || (to !== null && at > to)) return { field, key: "outsideCampaign", params: { field, ...span } };
  }
  return null;
}
