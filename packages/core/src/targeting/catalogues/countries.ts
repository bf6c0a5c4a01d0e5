import enCountries from "i18n-iso-countries/langs/en.json" with { type: "json" };
import jaCountries from "i18n-iso-countries/langs/ja.json" with { type: "json" };
import { countryName } from "../../i18n/display-names.ts";
import { PLACE_ALIASES } from "../../social/location-aliases.ts";
import type { Searchable } from "./search-catalogue.ts";

/** Countries that are listed but cannot be targeted (North Korea). */
export const UNTARGETABLE_COUNTRIES: ReadonlySet<string> = new Set(["KP"]);

const names = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);

// The alias table's names for whole countries ("us", "uk", "america", "アメリカ"), by country code.
const aliasesByCountry = new Map<string, string[]>();
for (const [text, [city, code]] of Object.entries(PLACE_ALIASES)) {
  if (city === null) aliasesByCountry.set(code, [...(aliasesByCountry.get(code) ?? []), text]);
}

const en = enCountries.countries as Record<string, string | string[]>;
const ja = jaCountries.countries as Record<string, string | string[]>;

/**
 * Every ISO 3166-1 country (id = alpha-2 code), labelled with its first name in i18n-iso-countries,
 * answering to its other names there ("UAE", "UK", "USA"), the runtime's names and the alias table's.
 */
export const COUNTRY_CATALOGUE: readonly Searchable[] = Object.keys(en).map((code) => {
  const enNames = names(en[code]);
  const jaNames = names(ja[code]);
  return {
    id: code,
    en: enNames[0] ?? code,
    ja: jaNames[0] ?? enNames[0] ?? code,
    aliases: [
      ...enNames.slice(1),
      ...jaNames.slice(1),
      countryName(code, "en"),
      countryName(code, "ja"),
      ...(aliasesByCountry.get(code) ?? []),
      code,
    ],
  };
});

const BY_CODE = new Map(COUNTRY_CATALOGUE.map((c) => [c.id, c]));

/** The country of an ISO alpha-2 code (any case), or undefined. */
export function countryByCode(code: string): Searchable | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
