import { audienceRegions } from "@xa/core/targeting/catalogues/audience-regions";
import { SUBDIVISION_CATALOGUE } from "@xa/core/targeting/catalogues/subdivisions";

const STATES = new Set(SUBDIVISION_CATALOGUE.map((s) => s.id.toUpperCase()));

/** Audience regions by id and by name in either language (what `GET /api/audience-regions/` lists). */
const REGION_COUNTRIES = new Map<string, string[]>();
for (const language of ["en", "ja"] as const)
  for (const r of audienceRegions(language)) {
    REGION_COUNTRIES.set(r.name.toLowerCase(), r.country_codes);
    REGION_COUNTRIES.set(r.id.toLowerCase(), r.country_codes);
  }

/**
 * The countries a request's places name. The store knows an account's country and city, not its
 * state, so a US state or GB region (an ISO 3166-2 id of the locations catalogue: "US-CA",
 * "GB-SCT") narrows to its country; an audience region (by name or id) to its countries.
 */
export function placeCountries(states: readonly string[], regions: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const state of states) {
    const code = /^([A-Za-z]{2})-[\w-]+$/.exec(state.trim())?.[1];
    if (code) codes.add(code.toUpperCase());
  }
  for (const region of regions)
    for (const code of REGION_COUNTRIES.get(region.trim().toLowerCase()) ?? []) codes.add(code);
  return [...codes].sort();
}

/** The states and regions of a request that neither catalogue knows (refused before generating). */
export function unknownPlaces(states: readonly string[], regions: readonly string[]): string[] {
  return [
    ...states.filter((state) => !STATES.has(state.trim().toUpperCase())),
    ...regions.filter((region) => !REGION_COUNTRIES.has(region.trim().toLowerCase())),
  ];
}
