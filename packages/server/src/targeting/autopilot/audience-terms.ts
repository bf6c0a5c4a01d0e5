import { MIN_SUPPORT, scriptOf, type TermCounts } from "@xa/core/targeting/rank-terms";
import type { Db } from "../../db/database.ts";
import { CJK_POST, type StoreSize } from "./store-term-stats.ts";

/** SQL: the audience's posts, as the term and language counts read them (one pass over the store's posts). */
export const audiencePostsSelect = (audienceTable: string) =>
  `SELECT p.id, p.author_id, p.keywords, p.hashtags, p.lang FROM ${audienceTable} a JOIN posts p ON p.author_id = a.id`;

/**
 * How many of the audience's accounts (and posts) use each keyword or hashtag, beside how many
 * accounts of the whole store do (the kept store counts). Terms fewer than MIN_SUPPORT audience
 * accounts use are left out here already: they can never be suggested.
 */
/** Audience accounts writing CJK and writing anything else (see TermCounts' bases). */
export type AudienceScripts = { cjk: number; other: number };

/** How many of the audience write in each script (from its posts' languages). */
export async function countAudienceScripts(db: Db, postsTable: string): Promise<AudienceScripts> {
  const [row] = await db.query<AudienceScripts>(
    `SELECT count(DISTINCT p.author_id) FILTER (WHERE ${CJK_POST})::int AS cjk,
       count(DISTINCT p.author_id) FILTER (WHERE NOT (${CJK_POST}) OR p.lang IS NULL)::int AS other
     FROM ${postsTable} p`,
  );
  return row ?? { cjk: 0, other: 0 };
}

/** A term's counts, and how many of the store's accounts use it as a hashtag too. */
export type AudienceTermCounts = TermCounts & { storeTagAccounts: number };

export async function countAudienceTerms(
  db: Db,
  postsTable: string,
  kind: "keyword" | "hashtag",
  scripts: AudienceScripts,
  store: StoreSize,
): Promise<AudienceTermCounts[]> {
  const column = kind === "keyword" ? "keywords" : "hashtags";
  const rows = await db.query<{
    term: string;
    posts: number;
    accounts: number;
    store_accounts: number;
    store_posts: number;
    store_tag_accounts: number;
  }>(
    `WITH used AS (
       SELECT t AS term, count(*)::int AS posts, count(DISTINCT p.author_id)::int AS accounts
       FROM ${postsTable} p, unnest(p.${column}) AS t
       GROUP BY t HAVING count(DISTINCT p.author_id) >= $2)
     SELECT u.term, u.posts, u.accounts, coalesce(s.accounts, 0) AS store_accounts, coalesce(s.posts, 0) AS store_posts,
       coalesce(h.accounts, 0) AS store_tag_accounts
     FROM used u LEFT JOIN targeting_term_stats s ON s.kind = $1 AND s.term = u.term
       LEFT JOIN targeting_term_stats h ON h.kind = 'hashtag' AND h.term = u.term`,
    [kind, MIN_SUPPORT],
  );
  // Posts stored after the store's counts were made can make the audience's count the larger.
  // A CJK term is compared among the accounts writing CJK: everyday Japanese words are not
  // specific to a Japanese audience. Latin terms are not narrowed: Japanese posts use Latin tags
  // and words too (#EV, AI), so only writers of Latin script would be the wrong base for them.
  return rows.map((r): AudienceTermCounts => {
    const counts: AudienceTermCounts = {
      term: r.term,
      posts: r.posts,
      accounts: r.accounts,
      storeAccounts: Math.max(r.store_accounts, r.accounts),
      storePosts: r.store_posts,
      storeTagAccounts: r.store_tag_accounts,
    };
    if (scriptOf(r.term) !== "cjk") return counts;
    // A store counted before the audience's posts came may know fewer writers than use the term.
    return {
      ...counts,
      audienceBase: Math.max(scripts.cjk, r.accounts),
      storeBase: Math.max(store.cjkAccounts, counts.storeAccounts),
    };
  });
}

/** How many posts the audience wrote (the per-post lift's denominator). */
export async function countAudiencePosts(db: Db, postsTable: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${postsTable}`);
  return row?.n ?? 0;
}
