import { termSearchTokens } from "@xa/core/analysis/keyword-query";
import type { KeywordQuery } from "@xa/core/analysis/keyword-query-types";
import { keywordPostFilter, SqlParams } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";

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
 * The query's own words and hashtags (as keyword and as hashtag): in nearly every matched post, they
 * would link every cluster to every other, so they are not nodes.
 */
export function queryTerms(query: KeywordQuery): string[] {
  const words = query.groups.flat().flatMap((term) => {
    if (term.kind === "mention") return [];
    if (term.kind === "hashtag") return [term.value];
    return termSearchTokens(term).flat();
  });
  return [...new Set(words.flatMap((w) => [w, `#${w}`]))];
}

/**
 * Reads the posts matching the scope, at most `limit` of them (a fixed pseudo-random sample by the
 * hash of their ids past that), and the `terms` hashtags and keywords they use most (in at least two
 * posts, the query's own left out). A post's keyword that is also its hashtag counts as the hashtag
 * only. Each sampled post comes back with its node terms only.
 */
export async function sampleTerms(db: Db, scope: SampleScope, limit: number, terms: number): Promise<TermSample> {
  const p = new SqlParams();
  const filter = keywordPostFilter(scope.query, p.values, "p");
  const range = `p.created_at >= ${p.add(scope.start.toISOString(), "timestamptz")} AND p.created_at <= ${p.add(scope.end.toISOString(), "timestamptz")}`;
  const country = scope.countryCode
    ? ` AND p.author_id IN (SELECT id FROM accounts WHERE country = ${p.add(scope.countryCode, "text")})`
    : "";
  // count(*) OVER () counts every match before the LIMIT keeps the sample.
  const sql = `WITH sample AS MATERIALIZED (
      SELECT p.author_id, p.sentiment, p.sentiment_score, count(*) OVER () AS matched,
        ARRAY(SELECT '#' || h FROM unnest(p.hashtags) h UNION SELECT k FROM unnest(p.keywords) k
          WHERE k <> ALL(p.hashtags)) AS terms
      FROM posts p WHERE ${filter} AND ${range}${country}
      ORDER BY md5(p.id) LIMIT ${p.add(limit, "int")}),
    counted AS (SELECT t, count(*)::int AS n FROM sample, unnest(sample.terms) t
      WHERE t <> ALL(${p.add(queryTerms(scope.query), "text[]")}) GROUP BY t HAVING count(*) >= 2
      ORDER BY n DESC, t LIMIT ${p.add(terms, "int")}),
    top AS MATERIALIZED (SELECT coalesce(array_agg(t), '{}') AS words,
      coalesce(array_agg(n), '{}') AS counts FROM counted)
    SELECT true AS head, NULL AS author_id, NULL AS sentiment, NULL::real AS sentiment_score, top.words AS terms,
      top.counts, (SELECT count(*)::int FROM sample) AS sampled, (SELECT max(matched)::int FROM sample) AS matched
    FROM top
    UNION ALL
    SELECT false, s.author_id, s.sentiment, s.sentiment_score,
      ARRAY(SELECT w FROM unnest(s.terms) w WHERE w = ANY(top.words)), NULL, NULL, NULL
    FROM sample s, top WHERE s.terms && top.words`;
  type Row = SampledPost & { head: boolean; counts: number[] | null; sampled: number | null; matched: number | null };
  const rows = await db.query<Row>(sql, p.values);
  const head = rows.find((r) => r.head);
  const posts = rows.filter((r) => !r.head);
  const words = head?.terms ?? [];
  const counts = head?.counts ?? [];
  return {
    matched: head?.matched ?? 0,
    sampled: head?.sampled ?? 0,
    top: words.map((term, i) => ({ term, posts: Number(counts[i] ?? 0) })),
    posts: posts.map(({ author_id, sentiment, sentiment_score, terms }) => ({
      author_id,
      sentiment,
      sentiment_score: sentiment_score === null ? null : Number(sentiment_score),
      terms,
    })),
  };
}
