import { GAZETTEER_CITIES } from "@xa/core/social/gazetteer";
import { JP_PLACES, PLACE_ALIASES } from "@xa/core/social/location-aliases";
import { isAsciiLetter, isKatakana } from "@xa/core/social/post-words";
import { WORLD_CITIES_JA } from "@xa/core/social/world-cities-ja";
import arCountries from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import deCountries from "i18n-iso-countries/langs/de.json" with { type: "json" };
import enCountries from "i18n-iso-countries/langs/en.json" with { type: "json" };
import esCountries from "i18n-iso-countries/langs/es.json" with { type: "json" };
import frCountries from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import hiCountries from "i18n-iso-countries/langs/hi.json" with { type: "json" };
import idCountries from "i18n-iso-countries/langs/id.json" with { type: "json" };
import itCountries from "i18n-iso-countries/langs/it.json" with { type: "json" };
import jaCountries from "i18n-iso-countries/langs/ja.json" with { type: "json" };
import koCountries from "i18n-iso-countries/langs/ko.json" with { type: "json" };
import nlCountries from "i18n-iso-countries/langs/nl.json" with { type: "json" };
import plCountries from "i18n-iso-countries/langs/pl.json" with { type: "json" };
import ptCountries from "i18n-iso-countries/langs/pt.json" with { type: "json" };
import ruCountries from "i18n-iso-countries/langs/ru.json" with { type: "json" };
import svCountries from "i18n-iso-countries/langs/sv.json" with { type: "json" };
import thCountries from "i18n-iso-countries/langs/th.json" with { type: "json" };
import trCountries from "i18n-iso-countries/langs/tr.json" with { type: "json" };
import viCountries from "i18n-iso-countries/langs/vi.json" with { type: "json" };
import zhCountries from "i18n-iso-countries/langs/zh.json" with { type: "json" };
import { ISO_REGIONS, isRegionName, NAMED_REGIONS, SUBDIVISIONS, SUBDIVISIONS_ALONE } from "./location-regions.ts";
import { NOT_PLACES } from "./not-places.ts";

/** A place read from a free-text profile location; null parts are unknown. */
export type LocationGuess = { country: string | null; city: string | null; confidence: number };

// How this is explained to users, in English and Japanese: `locationMethod` in core's analysis/analysis-texts.ts.

type City = { name: string; country: string; population: number };

