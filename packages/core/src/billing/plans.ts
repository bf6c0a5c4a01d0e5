import { CURRENCY_DECIMALS } from "../campaigns/campaign-rules.ts";
import { CURRENCIES } from "../targeting/targeting-options.ts";

export { PLAN_FEATURES, type PlanFeature } from "./plan-features.ts";

/** How often a plan is billed. */
export const PLAN_INTERVALS = ["month", "year"] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** The spec's currencies a price can be charged in ("Other" names no currency a provider can charge). */
export type BillingCurrency = Exclude<(typeof CURRENCIES)[number], "Other">;
export const BILLING_CURRENCIES = CURRENCIES.filter((c) => c !== "Other") as [BillingCurrency, ...BillingCurrency[]];

/** A subscription's state as the provider reports it; only `active` opens paid features. */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled", "incomplete"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a subscription came from: bought through Stripe or local billing, granted by staff, or set by staff before billing. */
export const SUBSCRIPTION_PROVIDERS = ["stripe", "local", "grant", "manual"] as const;
export type SubscriptionProvider = (typeof SUBSCRIPTION_PROVIDERS)[number];

/** The ISO 4217 code of a spec currency (the spec writes the yen as YEN). */
export function isoCurrency(currency: BillingCurrency): string {
  return currency === "YEN" ? "JPY" : currency;
}

/** The spec currency of an ISO 4217 code, case-insensitive; undefined for one the catalogue does not price. */
export function billingCurrencyOf(iso: string): BillingCurrency | undefined {
  const upper = iso.toUpperCase();
  return BILLING_CURRENCIES.find((c) => isoCurrency(c) === upper);
}

/** Decimals of the currency's minor unit: prices are stored in minor units (cents, yen). */
export function minorUnitDecimals(currency: BillingCurrency): number {
  return CURRENCY_DECIMALS[currency];
}

/** A price in minor units as a decimal amount (1999 USD cents → 19.99). */
export function fromMinorUnits(amount: number, currency: BillingCurrency): number {
  return amount / 10 ** minorUnitDecimals(currency);
}

/**
 * A subscription opens its plan's features while its status is active and its paid (or granted)
 * period has not ended; a period end of null means open-ended (set by staff).
 */
export function isSubscriptionActive(
  subscription: { status: SubscriptionStatus; current_period_end: string | null },
  now: Date,
): boolean {
  if (subscription.status !== "active") return false;
  return subscription.current_period_end === null || new Date(subscription.current_period_end) > now;
}

const LOCALES = { en: "en-US", ja: "ja-JP" } as const;

/** A price in minor units written as money in the reader's language (1999 USD → "$19.99", 7500 YEN → "￥7,500"). */
export function formatMinorUnits(amount: number, currency: BillingCurrency, language: "en" | "ja"): string {
  const digits = minorUnitDecimals(currency);
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: isoCurrency(currency),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinorUnits(amount, currency));
}
