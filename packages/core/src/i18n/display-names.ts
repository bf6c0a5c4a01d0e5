import { JP_PLACES } from "../social/location-aliases.ts";
import { WORLD_CITIES_JA } from "../social/world-cities-ja.ts";

const cache = new Map<string, Intl.DisplayNames | null>();

/** One Intl.DisplayNames per kind and language, made once (making one costs more than a look-up). */
function displayNames(type: "region" | "language", language: string): Intl.DisplayNames | null {
  const key = `${type}:${language}`;
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([language], { type, fallback: "none" }));
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key) ?? null;
}

/** "JP" / "jp" → "JP"; anything that is not a two-letter code → null. */
export function toCountryCode(key: string): string | null {
  return /^[A-Za-z]{2}$/.test(key.trim()) ? key.trim().toUpperCase() : null;
}

/** A country's name in a language ("JP" → "Japan" / "日本"), from the runtime's own data; the code if unknown. */
export function countryName(code: string, language: string): string {
  const region = toCountryCode(code);
  return (region && displayNames("region", language)?.of(region)) || code;
}

/** A language's name in a language ("ja" → "Japanese" / "日本語"); the code if unknown or not a code. */
export function languageName(code: string, language: string): string {
  try {
    return displayNames("language", language)?.of(code) || code;
  } catch {
    return code;
  }
}

/** Cities of the gazetteer by country and (GeoNames, English) name → their Japanese name. */
let japaneseNames: Map<string, string> | null = null;

function japaneseNameOf(city: string, country: string): string | undefined {
  if (!japaneseNames) {
    const names = new Map<string, string>();
    // The first Japanese text of a city is its name (東京, not 渋谷; ニューヨーク, not マンハッタン): both lists keep that order.
    for (const [text, name, isCity] of JP_PLACES) if (isCity && !names.has(`JP|${name}`)) names.set(`JP|${name}`, text);
    for (const [text, name, at] of WORLD_CITIES_JA) if (!names.has(`${at}|${name}`)) names.set(`${at}|${name}`, text);
    japaneseNames = names;
  }
  return japaneseNames.get(`${country}|${city}`);
}

/**
 * A city of the gazetteer in a language: in Japanese, cities of Japan and the large cities of the
 * world have their Japanese names ("Tokyo" → "東京", "New York City" → "ニューヨーク"); other
 * cities keep the gazetteer's name, which is English.
 */
export function cityName(city: string, country: string | null, language: string): string {
  if (language !== "ja" || !country) return city;
  return japaneseNameOf(city, country) ?? city;
}