const UNKNOWN: LocationGuess = { country: null, city: null, confidence: 0 };
const fold = (s: string) =>
  s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[.'’]/g, "").replace(/\s+/g, " ").trim();

// Folded as the text they are looked up by (Thai vowel signs and the jamo of decomposed Hangul included).
const ALIASES = new Map(Object.entries(PLACE_ALIASES).map(([text, place]) => [fold(text), place]));

/** Each [code, name] of an i18n-iso-countries language list (a country can have several names). */
function* countryNames(list: { countries: Record<string, string | string[]> }): Generator<[string, string]> {
  for (const [code, names] of Object.entries(list.countries)) {
    for (const name of Array.isArray(names) ? names : [names]) yield [code, name];
  }
}

// Other names people write for countries (England, Nippon, アメリカ) are aliases (location-aliases).
const COUNTRY_BY_NAME = new Map<string, string>();
for (const list of [enCountries, jaCountries])
  for (const [code, name] of countryNames(list)) COUNTRY_BY_NAME.set(fold(name), code);

const STATES_OF = ["US", "CA", "AU"];

/** States, provinces and territories of the US, Canada and Australia by name and code: their countries. */
const SUBDIVISION = new Map<string, string[]>();
for (const [name, country] of SUBDIVISIONS) {
  const list = SUBDIVISION.get(fold(name)) ?? [];
  if (!list.includes(country)) list.push(country);
  SUBDIVISION.set(fold(name), list);
}
const SUBDIVISION_ALONE = new Set([...SUBDIVISIONS_ALONE].map(fold));

const CITIES_BY_NAME = new Map<string, City[]>();
for (const line of GAZETTEER_CITIES.split("\n")) {
  const [name = "", country = "", population = "0", alt = ""] = line.split("|");
  const city = { name, country, population: Number(population) };
  for (const key of new Set([fold(name), alt ? fold(alt) : ""])) {
    if (!key) continue;
    const list = CITIES_BY_NAME.get(key) ?? [];
    list.push(city);
    CITIES_BY_NAME.set(key, list);
  }
}

/**
 * Country names in other languages X is much written in (Brasil, Italia, 대한민국, Россия,
 * ประเทศไทย), after English and Japanese and only where they name nothing else: Granada (Grenada
 * in Spanish) stays the Spanish city, Norfolk (Norfolk Island in Dutch) the one in the US. Short
 * Latin-script names are left out ("my" is Vietnamese for the US, "y" for Italy), and so are
 * names that are English words or first names ("Plague Island" is no Iceland).
 */
const ENGLISH_WORDS = new Set(["island", "chili", "suede", "maurice", "georgie"]);
const isShortLatin = (key: string) => /^[a-z -]{1,3}$/.test(key);
const OTHER_LANGUAGES = [
  arCountries,
  deCountries,
  esCountries,
  frCountries,
  hiCountries,
  idCountries,
  itCountries,
  koCountries,
  nlCountries,
  plCountries,
  ptCountries,
  ruCountries,
  svCountries,
  thCountries,
  trCountries,
  viCountries,
  zhCountries,
];
for (const list of OTHER_LANGUAGES) {
  for (const [code, name] of countryNames(list)) {
    const key = fold(name);
    const otherCity = CITIES_BY_NAME.get(key)?.some((city) => city.country !== code);
    if (COUNTRY_BY_NAME.has(key) || SUBDIVISION.has(key) || otherCity) continue;
    if (!isShortLatin(key) && !ENGLISH_WORDS.has(key)) COUNTRY_BY_NAME.set(key, code);
  }
}

/**
 * Regions of other countries (Lombardia, Uttar Pradesh, Yorkshire): their country. Names two
 * countries share, that a city elsewhere bears, or that are words (see isRegionName) are left out.
 */
const REGION = new Map<string, string>();
const sharedRegions = new Set<string>();
for (const [name, country] of ISO_REGIONS) {
  const key = fold(name);
  if (!isRegionName(key) || COUNTRY_BY_NAME.has(key) || SUBDIVISION.has(key)) continue;
  if (CITIES_BY_NAME.get(key)?.some((city) => city.country !== country)) continue;
  if (REGION.has(key) && REGION.get(key) !== country) sharedRegions.add(key);
  REGION.set(key, country);
}
for (const key of sharedRegions) REGION.delete(key);
for (const [name, country] of NAMED_REGIONS) REGION.set(fold(name), country);

const ISO_CODES = new Set(Object.keys(enCountries.countries));

type Found = {
  country?: string;
  city?: string;
  cityCountries?: City[];
  /** A country's name that is also a state's ("Georgia"): a country written later wins over it. */
  ambiguous?: boolean;
  /**
   * A state or province written after a city ("Perth, WA"): the countries it may be in, and the
   * country its text also names ("DE" Germany, "Georgia"); the city written before it decides.
   */
  subdivision?: { countries: string[]; otherCountry: string | null };
};

/**
 * What a part of a location names. After a city ("Birmingham, AL"), a state's code or name reads
 * as the state, whatever else it names; alone, only the names and codes that are no word or
 * country code do ("Ontario", "TX"; not "IN" or "ME").
 */
function classify(part: string, after: "city" | "place" | null = null): Found | null {
  const key = fold(part);
  if (!key || NOT_PLACES.has(key)) return null;
  const alias = ALIASES.get(key);
  const states = SUBDIVISION.get(key);
  // "Washington, DC" names the city of its alias; "New Orleans, LA" is in Louisiana, not Los Angeles.
  if (states && after && !(alias && after === "place" && states.includes(alias[1]))) {
    const otherCountry = COUNTRY_BY_NAME.get(key) ?? (ISO_CODES.has(key.toUpperCase()) ? key.toUpperCase() : null);
    return { subdivision: { countries: states, otherCountry } };
  }
  if (alias) return { country: alias[1], ...(alias[0] ? { city: alias[0] } : {}) };
  const country = COUNTRY_BY_NAME.get(key);
  if (country) return { country, ...(states ? { ambiguous: true } : {}) };
  if (states && SUBDIVISION_ALONE.has(key)) return states.length === 1 ? { country: states[0] as string } : null;
  const cities = CITIES_BY_NAME.get(key);
  if (cities) return { cityCountries: cities };
  const region = REGION.get(key);
  if (region) return { country: region };
  return null;
}

const isCity = (found: Found | null) => Boolean(found?.city || found?.cityCountries);

/** English words that are also cities somewhere: at the end of a phrase they are the word ("somewhere nice"). */
const WORDS = new Set("nice|metro|mobile|split|sale|orange|normal|independence|paradise|hope|eagle".split("|"));

/** A metro area, a region or the outskirts of a place are in its country: "Kansas City Metro", "Greater Boston". */
const AROUND =
  /^(?:greater|metro|downtown|suburban|outside|near)\s+|\s+(?:metro(?:politan)?(?:\s+area)?|metroplex|area|region|suburbs?|burbs)$/giu;

// 日本人 (a Japanese) and 日本語 (Japanese) say who or what, not where: "上海在住の日本人" lives in Shanghai.
const NATIONALITY = /日本(?=[人語])/g;

function japaneseMatch(text: string): Found | null {
  const places = text.replace(NATIONALITY, "");
  for (const [kanji, english, isCity] of JP_PLACES) {
    if (places.includes(kanji)) return isCity ? { country: "JP", city: english } : { country: "JP" };
  }
  return null;
}

/** Cities outside Japan written in Japanese, longest first so ニューデリー beats デリー. */
const WORLD_CITIES = [...WORLD_CITIES_JA].sort((a, b) => b[0].length - a[0].length);

function worldCityMatch(text: string): Found | null {
  for (const [written, name, country] of WORLD_CITIES) {
    for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + 1))
      if (standsAlone(text, at, written.length)) return { country, city: name };
  }
  return null;
}

