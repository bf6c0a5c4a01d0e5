import type { KeywordQuery } from "@xa/core/analysis/keyword-query-types";
import { queryTerms } from "@xa/core/analysis/query-terms";
import { keywordPostFilter, SqlParams } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";

const SEPARATOR = "\u001f";
const SEPARATOR_SQL = "E'\\x1f'";

/** One sampled post as the term graph reads it: its author, sentiment and node terms. */
export type SampledPost = {
  author_id: string | null;
  sentiment: "positive" | "neutral" | "negative" | null;
  sentiment_score: number | null;
  /** its terms among the sample's most used (hashtags as `#tag`), distinct */
  terms: string[];
};

/** A node term with the sampled posts using it. */
export type TopTerm = { term: string; posts: number };

export type TermSample = {
  matched: number;
  sampled: number;
  top: TopTerm[];
  posts: SampledPost[];
};

/** Where the posts are: the keyword query (as searched) in a window, by authors of a country when given. */
export type SampleScope = {
  query: KeywordQuery;
  start: Date;
  end: Date;
  countryCode: string | null;
};

/**
 * Reads the posts matching the scope, at most `limit` of them (a fixed pseudo-random sample by the
 * hash of their ids past that), and the `terms` hashtags and keywords they use most (in at least two
 * posts, the query's own left out). A post's keyword that is also its hashtag counts as the hashtag
 * only. Each sampled post comes back with its node terms only (none, for some).
 */
export async function sampleTerms(db: Db, scope: SampleScope, limit: number, terms: number): Promise<TermSample> {
  const p = new SqlParams();
  const filter = keywordPostFilter(scope.query, p.values, "p");
  const range = `p.created_at >= ${p.add(scope.start.toISOString(), "timestamptz")} AND p.created_at <= ${p.add(scope.end.toISOString(), "timestamptz")}`;
  const country = scope.countryCode
    ? ` AND p.author_id IN (SELECT id FROM accounts WHERE country = ${p.add(scope.countryCode, "text")})`
    : "";
  // Only the matches' ids are kept and sorted; the sample's columns are read for the sample alone. The
  // words come joined by a unit separator: one string a row is read far faster than an array.
  const sql = `WITH matched AS MATERIALIZED (SELECT p.id FROM posts p WHERE ${filter} AND ${range}${country}),
      picked AS MATERIALIZED (SELECT id FROM matched ORDER BY md5(id) LIMIT ${p.add(limit, "int")})
    SELECT (SELECT count(*)::int FROM matched) AS matched, p.author_id, p.sentiment,
      p.sentiment_score::float8 AS sentiment_score, array_to_string(p.hashtags, ${SEPARATOR_SQL}) AS hashtags,
      array_to_string(p.keywords, ${SEPARATOR_SQL}) AS keywords
    FROM picked JOIN posts p USING (id)`;
  type Row = Omit<SampledPost, "terms"> & { matched: number; hashtags: string; keywords: string };
  const rows = await db.query<Row>(sql, p.values);

  const words = (joined: string) => (joined === "" ? [] : joined.split(SEPARATOR));
  const posts = rows.map((row) => {
    const hashtags = words(row.hashtags);
    const own = new Set(hashtags);
    const keywords = words(row.keywords).filter((k) => !own.has(k));
    return { row, terms: [...new Set([...hashtags.map((h) => `#${h}`), ...keywords])] };
  });
  const used = new Map<string, number>();
  for (const post of posts) for (const term of post.terms) used.set(term, (used.get(term) ?? 0) + 1);
  const excluded = new Set(queryTerms(scope.query));
  const top = [...used]
    .filter(([term, n]) => n >= 2 && !excluded.has(term))
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, terms)
    .map(([term, n]) => ({ term, posts: n }));
  const nodes = new Set(top.map((t) => t.term));
  return {
    matched: rows[0]?.matched ?? 0,
    sampled: rows.length,
    top,
    posts: posts.map(({ row, terms: all }) => {
      const score = row.sentiment_score === null ? null : Number(row.sentiment_score);
      const kept = all.filter((t) => nodes.has(t));
      return { author_id: row.author_id, sentiment: row.sentiment, sentiment_score: score, terms: kept };
    }),
  };
}
