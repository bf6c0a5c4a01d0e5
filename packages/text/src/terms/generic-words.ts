import { createRequire } from "node:module";
import { isStopword } from "../tokens/stopwords.ts";

// The maintained stop lists (stopwords-iso, MIT): English and Japanese function and everyday words.
const lists = createRequire(import.meta.url)("stopwords-iso") as Record<string, string[]>;
const STOP_LISTED = new Set([...(lists.en ?? []), ...(lists.ja ?? [])]);

// Laughter and chat markers no list has: ww, hahaha, lol, 笑, 草.
const LAUGHTER = /^(w{2,}|(ha){2,}h?|(he){2,}|lo+l|lmf?ao+|rofl|笑+|草+)$/u;

/**
 * Whether a lower-cased word is on a stop list: the posts' own (left out when they are indexed)
 * or the maintained lists for English and Japanese. Those lists are broad ("ai", "research" are on
 * them), so a caller lets a listed word through when the store shows it names a topic.
 */
export function isStopListed(word: string): boolean {
  return isStopword(word) || STOP_LISTED.has(word) || LAUGHTER.test(word);
}
