import type { KeywordQuery, KeywordTerm } from "@xa/core/analysis/keyword-query";
import { pickWideningTerms, scriptOf, WIDEN_MIN_POSTS } from "@xa/core/targeting/rank-terms";
import { analyseWithLindera } from "@xa/text/sentiment/lindera-analyser";
import { type TermSample, wholeTerms } from "@xa/text/terms/whole-terms";
import { isStopword } from "@xa/text/tokens/stopwords";
import { keywordPostFilter } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { onX } from "../../social/index.ts";
import { compoundPieces, isBriefWord, wordForms } from "./brief-terms.ts";
import { storeHandles } from "./store-handles.ts";
import type { StoreSize } from "./store-term-stats.ts";

/** A brief's words and hashtags that the store uses, and the share of accounts above which a word is generic. */
export const GENERIC_BRIEF_SHARE = 0.1;

/**
 * The brief's words and hashtags the store actually uses. A word the store does not use may be
 * there in another form (a plural: see wordForms) or as a hashtag ("sneakerheads" → #sneakerhead).
 * Words used by more than GENERIC_BRIEF_SHARE of its accounts ("today", "new") would make
 * everyone the audience: they are left out when the brief has a more specific word (a small store
 * may have only common words).
 */
export async function keepStoreTerms(
  db: Db,
  words: string[],
  hashtags: string[],
  store: StoreSize,
): Promise<{ words: string[]; hashtags: string[] }> {
  if (words.length === 0 && hashtags.length === 0) return { words: [], hashtags: [] };
  const forms = new Map(words.map((w) => [w, wordForms(w)]));
  // A compound (日焼け止め) is indexed as its pieces: it is used when every piece is.
  const pieces = new Map(words.map((w) => [w, compoundPieces(w)]));
  const allForms = [...new Set([...forms.values(), ...pieces.values()].flat())];
  const rows = await db.query<{ kind: string; term: string; accounts: number }>(
    `SELECT kind, term, accounts FROM targeting_term_stats
     WHERE accounts > 0 AND ((kind = 'keyword' AND term = ANY($1::text[])) OR (kind = 'hashtag' AND term = ANY($2::text[])))`,
    [allForms, [...new Set([...hashtags, ...allForms])]],
  );
  const specific = (r: { accounts: number }) => r.accounts <= store.accounts * GENERIC_BRIEF_SHARE;
  const anySpecific = rows.some(specific);
  const kept = (kind: string) =>
    new Set(rows.filter((r) => r.kind === kind && (!anySpecific || specific(r))).map((r) => r.term));
  const keptWords = kept("keyword");
  const keptTags = kept("hashtag");
  const outWords: string[] = [];
  const outTags = hashtags.filter((h) => keptTags.has(h));
  const used = new Set(rows.filter((r) => r.kind === "keyword").map((r) => r.term));
  for (const word of words) {
    const parts = pieces.get(word) ?? [word];
    if (parts.length > 1) {
      if (parts.every((p) => used.has(p))) outWords.push(word);
      continue;
    }
    // A word the store uses too widely is not the brief's topic in another form either ("thinkings").
    if (rows.some((r) => r.term === word && !specific(r)) && anySpecific) continue;
    const variants = forms.get(word) ?? [word];
    const asWord = variants.find((f) => keptWords.has(f));
    const asTag = variants.find((f) => keptTags.has(f));
    if (asWord) outWords.push(asWord);
    else if (asTag) outTags.push(asTag);
  }
  return { words: [...new Set(outWords)], hashtags: [...new Set(outTags)] };
}

/**
 * Terms that widen a brief: keywords and hashtags far more frequent in the posts matching it than
 * in the store (see pickWideningTerms), as terms ('#' marks a hashtag in the returned labels).
 */
export async function widenBrief(
  db: Db,
  query: KeywordQuery,
  store: StoreSize,
  exclude: ReadonlySet<string>,
): Promise<{ labels: string[]; terms: KeywordTerm[] }> {
  const params: unknown[] = [];
  const filter = keywordPostFilter(query, params, "p");
  const rows = await db.query<{ kind: string; term: string; seed_posts: number; store_posts: number }>(
    `WITH seed AS MATERIALIZED (SELECT p.keywords, p.hashtags FROM posts p WHERE ${onX("p")} AND ${filter}),
     used AS (
       SELECT 'keyword' AS kind, t AS term, count(*)::int AS n FROM seed, unnest(seed.keywords) AS t GROUP BY t
       UNION ALL SELECT 'hashtag', t, count(*)::int FROM seed, unnest(seed.hashtags) AS t GROUP BY t)
     SELECT 'seed' AS kind, '' AS term, (SELECT count(*)::int FROM seed) AS seed_posts, 0 AS store_posts
     UNION ALL
     SELECT u.kind, u.term, u.n, s.posts FROM used u
       JOIN targeting_term_stats s ON s.kind = u.kind AND s.term = u.term
     WHERE u.n >= ${WIDEN_MIN_POSTS}`,
    params,
  );
  const seedPosts = rows.find((r) => r.kind === "seed")?.seed_posts ?? 0;
  const counts = rows
    .filter((r) => r.kind !== "seed" && !isStopword(r.term) && !isBriefWord(r.term))
    .map((r) => ({
      term: r.kind === "hashtag" ? `#${r.term}` : r.term,
      seedPosts: r.seed_posts,
      storePosts: Math.max(r.store_posts, r.seed_posts),
    }));
  const picked = pickWideningTerms(counts, seedPosts, store.posts, exclude);
  const pieces = await piecesOfWords(db, query, picked);
  const handles = await storeHandles(db, picked);
  const labels = picked.filter((l) => !pieces.has(l) && !handles.has(l));
  const terms = labels.map(
    (l): KeywordTerm => (l.startsWith("#") ? { kind: "hashtag", value: l.slice(1) } : { kind: "word", value: l }),
  );
  return { labels, terms };
}

/** How many of the matching posts are read per Japanese or Chinese word to see how it is written. */
const SAMPLED_POSTS = 12;

/**
 * The Japanese or Chinese words among `labels` that the matching posts write only inside longer words
 * (出し of 水出し, スペシャル of スペシャルティ): the search index splits compounds, a user searches whole words.
 */
async function piecesOfWords(db: Db, query: KeywordQuery, labels: readonly string[]): Promise<Set<string>> {
  const words = labels.filter((l) => !l.startsWith("#") && scriptOf(l) === "cjk");
  if (words.length === 0) return new Set();
  const params: unknown[] = [];
  const filter = keywordPostFilter(query, params, "p");
  params.push(words, words.length * SAMPLED_POSTS);
  const rows = await db.query<{ text: string; lang: string | null; keywords: string[] }>(
    `SELECT p.text, p.lang, p.keywords FROM posts p
     WHERE ${onX("p")} AND (${filter}) AND p.keywords && $${params.length - 1}::text[] LIMIT $${params.length}`,
    params,
  );
  const samples: TermSample[] = words.map((term) => ({
    term,
    texts: rows.filter((r) => r.keywords.includes(term)).slice(0, SAMPLED_POSTS),
  }));
  return new Set(wholeTerms(samples, analyseWithLindera).flatMap((w) => (w.label === w.term ? [] : [w.term])));
}
