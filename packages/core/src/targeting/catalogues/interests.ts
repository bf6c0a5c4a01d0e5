import { INTERESTS } from "../../social/interests.ts";
import data from "./data/iab-content-taxonomy.json" with { type: "json" };
import type { Searchable } from "./search-catalogue.ts";

/** Where the interests catalogue comes from (see data/SOURCE.md). */
export const INTEREST_SOURCE = {
  name: "IAB Tech Lab Content Taxonomy 3.1",
  url: "https://github.com/InteractiveAdvertisingBureau/Taxonomies",
  licence: "CC BY 3.0",
};

/** An interest of the catalogue: `raw` is its path in the taxonomy, tiers joined by '/'. */
export type InterestEntry = Searchable & { raw: string };

/** An interest's '/' is shown as ' — ' ("Automotive/Auto Type" → "Automotive — Auto Type"). */
export function interestLabel(raw: string): string {
  return raw
    .split("/")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" — ");
}

/**
 * The store's inferred interests (social/interests.ts) → the catalogue entries that target them.
 * The taxonomy has no entry for crypto-assets: currencies and personal investing are the nearest.
 */
const FOR_STORE_INTEREST: Record<string, string[]> = {
  sneakers: ["589", "573", "595"],
  coffee: ["222"],
  ev: ["22", "37"],
  gaming: ["680", "681", "684", "682"],
  beauty: ["553", "559", "555"],
  anime: ["641", "46"],
  travel: ["653"],
  football: ["533"],
  finance: ["410", "414", "80"],
  ai: ["597", "596"],
  music: ["338"],
  food: ["210", "216", "218"],
  fitness: ["225", "227"],
  fashion: ["552", "577", "595"],
  movies: ["324", "640"],
  photography: ["255", "206", "633"],
  pets: ["422", "424", "425"],
  crypto: ["82", "410"],
  parenting: ["192"],
  books: ["42", "48"],
};

const catalogueId = (iabId: string) => `iab:${iabId}`;

// The store interests' own names (en and ja) are aliases of the entries they map to, so "コーヒー" finds a drink.
const aliases = new Map<string, string[]>();
for (const interest of INTERESTS) {
  for (const iabId of FOR_STORE_INTEREST[interest.id] ?? []) {
    aliases.set(iabId, [...(aliases.get(iabId) ?? []), interest.en, interest.ja]);
  }
}

/** Every interest of the catalogue, in the taxonomy's order; labels are the taxonomy's English. */
export const INTEREST_CATALOGUE: readonly InterestEntry[] = data.rows.split("\n").map((line) => {
  const [iabId = "", raw = ""] = line.split("|");
  const label = interestLabel(raw);
  return { id: catalogueId(iabId), raw, en: label, ja: label, aliases: aliases.get(iabId) ?? [] };
});

/** The catalogue ids that target one of the store's inferred interests (sneakers, coffee, ev…); [] if unknown. */
export function catalogueInterestsFor(storeInterestId: string): string[] {
  return (FOR_STORE_INTEREST[storeInterestId] ?? []).map(catalogueId);
}
