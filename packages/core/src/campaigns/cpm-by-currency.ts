import { CURRENCIES, type Currency } from "../targeting/targeting-options.ts";

/**
 * What a thousand impressions cost in each currency: X's reported average in dollars, converted at
 * rounded rates. Operators with their own prices set CAMPAIGN_CPMS ("USD=6.5,YEN=950").
 */
export const DEFAULT_CPM_BY_CURRENCY: Readonly<Record<Currency, number>> = {
  USD: 6.5,
  EUR: 6,
  GBP: 5.2,
  YEN: 950,
  SGD: 8.7,
  BRL: 36,
  CAD: 9,
  CHF: 5.8,
  INR: 550,
  KRW: 9000,
  KWD: 2,
  MXN: 120,
  NGN: 10000,
  SAR: 24,
  AUD: 10,
  ZAR: 120,
  Other: 6.5,
};

export type CpmTable = Readonly<Record<Currency, number>>;

/**
 * Reads "USD=6.5,YEN=950" (currency codes as CURRENCIES spell them, any case) into the prices it
 * names; a problem is worded for the operator who wrote it.
 */
export function parseCpmTable(
  text: string,
): { ok: true; prices: Partial<Record<Currency, number>> } | { ok: false; problem: string } {
  const prices: Partial<Record<Currency, number>> = {};
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code = "", value = "", ...rest] = part.split("=").map((s) => s.trim());
    const currency = CURRENCIES.find((c) => c.toUpperCase() === code.toUpperCase());
    if (!currency) return { ok: false, problem: `"${code}" is not one of ${CURRENCIES.join(", ")}` };
    const price = Number(value);
    if (rest.length > 0 || value === "" || !Number.isFinite(price) || price <= 0) {
      return { ok: false, problem: `the CPM of ${currency} must be a number above 0, not "${part}"` };
    }
    prices[currency] = price;
  }
  return { ok: true, prices };
}

/** The defaults with the operator's prices over them. */
export function cpmTable(...overrides: Partial<Record<Currency, number>>[]): CpmTable {
  return Object.assign({}, DEFAULT_CPM_BY_CURRENCY, ...overrides);
}
