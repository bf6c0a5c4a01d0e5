import type { Language } from "@xa/core";
import { catalogueInterestsFor, INTEREST_CATALOGUE } from "@xa/core/targeting/catalogues/interests";
import { conversationTopicsFor } from "@xa/core/targeting/catalogues/unpublished-catalogues";
import { MIN_LIFT } from "@xa/core/targeting/rank-terms";
import type { CatalogueEntry } from "@xa/core/targeting/targeting-package";
import { PROFILE_MIN_SHARE } from "./audience-profile.ts";

const INTEREST_BY_ID = new Map(INTEREST_CATALOGUE.map((e) => [e.id, e]));

/**
 * The catalogue interests for the audience's inferred interests: those at least PROFILE_MIN_SHARE of
 * the audience has and MIN_LIFT times as common as in the store, most common first, each mapped to
 * the catalogue entries that target it (the audience share is the store interest's).
 */
export function interestEntries(
  interests: { id: string; accounts: number; storeAccounts: number }[],
  audienceSize: number,
  storeSize: number,
  language: Language,
): CatalogueEntry[] {
  const out = new Map<string, CatalogueEntry>();
  const kept = interests
    .filter((i) => i.accounts / audienceSize >= PROFILE_MIN_SHARE)
    .filter((i) => i.accounts / audienceSize / (i.storeAccounts / storeSize) >= MIN_LIFT)
    // Ties by id: the counts come in no set order (a Citus cluster groups them in another one).
    .sort((a, b) => b.accounts - a.accounts || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const interest of kept) {
    for (const id of catalogueInterestsFor(interest.id)) {
      const entry = INTEREST_BY_ID.get(id);
      if (!entry || out.has(id)) continue;
      const share = Math.round((interest.accounts / audienceSize) * 10_000) / 10_000;
      out.set(id, { id, label: entry[language], deselected: false, audience_share: share });
    }
  }
  return [...out.values()];
}

/** The conversation topics the package's keywords and hashtags name (none while no topic list is shipped). */
export function topicEntries(terms: readonly string[]): CatalogueEntry[] {
  const out = new Map<string, CatalogueEntry>();
  for (const term of terms)
    for (const topic of conversationTopicsFor(term)) if (!out.has(topic.id)) out.set(topic.id, topic);
  return [...out.values()];
}
