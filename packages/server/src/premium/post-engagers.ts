import type { EngagementKind, Engagers, EngagersQuery } from "@xa/core/premium/engagers-contract";
import type { Db } from "../db/database.ts";
import type { PageWindow } from "../db/paged-query.ts";
import { pagedQuery } from "../db/paged-query.ts";
import { accountWindow, WINDOW_POSTS_SQL, windowOut } from "./account-window.ts";

type Sort = NonNullable<EngagersQuery["sort"]>;

const ORDER: Record<Sort, string> = {
  engagements: "e.engagements",
  likes: "e.likes",
  reposts: "e.reposts",
  replies: "e.replies",
  quotes: "e.quotes",
  followers: "a.followers_count",
};

/**
 * Accounts with stored engagements on the account's own posts of the window, ranked (the account's own
 * replies to itself are not an audience and are left out), with what enrichment inferred of each and
 * whether it follows the account and the account it.
 */
export async function listEngagers(
  db: Db,
  accountId: string,
  filter: { days: number; kind?: EngagementKind; sort: Sort },
  page: PageWindow,
  now: Date,
): Promise<Engagers> {
  const w = await accountWindow(db, accountId, filter.days, now);
  const params = [accountId, w.start, w.end, filter.kind ?? null];
  const sql = `WITH e AS (
      SELECT e.account_id,
             count(*) FILTER (WHERE e.kind = 'like')::int AS likes,
             count(*) FILTER (WHERE e.kind = 'repost')::int AS reposts,
             count(*) FILTER (WHERE e.kind = 'reply')::int AS replies,
             count(*) FILTER (WHERE e.kind = 'quote')::int AS quotes,
             count(*)::int AS engagements, count(DISTINCT e.post_id)::int AS posts
        FROM engagements e JOIN posts p ON p.id = e.post_id
       WHERE ${WINDOW_POSTS_SQL} AND e.account_id <> $1 AND ($4::text IS NULL OR e.kind = $4::text)
       GROUP BY e.account_id)
    SELECT e.account_id AS id, a.handle, a.name, a.avatar_url, e.likes, e.reposts, e.replies, e.quotes,
           e.engagements, e.posts,
           EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = e.account_id AND f.followee_id = $1) AS follows_account,
           EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = e.account_id) AS you_follow,
           a.followers_count, a.verified, a.country, a.city, coalesce(a.gender, 'unknown') AS gender,
           coalesce(a.age_band, 'unknown') AS age_band, coalesce(a.account_type, 'unknown') AS account_type,
           a.job_group, coalesce(a.interests, '{}') AS interests
      FROM e LEFT JOIN accounts a ON a.id = e.account_id
     ORDER BY ${ORDER[filter.sort]} DESC NULLS LAST, e.engagements DESC, e.account_id`;
  const [paged, [posts]] = await Promise.all([
    pagedQuery<Engagers["results"][number]>(db, sql, params, page),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts p WHERE ${WINDOW_POSTS_SQL}`, params.slice(0, 3)),
  ]);
  return {
    count: paged.count,
    results: paged.rows.map((r) => ({
      ...r,
      followers_count: r.followers_count === null ? null : Number(r.followers_count),
    })),
    window: windowOut(w),
    posts: posts?.n ?? 0,
  };
}
