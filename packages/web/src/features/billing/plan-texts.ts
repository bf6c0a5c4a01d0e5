import type { Language } from "@xa/core/auth/languages";
import { type BillingCurrency, formatMinorUnits, type PlanInterval } from "@xa/core/billing/plans";
import type { TFunction } from "i18next";

/** The interface language as billing's formatters take it. */
export const billingLanguage = (language: string): Language => (language === "ja" ? "ja" : "en");

/** A price with its interval in the reader's language ("$49.00 / month"). */
export function priceText(
  t: TFunction,
  amount: number,
  currency: BillingCurrency,
  interval: PlanInterval | null,
  language: string,
): string {
  const price = formatMinorUnits(amount, currency, billingLanguage(language));
  return interval ? t(`subscriptions.per.${interval}`, { price }) : price;
}
