import type { PremiumAccountStats } from "@xa/core/premium/premium-contract";
import type { Db } from "../db/database.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";
import { accountWindow, WINDOW_POSTS_SQL, windowOut } from "./account-window.ts";
import { type ConnectedAccount, toPremiumAccount } from "./premium-guard.ts";

/**
 * The dashboard's figures of one account over `days` ending at its newest post (an import of last
 * year's posts still has a window with data), or `now` when it has none. Reposts are not its own posts.
 */
export async function accountStats(
  db: Db,
  account: ConnectedAccount,
  days: number,
  now: Date,
): Promise<PremiumAccountStats> {
  const w = await accountWindow(db, account.id, days, now);
  const { start, end } = w;
  const window = WINDOW_POSTS_SQL;
  const args = [account.id, start, end];
  const [totals, daily, top, snapshots, edges] = await Promise.all([
    db.query<{ posts: number; engagements: number; median: number | null }>(
      `SELECT count(*)::int AS posts, coalesce(sum(${POST_ENGAGEMENTS_SQL}), 0)::float8 AS engagements,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${POST_ENGAGEMENTS_SQL})::float8 AS median
         FROM posts p WHERE ${window}`,
      args,
    ),
    db.query<{ day: string; posts: number; engagements: number }>(
      `SELECT to_char(date_trunc('day', p.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, count(*)::int AS posts,
              sum(${POST_ENGAGEMENTS_SQL})::float8 AS engagements
         FROM posts p WHERE ${window} GROUP BY 1 ORDER BY 1`,
      args,
    ),
    db.query<{ id: string; text: string; created_at: Date | null; engagements: number }>(
      `SELECT p.id, p.text, p.created_at, ${POST_ENGAGEMENTS_SQL}::float8 AS engagements
         FROM posts p WHERE ${window} ORDER BY ${POST_ENGAGEMENTS_SQL} DESC, p.created_at DESC LIMIT 1`,
      args,
    ),
    db.query<{ followers: number }>(
      `SELECT followers FROM follower_snapshots WHERE account_id = $1 AND day > $2::date AND day <= $3::date
        ORDER BY day`,
      args,
    ),
    db.query<{ followers: number; following: number }>(
      `SELECT (SELECT count(*) FROM follows WHERE followee_id = $1)::int AS followers,
              (SELECT count(*) FROM follows WHERE follower_id = $1)::int AS following`,
      [account.id],
    ),
  ]);
  const t = totals[0] ?? { posts: 0, engagements: 0, median: null };
  const followers = account.followers_count;
  const first = snapshots[0];
  const last = snapshots.at(-1);
  const topPost = top[0];
  return {
    account: toPremiumAccount(account),
    window: windowOut(w),
    posts: t.posts,
    engagements: t.engagements,
    engagement_rate: t.posts > 0 && followers ? t.engagements / t.posts / followers : null,
    median_engagements: t.posts > 0 ? t.median : null,
    followers_change: first && last && snapshots.length >= 2 ? last.followers - first.followers : null,
    followers_in_store: edges[0]?.followers ?? 0,
    following_in_store: edges[0]?.following ?? 0,
    daily,
    top_post: topPost
      ? {
          id: topPost.id,
          text: topPost.text,
          created_at: topPost.created_at ? new Date(topPost.created_at).toISOString() : null,
          engagements: topPost.engagements,
        }
      : null,
  };
}
