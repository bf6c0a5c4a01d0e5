import { acronymOf, isEnglishLexeme, pluralOf, splitAfter, synonymsOf } from "@xa/text/terms/lexicon";
import type { WidenWords } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { ensureStoreTermStats, type StoreSize } from "./store-term-stats.ts";
import { GENERIC_BRIEF_SHARE } from "./widen-brief.ts";

/** At most this many words widen a brief from the lexicon. */
export const LEXICAL_LIMIT = 6;
/** A word the lexicon offers is searched when at least this many of the store's accounts use it. */
const MIN_STORE_ACCOUNTS = 2;
/** Store tags and words that start with a brief's word, read to find how it is abbreviated. */
const PREFIX_TERMS = 5;

/**
 * The words people type for what a brief says, from the lexicon and the store's own terms: the
 * WordNet synonyms of its two-word expressions ("electric car" → "electric automobile"), and the
 * abbreviations of the expressions its words start in the store's tags and words ("electric" →
 * #electricvehicles → "electric vehicles" → ev, evs). Only words the store uses and that are not
 * everyone's (see GENERIC_BRIEF_SHARE), none the brief already has or the user removed.
 */
export async function lexicalWidening(
  db: Db,
  briefWords: readonly string[],
  store: StoreSize,
  avoid: ReadonlySet<string>,
): Promise<string[]> {
  const english = briefWords.filter((w) => /^[a-z]{2,}$/.test(w));
  if (english.length === 0) return [];
  const expressions = new Set<string>();
  for (let i = 0; i + 1 < english.length; i++) {
    const pair = `${english[i]} ${english[i + 1]}`;
    if (isEnglishLexeme(pair)) expressions.add(pair);
  }
  const candidates = new Set<string>();
  for (const e of expressions) for (const s of synonymsOf(e)) candidates.add(s);
  const prefixed = await db.query<{ word: string; term: string }>(
    `SELECT w.word, t.term FROM unnest($1::text[]) AS w(word)
     CROSS JOIN LATERAL (
       SELECT s.term FROM targeting_term_stats s
       WHERE s.kind IN ('hashtag', 'keyword') AND s.term LIKE w.word || '%' AND length(s.term) > length(w.word) + 1
       ORDER BY s.accounts DESC LIMIT ${PREFIX_TERMS}) t`,
    [english.filter((w) => w.length >= 4)],
  );
  for (const { word, term } of prefixed) {
    const expression = splitAfter(term, word);
    if (expression) expressions.add(expression);
  }
  for (const e of [...expressions, ...candidates]) {
    const short = acronymOf(e);
    if (short) for (const form of [short, pluralOf(short)]) candidates.add(form);
  }
  const offered = [...candidates].filter((c) => !avoid.has(c) && !briefWords.includes(c));
  if (offered.length === 0) return [];
  const used = await db.query<{ term: string; accounts: number }>(
    `SELECT term, accounts FROM targeting_term_stats WHERE kind = 'keyword' AND term = ANY($1::text[])`,
    [offered.map((c) => c.replace(/\s+/g, " "))],
  );
  const ok = new Set(
    used
      .filter((r) => r.accounts >= MIN_STORE_ACCOUNTS && r.accounts <= store.accounts * GENERIC_BRIEF_SHARE)
      .map((r) => r.term),
  );
  return offered.filter((c) => ok.has(c)).slice(0, LEXICAL_LIMIT);
}

/** How long an analysis's widening is kept: every card of one analysis asks for the same one. */
const WIDENING_KEPT_MS = 60_000;
/** At most this many kept widenings per store (the oldest go first). */
const WIDENINGS_KEPT = 500;

/**
 * The same widening for an analysis's keyword query, over the store's current term counts. Each
 * card of an analysis is a request of its own and resolves the query again, so a widening is kept
 * for a minute (per process: it is recomputed anywhere).
 */
export function storeWordWidener(db: Db, now: () => number = Date.now): WidenWords {
  const kept = new Map<string, { at: number; terms: Promise<string[]> }>();
  return (words, avoid) => {
    const key = JSON.stringify([words, [...avoid].sort()]);
    const hit = kept.get(key);
    if (hit && now() - hit.at < WIDENING_KEPT_MS) return hit.terms;
    const terms = ensureStoreTermStats(db).then((store) => lexicalWidening(db, words, store, avoid));
    kept.delete(key);
    kept.set(key, { at: now(), terms });
    // A failed look-up is not kept: the next request tries again.
    terms.catch(() => kept.get(key)?.terms === terms && kept.delete(key));
    for (const oldest of kept.keys()) {
      if (kept.size <= WIDENINGS_KEPT) break;
      kept.delete(oldest);
    }
    return terms;
  };
}
