import type { TermCounts } from "@xa/core/targeting/rank-terms";
import { MIN_SUPPORT } from "@xa/core/targeting/rank-terms";
import type { Db } from "../../db/database.ts";

/** SQL: the audience's posts, as the term and language counts read them (one pass over the store's posts). */
export const audiencePostsSelect = (audienceTable: string) =>
  `SELECT p.author_id, p.keywords, p.hashtags, p.lang FROM ${audienceTable} a JOIN posts p ON p.author_id = a.id`;

/**
 * How many of the audience's accounts (and posts) use each keyword or hashtag, beside how many
 * accounts of the whole store do (the kept store counts). Terms fewer than MIN_SUPPORT audience
 * accounts use are left out here already: they can never be suggested.
 */
export async function countAudienceTerms(
  db: Db,
  postsTable: string,
  kind: "keyword" | "hashtag",
): Promise<TermCounts[]> {
  const column = kind === "keyword" ? "keywords" : "hashtags";
  const rows = await db.query<{ term: string; posts: number; accounts: number; store_accounts: number }>(
    `WITH used AS (
       SELECT t AS term, count(*)::int AS posts, count(DISTINCT p.author_id)::int AS accounts
       FROM ${postsTable} p, unnest(p.${column}) AS t
       GROUP BY t HAVING count(DISTINCT p.author_id) >= $2)
     SELECT u.term, u.posts, u.accounts, coalesce(s.accounts, 0) AS store_accounts
     FROM used u LEFT JOIN targeting_term_stats s ON s.kind = $1 AND s.term = u.term`,
    [kind, MIN_SUPPORT],
  );
  // Posts stored after the store's counts were made can make the audience's count the larger.
  return rows.map((r) => ({
    term: r.term,
    posts: r.posts,
    accounts: r.accounts,
    storeAccounts: Math.max(r.store_accounts, r.accounts),
  }));
}
