import type { Language } from "../../auth/languages.ts";

/** A catalogue entry as search reads it: its id, its label in each language and other names it answers to. */
export type Searchable = { id: string; en: string; ja: string; aliases?: readonly string[] };

/**
 * Folds text for matching: NFKC (full-width letters and digits become ASCII, half-width katakana
 * full-width), lower case, Latin accents dropped ("São" finds "Sao"), runs of spaces made one.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const EXACT = 3;
const PREFIX = 2;
const CONTAINS = 1;
const WORD_BREAK = /[\s/\-–—(),&.:]/;

/** How well one folded text answers a folded query: whole, at the start of a word, anywhere, or not. */
function scoreText(text: string, query: string, words: readonly string[]): number {
  if (text === query) return EXACT;
  let at = text.indexOf(query);
  if (at === 0) return PREFIX;
  let best = at > 0 ? CONTAINS : 0;
  while (at > 0) {
    if (WORD_BREAK.test(text.charAt(at - 1))) return PREFIX;
    at = text.indexOf(query, at + 1);
  }
  // "york new" still finds "New York", below any entry that has the words in order.
  if (best === 0 && words.length > 1 && words.every((w) => text.includes(w))) best = CONTAINS;
  return best;
}

// Folded texts per entry, made once per entry object (catalogues are module constants).
const folded = new WeakMap<Searchable, { own: Record<Language, string>; other: string[] }>();

function foldedOf(entry: Searchable) {
  let texts = folded.get(entry);
  if (!texts) {
    texts = { own: { en: foldText(entry.en), ja: foldText(entry.ja) }, other: (entry.aliases ?? []).map(foldText) };
    folded.set(entry, texts);
  }
  return texts;
}

/**
 * The entries whose labels (English or Japanese) or aliases match the keywords, best first: an exact
 * match, then a match at the start of a word, then one anywhere; ties go to a match in the caller's
 * language, then to the shorter label (the more general entry), then to catalogue order.
 */
export function searchCatalogue<T extends Searchable>(
  entries: readonly T[],
  keywords: string,
  language: Language,
): T[] {
  const query = foldText(keywords);
  if (!query) return [];
  const words = query.split(" ");
  const other: Language = language === "en" ? "ja" : "en";
  const scored: { entry: T; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const texts = foldedOf(entry);
    const own = scoreText(texts.own[language], query, words);
    const rest = Math.max(
      scoreText(texts.own[other], query, words),
      ...texts.other.map((t) => scoreText(t, query, words)),
    );
    // A match in the caller's language outranks the same kind of match in another text.
    const score = Math.max(own * 2, rest * 2 - 1);
    if (score > 0) scored.push({ entry, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.entry[language].length - b.entry[language].length || a.index - b.index);
  return scored.map((s) => s.entry);
}
