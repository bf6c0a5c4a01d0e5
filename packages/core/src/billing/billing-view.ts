import { pickCurrent } from "../teams/subscriptions.ts";
import type { BillingSubscription, Plan } from "./billing-contract.ts";
import { type BillingCurrency, isSubscriptionActive } from "./plans.ts";

/** The current one of a team's subscriptions: the latest by start, unless it is a grant that has ended. */
export function currentBillingSubscription(subscriptions: readonly BillingSubscription[]): BillingSubscription | null {
  return pickCurrent(subscriptions, (s) => s.provider === "grant") ?? null;
}

/**
 * A bought plan whose collection is paused while a staff grant runs over it, with the day it resumes;
 * null when there is none.
 */
export function pausedPurchase(
  subscriptions: readonly BillingSubscription[],
  now: Date,
): (BillingSubscription & { collection_paused_until: string }) | null {
  const paused = subscriptions.find(
    (s) =>
      (s.provider === "stripe" || s.provider === "local") &&
      (s.status === "active" || s.status === "past_due") &&
      s.collection_paused_until !== null &&
      new Date(s.collection_paused_until) > now,
  );
  return (paused as (BillingSubscription & { collection_paused_until: string }) | undefined) ?? null;
}

/** What the billing page says of a team's current subscription, and the date it names. */
export type SubscriptionStanding =
  | { kind: "none" }
  | { kind: "active"; renews: string | null }
  | { kind: "cancelling"; ends: string }
  | { kind: "granted"; until: string | null; reason: string }
  | { kind: "past_due" }
  | { kind: "incomplete" }
  | { kind: "ended"; ended: string | null };

/**
 * The state a person reads of the current subscription: a staff grant names its reason, a cancelled one
 * the day it ends, an active one the next invoice date. A period that is over reads as ended.
 */
export function subscriptionStanding(current: BillingSubscription | null, now: Date): SubscriptionStanding {
  if (!current) return { kind: "none" };
  if (current.status === "past_due") return { kind: "past_due" };
  if (current.status === "incomplete") return { kind: "incomplete" };
  if (current.status === "canceled" || !isSubscriptionActive(current, now))
    return { kind: "ended", ended: current.current_period_end };
  if (current.grant_reason !== null)
    return { kind: "granted", until: current.current_period_end, reason: current.grant_reason };
  if (current.cancel_at_period_end && current.current_period_end)
    return { kind: "cancelling", ends: current.current_period_end };
  return { kind: "active", renews: current.current_period_end };
}

/** What an admin can do with a plan of the catalogue, given the team's current subscription. */
export type PlanChoice = "current" | "buy" | "change" | "unpriced";

/**
 * A subscription bought through billing whose period is not over, active or past due: the one an admin
 * changes or cancels (as the server finds it), rather than buying another.
 */
export function isRunningPurchase(current: BillingSubscription | null, now: Date): current is BillingSubscription {
  if (!current || (current.provider !== "stripe" && current.provider !== "local")) return false;
  if (current.status !== "active" && current.status !== "past_due") return false;
  return current.current_period_end === null || new Date(current.current_period_end) > now;
}

/**
 * A plan is bought when the team has no running purchase, and changed to otherwise (in the currency the
 * team pays in); a plan without a price in that currency cannot be chosen.
 */
export function planChoice(
  plan: Plan,
  current: BillingSubscription | null,
  currency: BillingCurrency,
  now: Date,
): PlanChoice {
  const running = isRunningPurchase(current, now);
  if (running && current.plan.id === plan.id) return "current";
  if (plan.prices[currency] === undefined) return "unpriced";
  return running ? "change" : "buy";
}

/** The currency a team pays in: the one its running subscription was bought in, else its country's. */
export function teamCurrency(current: BillingSubscription | null, countryCode: string | null): BillingCurrency {
  if (current?.currency && current.status !== "canceled") return current.currency;
  return (countryCode && COUNTRY_CURRENCY[countryCode.toUpperCase()]) || "USD";
}

const EURO = "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(" ");
/** The billing currency of a country (alpha-2) where the catalogue prices in its own money. */
const COUNTRY_CURRENCY: Readonly<Record<string, BillingCurrency>> = {
  ...Object.fromEntries(EURO.map((code) => [code, "EUR" as const])),
  US: "USD",
  GB: "GBP",
  JP: "YEN",
  SG: "SGD",
  BR: "BRL",
  CA: "CAD",
  CH: "CHF",
  IN: "INR",
  KR: "KRW",
  KW: "KWD",
  MX: "MXN",
  NG: "NGN",
  SA: "SAR",
  AU: "AUD",
  ZA: "ZAR",
};
