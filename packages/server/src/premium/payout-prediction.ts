import type { PayoutPrediction } from "@xa/core/premium/payout-contract";
import { estimatePayout } from "@xa/core/premium/payout-estimate";
import type { Db } from "../db/database.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";
import { accountWindow, WINDOW_POSTS_SQL, windowOut } from "./account-window.ts";

/**
 * Creator revenue estimated from engagement by verified accounts on the account's own posts of the window
 * (core's estimatePayout: stored verified engagements, and their share applied to the posts' counters),
 * at the assumed rate range per 1,000 verified engagements.
 */
export async function predictPayout(
  db: Db,
  accountId: string,
  q: { days: number; rate_low: number; rate_high: number },
  now: Date,
): Promise<PayoutPrediction> {
  const w = await accountWindow(db, accountId, q.days, now);
  const args = [accountId, w.start, w.end];
  const [[counted], [stored], [followers]] = await Promise.all([
    db.query<{ posts: number; engagements: number }>(
      `SELECT count(*)::int AS posts, coalesce(sum(${POST_ENGAGEMENTS_SQL}), 0)::float8 AS engagements
         FROM posts p WHERE ${WINDOW_POSTS_SQL}`,
      args,
    ),
    db.query<{ total: number; verified: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE a.verified)::int AS verified
         FROM engagements e JOIN posts p ON p.id = e.post_id LEFT JOIN accounts a ON a.id = e.account_id
        WHERE ${WINDOW_POSTS_SQL} AND e.account_id <> $1`,
      args,
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM follows f JOIN accounts a ON a.id = f.follower_id
        WHERE f.followee_id = $1 AND a.verified`,
      [accountId],
    ),
  ]);
  const total = stored?.total ?? 0;
  const verified = stored?.verified ?? 0;
  const countedEngagements = counted?.engagements ?? 0;
  const e = estimatePayout({
    counted: countedEngagements,
    stored: total,
    storedVerified: verified,
    rateLow: q.rate_low,
    rateHigh: q.rate_high,
  });
  return {
    window: windowOut(w),
    posts: counted?.posts ?? 0,
    counted_engagements: countedEngagements,
    stored_engagements: total,
    verified_engagements: verified,
    verified_share: e.verified_share,
    verified_low: e.verified_low,
    verified_high: e.verified_high,
    verified_followers_in_store: followers?.n ?? 0,
    rates: { low: q.rate_low, high: q.rate_high, currency: "USD", per: 1000 },
    estimate: { low: e.low, high: e.high, currency: "USD" },
  };
}
