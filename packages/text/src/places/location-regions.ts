import { iso31662 } from "iso-3166";

/**
 * States, provinces, counties and other regions people write in a location, from ISO 3166-2 (the
 * iso-3166 package), as raw names: location.ts folds them as it folds the location text.
 */

/**
 * Countries whose subdivision codes people write after a city ("Austin, TX", "Toronto, ON",
 * "Perth, WA"), by code and name. A code may belong to several of them (WA: Washington and
 * Western Australia; NT: Northwest Territories and Northern Territory).
 */
const BY_CODE = ["US", "CA", "AU"];

/** US territories that are countries of their own in ISO 3166-1 ("San Juan, PR" is in PR). */
const OWN_COUNTRY: Record<string, string> = {
  "US-PR": "PR",
  "US-GU": "GU",
  "US-AS": "AS",
  "US-VI": "VI",
  "US-MP": "MP",
  "US-UM": "UM",
};

/** [name or code, country] of every state, province and territory of BY_CODE. */
export const SUBDIVISIONS: [string, string][] = iso31662
  .filter((s) => BY_CODE.includes(s.parent))
  .flatMap((s) => {
    const country = OWN_COUNTRY[s.code] ?? s.parent;
    return [
      [s.name, country],
      [s.code.slice(3), country],
    ] as [string, string][];
  });

/**
 * Of those, what reads as a place when it is the whole location: the names, and the codes that are
 * no English word, country code or abbreviation of something else ("IN", "ME", "OK", "CO", "ON"
 * alone are not). Victoria alone is as often a person or the city in Canada.
 */
export const SUBDIVISIONS_ALONE = new Set([
  ...iso31662.filter((s) => BY_CODE.includes(s.parent) && s.name !== "Victoria").map((s) => s.name),
  ..."ak az ar ca ct fl ia ks ky md ma mi mn ms mo mt ne nv nh nj nm nc nd pa ri sc sd tn tx ut vt va wa wv wi wy nsw qld".split(
    " ",
  ),
]);

/** Regions of the US by names ISO does not list. */
const US_REGIONS =
  "new england|south jersey|north jersey|central jersey|jersey shore|the carolinas|coastal carolina|pacific northwest|the south|midwest|the midwest|upstate new york|upstate ny|long island|hudson valley|tri-state area|tristate area|dfw|the bay|socal|norcal|so cal|nor cal|southern california|northern california|the rockies|dmv|the dmv|metro detroit|twin cities";

/**
 * Regions of other countries by names ISO 3166-2 writes otherwise or leaves out: the English names
 * of regions written in their own language there, and regions above its level ("Yorkshire").
 */
const OTHER_REGIONS: Record<string, string> = {
  yorkshire: "GB",
  "yorkshire and the humber": "GB",
  "south west england": "GB",
  "north west england": "GB",
  "north east england": "GB",
  "south east england": "GB",
  "east midlands": "GB",
  "west midlands": "GB",
  "east anglia": "GB",
  "the midlands": "GB",
  "home counties": "GB",
  "greater london": "GB",
  "greater manchester": "GB",
  merseyside: "GB",
  "west yorkshire": "GB",
  "south yorkshire": "GB",
  "tyne and wear": "GB",
  lombardy: "IT",
  sicily: "IT",
  sardinia: "IT",
  tuscany: "IT",
  piedmont: "IT",
  apulia: "IT",
  "aosta valley": "IT",
  bavaria: "DE",
  "north rhine-westphalia": "DE",
  "lower saxony": "DE",
  saxony: "DE",
  catalonia: "ES",
  catalunya: "ES",
  cataluna: "ES",
  andalusia: "ES",
  andalucia: "ES",
  "basque country": "ES",
  "canary islands": "ES",
  "balearic islands": "ES",
  brittany: "FR",
  normandy: "FR",
  provence: "FR",
  "cote d'azur": "FR",
  "french riviera": "FR",
  flanders: "BE",
  vlaanderen: "BE",
  wallonia: "BE",
  dilli: "IN",
  "tamil nadu": "IN",
  uttarpradesh: "IN",
  "jammu and kashmir": "IN",
  "jammu & kashmir": "IN",
  kashmir: "IN",
};

/** Names of regions that are words, parts of names or places elsewhere more often than the region. */
const NOT_REGIONS = new Set(
  "central|centre|north|south|east|west|northern|southern|eastern|western|capital|highland|reading|bury|sutton|brent|merton|halton|kent|angus|moray|fife|bolton|derby|york|newport|bedford|luton|slough|medway|marche|goa|mie|saga|nara|georgia|victoria|amazonas|distrito federal|federal district|capital district|city|islands|coast|littoral|plateau|lakes|mountain|valley|delta|oriental|occidental|santa cruz|san juan|la paz|cordoba|florida|montana|maryland|punjab|limburg|luxembourg|jura|granada|leon|toledo|bari".split(
    "|",
  ),
);

/**
 * [name, country] of regions of the other countries in ISO 3166-2: both sides of "Madrid, Comunidad
 * de" and of bilingual names, and "Comunidad de Madrid". location.ts keeps those no two countries
 * share and no city elsewhere bears (see isRegionName).
 */
export const ISO_REGIONS: [string, string][] = iso31662
  .filter((s) => !BY_CODE.includes(s.code.slice(0, 2)))
  .flatMap((s) => regionNames(s.name).map((name) => [name, s.code.slice(0, 2)] as [string, string]));

/** [name, country] of the regions named above, read as they are. */
export const NAMED_REGIONS: [string, string][] = [
  ...Object.entries(OTHER_REGIONS),
  ...US_REGIONS.split("|").map((name) => [name, "US"] as [string, string]),
];

function regionNames(name: string): string[] {
  const inner = /\(([^)]+)\)/.exec(name)?.[1];
  const bare = name.replace(/\s*\([^)]*\)/g, "").trim();
  const [first = bare, second] = bare.split(/,\s*/);
  const names = second
    ? /\b(?:de|del|of|de la|de los|the|foral de)$/i.test(second)
      ? [first, `${second} ${first}`]
      : [first, second]
    : [bare];
  return [...names, ...(inner ? [inner] : [])];
}

/** Whether a region's name can stand for its country (see NOT_REGIONS). */
export const isRegionName = (folded: string) =>
  folded.length >= 4 && !NOT_REGIONS.has(folded) && !DIRECTIONS.test(folded);

/** "South West", "Nord-Est", "North-East Region": a direction names a region of many countries. */
const DIRECTIONS =
  /^(?:(?:north|south|east|west|central|centre|center|upper|lower|middle|northern|southern|eastern|western|nord|sud|est|ouest|norte|sur|este|oeste|centro|region|province|district)[ -]?)+$/;
