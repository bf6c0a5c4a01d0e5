import type { CatalogueEntry } from "../targeting-package.ts";
import { foldText, type Searchable } from "./search-catalogue.ts";

/**
 * Conversation topics and movies/TV shows: X's lists are not shipped with the product. X published
 * its context-annotation entities under Apache-2.0 (github.com/xdevplatform/twitter-context-annotations),
 * but the evergreen entity file is too large to be brought in here and no npm package carries it; no
 * public movies/TV list with a licence is packaged either. The API answers these catalogues empty,
 * with `available: false` and a note saying so, rather than inventing entries.
 */
export const UNPUBLISHED_SOURCE = { name: "none shipped", url: "", licence: "" };

export const CONVERSATION_TOPIC_CATALOGUE: readonly Searchable[] = [];
export const MOVIES_TV_SHOW_CATALOGUE: readonly Searchable[] = [];

/**
 * The conversation topics a term or hashtag names (its text, without '#', equal to a topic's name in
 * either language or an alias, ignoring case and width): none while no topic list is shipped.
 */
export function conversationTopicsFor(
  text: string,
  topics: readonly Searchable[] = CONVERSATION_TOPIC_CATALOGUE,
): CatalogueEntry[] {
  const term = foldText(text.replace(/^[#＃]/, ""));
  if (!term) return [];
  return topics
    .filter((t) => [t.en, t.ja, ...(t.aliases ?? [])].some((name) => foldText(name) === term))
    .map((t) => ({ id: t.id, label: t.en, deselected: false, audience_share: null }));
}
