import type { Language } from "../../auth/languages.ts";
import type { TargetingCountry } from "../catalogue-contract.ts";
import { catalogueText } from "./catalogue-texts.ts";
import { COUNTRY_CATALOGUE, UNTARGETABLE_COUNTRIES } from "./countries.ts";

/** Where the countries come from. */
export const COUNTRY_SOURCE = {
  name: "ISO 3166-1 countries, names in English and Japanese (npm i18n-iso-countries)",
  url: "https://www.iso.org/iso-3166-country-codes.html",
  licence: "MIT",
};

/**
 * Every country of the catalogue, labelled and ordered in the caller's language; the untargetable
 * ones stay listed, so a picker can show them greyed out with the reason rather than hide them.
 */
export function targetingCountries(language: Language): TargetingCountry[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CATALOGUE.map((country) => {
    const selectable = !UNTARGETABLE_COUNTRIES.has(country.id);
    return {
      id: country.id,
      label: country[language],
      name_en: country.en,
      name_ja: country.ja,
      selectable,
      unselectable_reason: selectable ? null : catalogueText("countryUnavailable", language),
    };
  }).sort((a, b) => collator.compare(a.label, b.label));
}