/**
 * Whether a name found in the text is a word of its own: a katakana name inside a longer katakana
 * word is another word (パリピ is no Paris, ソウルフード no Seoul, ポルトガル no Porto). Kanji names
 * stand alone anywhere, as Japanese writes 台北市 or 上海在住 without a space.
 */
function standsAlone(text: string, at: number, length: number): boolean {
  const first = text.charCodeAt(at);
  const last = text.charCodeAt(at + length - 1);
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + length);
  if (isKatakana(first) && isKatakana(before)) return false;
  if (isKatakana(last) && isKatakana(after)) return false;
  return !(isAsciiLetter(last) && isAsciiLetter(after));
}

function flagCountry(text: string): string | null {
  const flag = /([\u{1F1E6}-\u{1F1FF}])([\u{1F1E6}-\u{1F1FF}])/u.exec(text);
  if (!flag?.[1] || !flag[2]) return null;
  const letter = (c: string) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0x1f1e6 + 65);
  return letter(flag[1]) + letter(flag[2]);
}

/**
 * "Brooklyn NY", "Chicago IL", "Living in Tokyo": the trailing words of a part, and the city before
 * a state or country they name. A state's code there counts only in capitals after a known city.
 */
function tailFinds(part: string): Found[] {
  const words = part.replace(AROUND, "").split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const text = words.slice(-n).join(" ");
    if (n === 1 && WORDS.has(fold(text))) continue;
    const head = classify(words.slice(0, -n).join(" "));
    const code = n === 1 && /^[A-Z]{2,3}$/.test(text) && SUBDIVISION.has(fold(text));
    if (code && isCity(head)) return [head as Found, classify(text, "city") as Found];
    const tail = classify(text);
    if (!tail) continue;
    return tail.country && !tail.city && isCity(head) ? [head as Found, tail] : [tail];
  }
  return [];
}

/** Reads a country (ISO 3166-1 alpha-2) and city from a free-text location, or unknown. */
export function parseLocation(text: string | null): LocationGuess {
  if (!text) return UNKNOWN;
  const clean = text
    .normalize("NFKC")
    .replace(/^\s*(?:based in|living in|live in|from|in)\s+/i, "")
    .trim();
  if (!clean) return UNKNOWN;
  const finds: Found[] = [];
  // An emoji between names parts them as a comma does ("Charleston✈️CLT").
  const parts = clean
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F]+/gu, ",")
    .split(/[,/|·•;、\n()（）]+|\s+[-–—]\s+|\s+&\s+/u)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const [index, part] of parts.entries()) {
    const after = index === 0 ? null : isCity(finds.at(-1) ?? null) ? "city" : "place";
    // "nice" in small letters is the word; "Nice" the city.
    if (WORDS.has(fold(part)) && !/^\p{Lu}/u.test(part)) continue;
    const whole = classify(part, after) ?? classify(part.replace(AROUND, ""), after);
    if (whole) {
      finds.push(whole);
      continue;
    }
    finds.push(...tailFinds(part));
  }
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(clean)) {
    // A place in Japan first: "東京とソウル" lives in Tokyo.
    const jp = japaneseMatch(clean);
    if (jp) finds.push(jp);
    const world = worldCityMatch(clean);
    if (world) finds.push(world);
  }
  const flag = flagCountry(text);
  if (flag) finds.push({ country: flag });
  return resolve(finds);
}

