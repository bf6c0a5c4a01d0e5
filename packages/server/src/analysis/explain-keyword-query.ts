import { formatKeywordQuery, formatKeywordTerm, type KeywordQuery } from "@xa/core/analysis/keyword-query";
import type { Db } from "../db/database.ts";
import {
  keywordExclusionsFilter,
  keywordGroupFilter,
  keywordGroupsFilter,
  keywordTermFilter,
} from "./keyword-filter.ts";

/** Why a keyword query matches what it matches: the count of each group and of each exclusion. */
export type KeywordExplanation = {
  /** posts in range matching the whole query */
  total: number;
  /** posts in range matching each group, before exclusions */
  groups: { query: string; count: number }[];
  /** posts in range matching the groups that each exclusion removes */
  exclusions: { term: string; count: number }[];
};

/**
 * Counts a keyword query's matches group by group and exclusion by exclusion, over posts created
 * in [start, end] (and by authors in `country`, an ISO code, when given). One scan of the posts
 * the groups match, found through the search index.
 */
export async function explainKeywordQuery(
  db: Db,
  query: KeywordQuery,
  range: { start: Date; end: Date; country?: string | null },
): Promise<KeywordExplanation> {
  const params: unknown[] = [range.start.toISOString(), range.end.toISOString()];
  const columns = query.groups.map((g, i) => `count(*) FILTER (WHERE ${keywordGroupFilter(g, params)}) AS g${i}`);
  query.exclusions.forEach((e, i) => {
    columns.push(`count(*) FILTER (WHERE ${keywordTermFilter(e, params)}) AS e${i}`);
  });
  const excluded = keywordExclusionsFilter(query.exclusions, params);
  columns.push(`count(*) FILTER (WHERE NOT (${excluded})) AS total`);
  const matched = keywordGroupsFilter(query.groups, params);
  let country = "";
  if (range.country) {
    params.push(range.country);
    country = ` AND p.author_id IN (SELECT id FROM accounts WHERE country = $${params.length})`;
  }
  const [row] = await db.query<Record<string, number | string>>(
    `SELECT ${columns.join(", ")} FROM posts p
     WHERE p.created_at >= $1::timestamptz AND p.created_at <= $2::timestamptz AND ${matched}${country}`,
    params,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: n("total"),
    groups: query.groups.map((g, i) => ({
      query: formatKeywordQuery({ groups: [g], exclusions: [] }),
      count: n(`g${i}`),
    })),
    exclusions: query.exclusions.map((e, i) => ({ term: formatKeywordTerm(e), count: n(`e${i}`) })),
  };
}
