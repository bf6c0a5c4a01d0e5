import codes from "i18n-iso-countries/codes.json" with { type: "json" };
import enCountries from "i18n-iso-countries/langs/en.json" with { type: "json" };
import jaCountries from "i18n-iso-countries/langs/ja.json" with { type: "json" };
import { z } from "zod";
import { PLACE_ALIASES } from "../social/location-aliases.ts";
import { countryName } from "./display-names.ts";

/**
 * Names people type for a country that neither i18n-iso-countries, the runtime's display names nor
 * the location alias table have (that table holds "uk", "usa", "america", "アメリカ", "england"…).
 */
// biome-ignore format: one alias per line would hide the table
const MORE_ALIASES: Record<string, string> = {
  "united states": "US", "united states of america": "US", "the states": "US", 米: "US", 合衆国: "US",
  "great britain": "GB", "united kingdom of great britain and northern ireland": "GB", 英国: "GB", 英: "GB", ユーケー: "GB",
  emirates: "AE", "the emirates": "AE", "united arab emirates": "AE", 首長国連邦: "AE", uae: "AE",
  日: "JP", 日本国: "JP", にっぽん: "JP", ニッポン: "JP", ジャパン: "JP",
  "south korea": "KR", 韓: "KR", 大韓民国: "KR", 中: "CN", "mainland china": "CN", prc: "CN",
  russia: "RU", ロシア: "RU", "czech republic": "CZ", czechia: "CZ", turkey: "TR", türkiye: "TR",
  "the netherlands": "NL", vietnam: "VN", "viet nam": "VN", iran: "IR", syria: "SY", laos: "LA",
  "north korea": "KP", 北朝鮮: "KP", taiwan: "TW", 台湾: "TW", "hong kong": "HK", 香港: "HK", "ivory coast": "CI",
  "saudi arabia": "SA", ksa: "SA", "new zealand": "NZ", nz: "NZ", aus: "AU", aussie: "AU", oz: "AU",
  "deutschland": "DE", "españa": "ES", "brasil": "BR", "méxico": "MX", "italia": "IT", "suisse": "CH", "schweiz": "CH",
  "the philippines": "PH", "the uk": "GB", "the us": "US", "the usa": "US", "the uae": "AE",
};

/** Folds a country as typed: width (ＵＫ), accents, case, dots (U.S.A.), apostrophes and spaces. */
export function foldCountryText(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Accents of Latin letters go (Côte → cote); the marks of kana (ギ) stay.
      .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[.'’]/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Every ISO 3166-1 alpha-2 code (KP and the territories included: taking a country is not targeting it). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(codes.map(([alpha2]) => alpha2 as string));

const list = (names: string | string[] | undefined) => (Array.isArray(names) ? names : names ? [names] : []);

const BY_TEXT = new Map<string, string>();
const put = (text: string, code: string) => {
  const key = foldCountryText(text);
  if (key && !BY_TEXT.has(key)) BY_TEXT.set(key, code);
};
for (const [alpha2, alpha3] of codes as [string, string, string][]) {
  put(alpha2, alpha2);
  put(alpha3, alpha2);
}
// The alias table's whole countries before the name lists: "UK" is the United Kingdom's.
for (const [text, [city, code]] of Object.entries(PLACE_ALIASES)) if (city === null) put(text, code);
for (const [text, code] of Object.entries(MORE_ALIASES)) put(text, code);
for (const code of COUNTRY_CODES) {
  for (const name of list((enCountries.countries as Record<string, string | string[]>)[code])) put(name, code);
  for (const name of list((jaCountries.countries as Record<string, string | string[]>)[code])) put(name, code);
  put(countryName(code, "en"), code);
  put(countryName(code, "ja"), code);
}
// "The Gambia", "the Netherlands": a leading "the" names the same country.
for (const [key, code] of [...BY_TEXT]) if (key.startsWith("the ")) put(key.slice(4), code);
for (const [key, code] of [...BY_TEXT]) if (!key.startsWith("the ") && /^[a-z]/.test(key)) put(`the ${key}`, code);

/**
 * The one ISO 3166-1 alpha-2 code of a country as anyone types it: its code (alpha-2 or -3, any
 * case), its names in English and Japanese, and the aliases people use (UK → GB, USA/America →
 * US, UAE → AE, 日本 → JP). Null for anything that is not a country.
 */
export function resolveCountry(text: string): string | null {
  return BY_TEXT.get(foldCountryText(text)) ?? null;
}

/** Every text the resolver reads as a country, with its code (for tests and pickers). */
export function countryTexts(): ReadonlyMap<string, string> {
  return BY_TEXT;
}

/**
 * A field taking a country: a name, code or alias, answered as its ISO alpha-2 code, or refused
 * with the text it could not read.
 */
export const countryField = z
  .string()
  .trim()
  .max(100)
  .overwrite((text) => resolveCountry(text) ?? text)
  .refine((code) => COUNTRY_CODES.has(code), {
    error: (issue) => `Unknown country: ${String(issue.input)}`,
  });

/** Each code's folded texts (codes, names in en and ja, aliases): what a country picker searches. */
let textsByCode: Map<string, string[]> | null = null;

/**
 * Whether a country picker offers `code` (ISO alpha-2) for what the user typed: the text names it
 * (UK → GB, USA or America → US, UAE → AE, 日本 → JP), or is part of one of its codes, names or
 * aliases ("king" → GB). Empty text offers every country.
 */
export function countryMatches(query: string, code: string): boolean {
  const typed = foldCountryText(query);
  if (!typed) return true;
  if (BY_TEXT.get(typed) === code) return true;
  if (!textsByCode) {
    textsByCode = new Map();
    for (const [text, c] of BY_TEXT) textsByCode.set(c, [...(textsByCode.get(c) ?? []), text]);
  }
  return (textsByCode.get(code) ?? []).some((text) => text.includes(typed));
}
