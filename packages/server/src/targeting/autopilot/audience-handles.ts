import type { KeywordTerm } from "@xa/core/analysis/keyword-query";
import type { TermCounts } from "@xa/core/targeting/rank-terms";
import { MIN_SUPPORT } from "@xa/core/targeting/rank-terms";
import { keywordExclusionsFilter } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";

export type HandleCounts = TermCounts & {
  id: string;
  name: string | null;
  bio: string | null;
  followers: number | null;
  accountType: "person" | "organization" | null;
};

/**
 * Accounts the audience follows or engages with (liked, reposted, replied to or quoted a post of),
 * with how many audience accounts do, how many engagements, and how many accounts of the whole store
 * follow or engage with them (the kept store counts): the counts look-alike handles are ranked by. Accounts without a
 * handle a package can hold are left out.
 */
export async function countAudienceHandles(db: Db, audienceTable: string): Promise<HandleCounts[]> {
  const rows = await db.query<{
    id: string;
    handle: string;
    name: string | null;
    bio: string | null;
    followers: number | null;
    account_type: string;
    accounts: number;
    engagements: number;
    store_accounts: number;
  }>(
    `WITH touched AS (
       SELECT f.followee_id AS target, f.follower_id AS who, 0 AS engaged
       FROM ${audienceTable} a JOIN follows f ON f.follower_id = a.id
       UNION ALL
       SELECT p.author_id, e.account_id, 1
       FROM ${audienceTable} a JOIN engagements e ON e.account_id = a.id JOIN posts p ON p.id = e.post_id
       WHERE p.author_id IS NOT NULL AND p.author_id <> e.account_id),
     per AS (
       SELECT target, count(DISTINCT who)::int AS accounts, sum(engaged)::int AS engagements
       FROM touched GROUP BY target HAVING count(DISTINCT who) >= $1)
     SELECT per.target AS id, ac.handle, ac.name, ac.bio, ac.followers_count AS followers, ac.account_type, per.accounts, per.engagements,
       coalesce(s.accounts, 0) AS store_accounts
     FROM per JOIN accounts ac ON ac.id = per.target
       LEFT JOIN targeting_term_stats s ON s.kind = 'handle' AND s.term = per.target
     WHERE ac.handle ~ '^[A-Za-z0-9_]{1,15}$'`,
    [MIN_SUPPORT],
  );
  return rows.map((r) => ({
    term: r.handle,
    id: r.id,
    name: r.name,
    bio: r.bio,
    followers: r.followers,
    accountType: r.account_type === "person" || r.account_type === "organization" ? r.account_type : null,
    posts: r.engagements,
    accounts: r.accounts,
    storeAccounts: Math.max(r.store_accounts, r.accounts),
  }));
}

/**
 * How many posts of its own each account has in the store (not reposts or replies, which are mostly
 * chat), and how many of them use one of the audience's words or hashtags: the share that tells a
 * coffee roaster from a football club its followers also follow.
 */
export async function countHandlePosts(
  db: Db,
  accountIds: readonly string[],
  topic: { words: readonly string[]; hashtags: readonly string[] },
): Promise<Map<string, { posts: number; onTopicPosts: number }>> {
  if (accountIds.length === 0) return new Map();
  // Words as the index reads them: a compound (自家焙煎) or phrase (pour over) as its adjacent pieces.
  const terms: KeywordTerm[] = [
    ...topic.words.map((w): KeywordTerm => ({ kind: w.includes(" ") ? "phrase" : "word", value: w })),
    ...topic.hashtags.map((h): KeywordTerm => ({ kind: "hashtag", value: h })),
  ];
  const params: unknown[] = [[...accountIds]];
  const anyTerm = keywordExclusionsFilter(terms, params, "p");
  const rows = await db.query<{ id: string; posts: number; on_topic: number }>(
    `SELECT p.author_id AS id, count(*)::int AS posts, count(*) FILTER (WHERE ${anyTerm})::int AS on_topic
     FROM posts p WHERE p.author_id = ANY($1::text[]) AND p.kind NOT IN ('repost', 'reply')
     GROUP BY p.author_id`,
    params,
  );
  return new Map(rows.map((r) => [r.id, { posts: r.posts, onTopicPosts: r.on_topic }]));
}
