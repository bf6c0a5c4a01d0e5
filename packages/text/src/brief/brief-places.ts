import type { Language } from "@xa/core";
import { countryTexts, foldCountryText, resolveCountry } from "@xa/core/i18n/country-codes";
import { cityName, countryName } from "@xa/core/i18n/display-names";
import { GAZETTEER_CITIES } from "@xa/core/social/gazetteer";
import { JP_PLACES, PLACE_ALIASES } from "@xa/core/social/location-aliases";
import { isKatakana } from "@xa/core/social/post-words";
import { WORLD_CITIES_JA } from "@xa/core/social/world-cities-ja";
import type { BriefPlace } from "@xa/core/targeting/brief-reading";
import { SUBDIVISION_CATALOGUE } from "@xa/core/targeting/catalogues/subdivisions";
import { NOT_PLACES } from "../places/not-places.ts";

/** A part of the brief read as something, with where it was written (to keep spans apart). */
export type Span = { start: number; end: number };
type Found = Omit<BriefPlace, "label"> & Span;

/** Cities of the gazetteer a brief names by their name alone: large ones, as small ones are often words. */
const MIN_CITY_POPULATION = 500_000;
// Large cities whose names are English words or common abbreviations in a brief.
const CITY_WORDS = new Set(["sale", "aba", "jos", "oyo", "teni", "yono", "guli", "takeo", "budta", "kota", "natal"]);
/**
 * Country codes that stand for a country in a brief's prose; other two- and three-letter capitals
 * are as often words or other abbreviations ("IN", "ME", "CAN", "PER").
 */
const PROSE_CODES = new Set(["us", "usa", "uk", "gb", "uae", "jp", "jpn", "ksa", "nz", "prc"]);
// US states and the UK's nations (council areas are read as their cities).
const STATES = SUBDIVISION_CATALOGUE.filter((s) => s.country_code === "US" || /^GB-(ENG|SCT|WLS|NIR)$/.test(s.id));
const STATE_BY_NAME = new Map(STATES.map((s) => [foldCountryText(s.en), s]));

const CITY_BY_NAME = new Map<string, { name: string; country: string }>();
for (const line of GAZETTEER_CITIES.split("\n")) {
  const [name = "", country = "", population = "0"] = line.split("|");
  if (Number(population) < MIN_CITY_POPULATION) break;
  const key = foldCountryText(name);
  if (!CITY_BY_NAME.has(key) && !CITY_WORDS.has(key) && !NOT_PLACES.has(key)) CITY_BY_NAME.set(key, { name, country });
}
// Nicknames of cities (NYC, LA) and names they share with a state (New York): the city.
const ALIAS_CITIES = new Map<string, { name: string; country: string }>();
for (const [text, [city, country]] of Object.entries(PLACE_ALIASES))
  if (city && !CITY_WORDS.has(text)) ALIAS_CITIES.set(foldCountryText(text), { name: city, country });

const cityId = (country: string, name: string) => `city:${country}:${name}`.slice(0, 100);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Japanese texts of places, longest first so 東京都 is read before 京都 and ニューデリー before デリー. */
const JAPANESE: [string, Omit<Found, "said" | "start" | "end">][] = [];
for (const [text, code] of countryTexts())
  if (CJK.test(text) && text.length >= 2)
    JAPANESE.push([text, { kind: "country", id: code, name: code, country_code: code }]);
for (const s of STATES) {
  const entry = { kind: "state" as const, id: s.id, name: s.id, country_code: s.country_code };
  JAPANESE.push([s.ja, entry]);
  if (s.ja.endsWith("州") && s.ja.length > 3) JAPANESE.push([s.ja.slice(0, -1), entry]);
}
for (const [text, name, isCity] of JP_PLACES)
  if (name !== "Japan")
    JAPANESE.push([
      text,
      isCity
        ? { kind: "city", id: cityId("JP", name), name, country_code: "JP" }
        : { kind: "region", id: `region:JP:${name}`, name, country_code: "JP" },
    ]);
for (const [text, name, country] of WORLD_CITIES_JA)
  JAPANESE.push([text, { kind: "city", id: cityId(country, name), name, country_code: country }]);
// A city before a state of the same name: ニューヨーク is the city, ニューヨーク州 the state.
JAPANESE.sort((a, b) => b[0].length - a[0].length || Number(b[1].kind === "city") - Number(a[1].kind === "city"));

/** A Japanese name stands alone unless it is part of a longer katakana word (パリピ is no Paris). */
function standsAlone(text: string, at: number, length: number): boolean {
  if (isKatakana(text.charCodeAt(at)) && isKatakana(text.charCodeAt(at - 1))) return false;
  return !(isKatakana(text.charCodeAt(at + length - 1)) && isKatakana(text.charCodeAt(at + length)));
}

// 日本語 (a language) and 日本人 (a nationality) say what or who, not where.
const NOT_A_PLACE_AFTER = /^[語人]/;

function japanesePlaces(text: string, taken: boolean[]): Found[] {
  const found: Found[] = [];
  if (!CJK.test(text)) return found;
  for (const [written, place] of JAPANESE) {
    for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + 1)) {
      const end = at + written.length;
      if (taken.slice(at, end).some(Boolean) || !standsAlone(text, at, written.length)) continue;
      if (NOT_A_PLACE_AFTER.test(text.slice(end))) continue;
      for (let i = at; i < end; i++) taken[i] = true;
      found.push({ ...place, said: written, start: at, end });
    }
  }
  return found;
}

type Word = { text: string; start: number; end: number };

