import type { PerformancePoint } from "./posts-contract.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Engagements within this long of posting are drawn per hour; a longer tail per day. */
const HOURLY_SPAN_MS = 3 * DAY_MS;
/** A series never has more buckets than this; a longer tail ends at the last one. */
export const MAX_BUCKETS = 400;

export type DatedCount = { at: Date; kind: "like" | "repost" | "reply" | "quote"; n: number };

/** Hours for a post engaged with within three days of `start`, days otherwise. */
export function performanceInterval(start: Date, last: Date | null): "hour" | "day" {
  return last === null || last.getTime() - start.getTime() <= HOURLY_SPAN_MS ? "hour" : "day";
}

function truncate(at: Date, interval: "hour" | "day"): number {
  const step = interval === "hour" ? HOUR_MS : DAY_MS;
  return Math.floor(at.getTime() / step) * step;
}

const FIELD = { like: "likes", repost: "reposts", reply: "replies", quote: "quotes" } as const;

/**
 * Cumulative likes, reposts, replies and quotes per bucket from the posting bucket to the last dated
 * engagement's, with every bucket between (a quiet hour keeps the total it had). Engagements dated
 * before the post (clock skew) count in its first bucket; those past the last bucket in the last.
 */
export function cumulativeSeries(
  start: Date,
  counts: readonly DatedCount[],
  interval: "hour" | "day",
): PerformancePoint[] {
  if (counts.length === 0) return [];
  const step = interval === "hour" ? HOUR_MS : DAY_MS;
  const first = truncate(start, interval);
  const lastAt = Math.max(...counts.map((c) => truncate(c.at, interval)));
  const buckets = Math.min(MAX_BUCKETS, Math.max(1, Math.round((lastAt - first) / step) + 1));
  const added = Array.from({ length: buckets }, () => ({ likes: 0, reposts: 0, replies: 0, quotes: 0 }));
  for (const c of counts) {
    const index = Math.min(buckets - 1, Math.max(0, Math.round((truncate(c.at, interval) - first) / step)));
    const bucket = added[index];
    if (bucket) bucket[FIELD[c.kind]] += c.n;
  }
  const total = { likes: 0, reposts: 0, replies: 0, quotes: 0 };
  return added.map((a, i) => {
    total.likes += a.likes;
    total.reposts += a.reposts;
    total.replies += a.replies;
    total.quotes += a.quotes;
    return { at: new Date(first + i * step).toISOString(), ...total };
  });
}