function resolve(written: Found[]): LocationGuess {
  const finds: Found[] = [];
  for (const [index, find] of written.entries()) {
    if (!find.subdivision) {
      finds.push(find);
      continue;
    }
    const country = subdivisionCountry(find.subdivision, written.slice(0, index));
    if (country === "city decides") continue;
    // "Smalltown, WA": unknown, unless the text names a country.
    if (country) finds.push({ country });
    else if (!written.some((f) => f.country && !f.city && !f.ambiguous)) return UNKNOWN;
  }
  const stated = finds.filter((f) => f.country && !f.city);
  // "Georgia, USA": a name that is a state's too gives way to a country written later.
  const explicitCountry = (stated.find((f) => !f.ambiguous) ?? stated[0])?.country ?? null;
  // The first city written that can be placed is where the account is ("Bolzano, Firenze":
  // Bolzano), whether an alias or the gazetteer found it.
  for (const find of finds) {
    const guess = find.city
      ? namedCity(find.city, find.country ?? null, explicitCountry)
      : find.cityCountries
        ? gazetteerCity(find.cityCountries, explicitCountry)
        : null;
    if (guess) return guess;
  }
  if (explicitCountry) return { country: explicitCountry, city: null, confidence: 0.9 };
  return UNKNOWN;
}

/**
 * The country of a state or province written after a city: the one of its countries (or of the
 * country its text names) where the gazetteer has that city ("Perth, WA": Australia; "Berlin, DE":
 * Germany), else its only country ("Moscow, ID": Idaho), else unknown. A territory that is a
 * country of its own is no state: after a city elsewhere it is some other abbreviation ("Gwalior,
 * M.P." is in Madhya Pradesh, not the Northern Mariana Islands), and the city decides.
 */
function subdivisionCountry(
  { countries, otherCountry }: NonNullable<Found["subdivision"]>,
  before: Found[],
): string | null | "city decides" {
  const near = new Set(
    before.flatMap((f) => f.cityCountries?.map((city) => city.country) ?? (f.city && f.country ? [f.country] : [])),
  );
  const options = [...new Set(otherCountry ? [...countries, otherCountry] : countries)];
  const named = options.filter((country) => near.has(country));
  if (named.length === 1) return named[0] as string;
  const [only] = countries;
  if (named.length === 0 && only && countries.length === 1)
    return near.size > 0 && !STATES_OF.includes(only) ? "city decides" : only;
  return null;
}

/** A city an alias or a Japanese name gave, unless the text states another country. */
function namedCity(city: string, country: string | null, explicitCountry: string | null): LocationGuess | null {
  if (!country) return null;
  if (explicitCountry && explicitCountry !== country) return { country: explicitCountry, city: null, confidence: 0.6 };
  return { country, city, confidence: 0.9 };
}

/** Of the gazetteer's cities of that name: the one in the stated country, or a clearly largest one; null when unclear. */
function gazetteerCity(candidates: City[], explicitCountry: string | null): LocationGuess | null {
  if (explicitCountry) {
    const inCountry = candidates.find((c) => c.country === explicitCountry);
    return inCountry
      ? { country: explicitCountry, city: inCountry.name, confidence: 0.95 }
      : { country: explicitCountry, city: null, confidence: 0.85 };
  }
  const [best, second] = candidates;
  // Same-named cities of similar size (London UK / London Canada is fine; Portland OR / ME is not).
  const clear = best && (!second || best.population > 3 * second.population);
  return best && clear ? { country: best.country, city: best.name, confidence: 0.75 } : null;
}