// Words, keeping the dots of "U.S." and the hyphens of "Saint-Denis"; a possessive 's is no part of a name.
function wordsOf(text: string): Word[] {
  return [...text.matchAll(/(?:\p{L}\.){2,}|[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu)].map((m) => {
    const clean = m[0].replace(/['’]s$/u, "").replace(/['’-]+$/u, "");
    return { text: clean, start: m.index, end: m.index + clean.length };
  });
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);
const isCode = (phrase: string) => /^(?:\p{Lu}\.?){2,3}$/u.test(phrase);

/** What a phrase of Latin-script words names, if anything: a state, a country or a city. */
function latinPlace(phrase: string, words: Word[]): Omit<Found, "said" | "start" | "end"> | null {
  const first = words[0]?.text ?? "";
  const last = words.at(-1)?.text ?? "";
  // A place's name is capitalised ("Turkey", "New York"; "turkey" is a bird), a country's code in capitals.
  if (!capitalised(first) || !capitalised(last)) return null;
  const key = foldCountryText(phrase);
  const alias = ALIAS_CITIES.get(key);
  if (alias)
    return { kind: "city", id: cityId(alias.country, alias.name), name: alias.name, country_code: alias.country };
  if (isCode(phrase.replace(/\s/g, ""))) {
    if (!PROSE_CODES.has(key.replace(/\s/g, ""))) return null;
    const code = resolveCountry(phrase.replace(/\s/g, ""));
    return code ? { kind: "country", id: code, name: code, country_code: code } : null;
  }
  const state = STATE_BY_NAME.get(key);
  if (state) return { kind: "state", id: state.id, name: state.id, country_code: state.country_code };
  const code = key.length > 3 ? resolveCountry(phrase) : null;
  if (code) return { kind: "country", id: code, name: code, country_code: code };
  const city = CITY_BY_NAME.get(key);
  if (city) return { kind: "city", id: cityId(city.country, city.name), name: city.name, country_code: city.country };
  return null;
}

// Words written capitalised in a title ("Coffee Lovers In Japan") that are no part of a name.
const LINKS = new Set(["in", "of", "the", "and", "or", "for", "from", "at", "across", "around", "near", "to", "a"]);

/**
 * Whether a place's name is part of a longer name ("Air Jordan", "Paris Hilton"): a capitalised
 * word right beside it that is no place itself ("Osaka Japan" is two places).
 */
function partOfName(text: string, before: Word | undefined, span: Word[], after: Word | undefined): boolean {
  const first = span[0];
  const last = span.at(-1);
  const beside = (word: Word | undefined, gap: string) =>
    word !== undefined &&
    /^[ \t]+$/.test(gap) &&
    capitalised(word.text) &&
    !LINKS.has(word.text.toLowerCase()) &&
    latinPlace(word.text, [word]) === null;
  return (
    beside(before, first && before ? text.slice(before.end, first.start) : "") ||
    beside(after, last && after ? text.slice(last.end, after.start) : "")
  );
}

function latinPlaces(text: string, taken: boolean[]): Found[] {
  const words = wordsOf(text).filter((w) => !taken[w.start]);
  const found: Found[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(5, words.length - i); n >= 1 && matched === 0; n--) {
      const span = words.slice(i, i + n);
      const start = span[0]?.start ?? 0;
      const end = span.at(-1)?.end ?? 0;
      const written = text.slice(start, end);
      // A name is its words side by side, not words across a comma or a line.
      if (/[,;:()\n/]/.test(written)) continue;
      const place = latinPlace(written.replace(/\s+/g, " "), span);
      if (!place || partOfName(text, words[i - 1], span, words[i + n])) continue;
      found.push({ ...place, said: written, start, end });
      matched = n;
    }
    i += Math.max(1, matched);
  }
  return found;
}

/**
 * The places a brief names, in the order written: countries (any name, code or alias the country
 * resolver reads; in prose only the unambiguous codes: US, UK, UAE…), US states and the UK's
 * nations, Japanese prefectures, and cities (Japanese names, aliases such as NYC, and the
 * gazetteer's large cities by name), each once. A country written right after one of its cities
 * ("London, UK", "東京、日本") only says where the city is.
 */
export function readPlaces(text: string, language: Language): (BriefPlace & Span)[] {
  const taken = new Array<boolean>(text.length).fill(false);
  const found = [...japanesePlaces(text, taken), ...latinPlaces(text, taken)].sort((a, b) => a.start - b.start);
  const kept: Found[] = [];
  for (const place of found) {
    const before = kept.at(-1);
    const joined = before && /^[\s,、，(（]*$/u.test(text.slice(before.end, place.start));
    if (place.kind === "country" && joined && before.kind !== "country" && before.country_code === place.country_code)
      continue;
    if (!kept.some((k) => k.id === place.id)) kept.push(place);
  }
  return kept.map((place) => ({ ...place, label: placeLabel(place, language) }));
}

const STATE_LABELS = new Map(STATES.map((s) => [s.id, s]));

/** A place's name in the interface language. */
export function placeLabel(place: Pick<BriefPlace, "kind" | "id" | "name" | "country_code">, language: Language) {
  if (place.kind === "country") return countryName(place.country_code, language);
  if (place.kind === "state") return STATE_LABELS.get(place.id)?.[language] ?? place.name;
  if (place.kind === "region") {
    const ja = JP_PLACES.find(([, name, isCity]) => !isCity && name === place.name)?.[0];
    return language === "ja" && ja ? ja : place.name;
  }
  return cityName(place.name, place.country_code, language);
}
