import { cumulativeSeries, type DatedCount, performanceInterval } from "@xa/core/premium/performance-series";
import type { PostPerformance } from "@xa/core/premium/posts-contract";
import type { Db } from "../db/database.ts";
import { notFound } from "../http/http-error.ts";
import { accountMedians, findOwnPost, toAccountPost } from "./account-posts.ts";

/**
 * One of the account's own posts (another's is not found) with its engagements over time: the stored
 * engagement rows' dates, counted per hour (as epoch seconds, so no session time zone shifts a bucket).
 */
export async function postPerformance(db: Db, accountId: string, postId: string): Promise<PostPerformance> {
  const post = await findOwnPost(db, accountId, postId);
  if (!post) throw notFound();
  const [median, hours, [stored]] = await Promise.all([
    accountMedians(db, accountId),
    db.query<{ at: number; kind: DatedCount["kind"]; n: number }>(
      `SELECT floor(extract(epoch FROM created_at) / 3600)::float8 * 3600 AS at, kind, count(*)::int AS n
         FROM engagements WHERE post_id = $1 AND created_at IS NOT NULL GROUP BY 1, 2`,
      [postId],
    ),
    db.query<{ total: number; undated: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at IS NULL)::int AS undated
         FROM engagements WHERE post_id = $1`,
      [postId],
    ),
  ]);
  const counts = hours.map((h) => ({ at: new Date(h.at * 1000), kind: h.kind, n: h.n }));
  const last = counts.length ? new Date(Math.max(...counts.map((c) => c.at.getTime()))) : null;
  // A post without a date starts at its first dated engagement.
  const firstEngaged = counts.length ? new Date(Math.min(...counts.map((c) => c.at.getTime()))) : null;
  const start = post.created_at ? new Date(post.created_at) : firstEngaged;
  const interval = start ? performanceInterval(start, last) : "hour";
  return {
    post: toAccountPost(post, median),
    median,
    interval,
    points: start ? cumulativeSeries(start, counts, interval) : [],
    stored_engagements: stored?.total ?? 0,
    undated_engagements: stored?.undated ?? 0,
  };
}
