import { z } from "zod";
import type { Language } from "../auth/languages.ts";
import { countryName } from "../i18n/display-names.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/**
 * What an invoice's tax is: Japan's consumption tax, a value-added tax, none (local billing outside
 * the countries it states a rate for), or a rate the provider named otherwise.
 */
export const TAX_KINDS = ["consumption_tax", "vat", "none", "other"] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** The rate an invoice was taxed at; `country` is the customer's (alpha-2), when known. */
export const taxRate = z.object({
  percent: z.number().min(0).max(100),
  kind: z.enum(TAX_KINDS),
  country: z.string().nullable(),
});
export type TaxRate = z.infer<typeof taxRate>;

/**
 * The rates local billing states, by the customer's country: the standard rate of each. Anywhere
 * else it charges none, as a seller charges tax only where it is registered to.
 */
export const LOCAL_TAX_RATES: Readonly<Record<string, { percent: number; kind: "consumption_tax" | "vat" }>> = {
  JP: { percent: 10, kind: "consumption_tax" },
  GB: { percent: 20, kind: "vat" },
  NL: { percent: 21, kind: "vat" },
  DE: { percent: 19, kind: "vat" },
  FR: { percent: 20, kind: "vat" },
};

/** The tax local billing applies to a customer in `country` (alpha-2, or null when unknown). */
export function localTaxRate(country: string | null): TaxRate {
  const stated = country ? LOCAL_TAX_RATES[country.toUpperCase()] : undefined;
  if (!stated) return { percent: 0, kind: "none", country: country?.toUpperCase() ?? null };
  return { ...stated, country: (country as string).toUpperCase() };
}

/**
 * The tax on an amount in minor units, rounded half away from zero, so a credit line's tax is the
 * mirror of its charge's.
 */
export function taxOn(amount: number, percent: number): number {
  return Math.sign(amount) * Math.round((Math.abs(amount) * percent) / 100);
}

const LABELS: Record<Language, Record<TaxKind | "unstated", string>> = {
  en: {
    consumption_tax: "Consumption tax {{percent}}%",
    vat: "VAT {{percent}}%",
    none: "No tax: local billing states rates only for {{countries}}, not for {{country}}",
    other: "Tax {{percent}}%",
    unstated: "Tax",
  },
  ja: {
    consumption_tax: "消費税 {{percent}}%",
    vat: "付加価値税 {{percent}}%",
    none: "非課税：ローカル決済が税率を定めているのは {{countries}} のみで、{{country}} は対象外です",
    other: "税 {{percent}}%",
    unstated: "税",
  },
};

/** How an invoice names its tax in `language` ("Consumption tax 10%", "VAT 20%", why there is none). */
export function taxLabel(language: Language, rate: TaxRate | null): string {
  if (!rate) return LABELS[language].unstated;
  const list = language === "ja" ? "、" : ", ";
  return fillTemplate(language, LABELS[language][rate.kind], {
    percent: String(rate.percent),
    countries: Object.keys(LOCAL_TAX_RATES)
      .map((code) => countryName(code, language))
      .join(list),
    country: rate.country ? countryName(rate.country, language) : language === "ja" ? "不明な国" : "an unknown country",
  });
}
