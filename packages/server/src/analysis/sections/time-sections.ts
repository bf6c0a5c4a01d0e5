import type { SectionResult } from "@xa/core";
import { type AnalysisContext, postsBase, queryScope } from "../analysis-context.ts";
import { bucketKeys, bucketSql, type Interval, pickInterval } from "../section-math.ts";
import { countPostConversation, countScopePosts, postConversationBase } from "./scope-counts.ts";

const DAY_MS = 86_400_000;

/** The charted span: the request's range, or for a post analysis (no range) the posts' own span. */
async function chartSpan(ctx: AnalysisContext): Promise<{ start: Date; end: Date; interval: Interval }> {
  let { start, end } = ctx.request;
  if (ctx.request.queryType === "post") {
    const [row] = await queryScope<{ lo: Date | null; hi: Date | null }>(
      ctx,
      () => "SELECT min(created_at) AS lo, max(created_at) AS hi FROM scope_posts",
    );
    if (row?.lo && row.hi) ({ start, end } = { start: new Date(row.lo), end: new Date(row.hi) });
  }
  return { start, end, interval: pickInterval(start, end) };
}

/**
 * Posts per interval over the range (hours, days or weeks, picked from its length). Of a post, its
 * conversation is its replies and quotes, as the conversation posts card lists them: not the post.
 */
export async function computeConversationVolume(ctx: AnalysisContext): Promise<SectionResult> {
  const span = await chartSpan(ctx);
  const postId = ctx.request.queryType === "post" ? ctx.request.postId : null;
  const [rows, scopeCount] = await Promise.all([
    queryScope<{ t: string; n: number }>(
      ctx,
      (p) => `SELECT ${bucketSql(span.interval, "created_at")} AS t, count(*)::int AS n FROM scope_posts
        WHERE created_at IS NOT NULL${postId ? ` AND id <> ${p.add(postId, "text")}` : ""} GROUP BY 1`,
    ),
    countScopePosts(ctx),
  ]);
  const count = postId ? await countPostConversation(ctx) : scopeCount;
  const byKey = new Map(rows.map((r) => [r.t, r.n]));
  const points = bucketKeys(span.start, span.end, span.interval).map((k): [string, number] => [k, byKey.get(k) ?? 0]);
  const peak = points.reduce((m, [, n]) => Math.max(m, n), 0);
  return {
    kind: "series",
    base: postId ? postConversationBase(ctx, count) : postsBase(ctx, count),
    interval: span.interval,
    series: [{ key: "posts", label: ctx.text("seriesPosts"), points }],
    totals: { total: count, peak },
  };
}

/** Positive, neutral and negative posts per interval, with totals and the mean score. */
export async function computeSentiment(ctx: AnalysisContext): Promise<SectionResult> {
  const span = await chartSpan(ctx);
  const [rows, totals] = await Promise.all([
    queryScope<{ t: string; positive: number; neutral: number; negative: number }>(
      ctx,
      () => `SELECT ${bucketSql(span.interval, "created_at")} AS t,
        count(*) FILTER (WHERE sentiment = 'positive')::int AS positive,
        count(*) FILTER (WHERE sentiment = 'neutral')::int AS neutral,
        count(*) FILTER (WHERE sentiment = 'negative')::int AS negative
        FROM scope_posts WHERE created_at IS NOT NULL AND sentiment IS NOT NULL GROUP BY 1`,
    ),
    queryScope<{ positive: number; neutral: number; negative: number; avg: number | null; n: number }>(
      ctx,
      () => `SELECT count(*) FILTER (WHERE sentiment = 'positive')::int AS positive,
        count(*) FILTER (WHERE sentiment = 'neutral')::int AS neutral,
        count(*) FILTER (WHERE sentiment = 'negative')::int AS negative,
        avg(sentiment_score)::float8 AS avg, count(*)::int AS n FROM scope_posts`,
    ),
  ]);
  const byKey = new Map(rows.map((r) => [r.t, r]));
  const t = totals[0];
  const known = (t?.positive ?? 0) + (t?.neutral ?? 0) + (t?.negative ?? 0);
  return {
    kind: "sentiment",
    base: postsBase(ctx, t?.n ?? 0),
    method: ctx.text("sentimentMethod"),
    ...(known < (t?.n ?? 0) ? { note: ctx.text("unscoredPosts", { n: (t?.n ?? 0) - known }) } : {}),
    totals: { positive: t?.positive ?? 0, neutral: t?.neutral ?? 0, negative: t?.negative ?? 0 },
    average_score: t?.avg === null || t?.avg === undefined ? null : Math.round(t.avg * 1000) / 1000,
    interval: span.interval,
    points: bucketKeys(span.start, span.end, span.interval).map((k) => {
      const r = byKey.get(k);
      return { t: k, positive: r?.positive ?? 0, neutral: r?.neutral ?? 0, negative: r?.negative ?? 0 };
    }),
  };
}

/** Daily follower counts of the handle from the store's snapshots, with the change over the range. */
export async function computeFollowerGrowth(ctx: AnalysisContext): Promise<SectionResult | null> {
  const account = ctx.request.account;
  if (!account || ctx.request.queryType !== "handle") return null;
  const [from, to] = [ctx.request.start, ctx.request.end].map((d) => d.toISOString().slice(0, 10)) as [string, string];
  const rows = await ctx.db.query<{ day: string; followers: number; following: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, followers, following FROM follower_snapshots
     WHERE account_id = $1 AND day >= $2::date AND day <= $3::date ORDER BY day`,
    [account.id, from, to],
  );
  const first = rows[0];
  const last = rows[rows.length - 1];
  const who = `@${account.handle ?? account.id}`;
  // The days read, both ends included: a default 30-day window spans 31 calendar days.
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return {
    kind: "series",
    base: {
      unit: "accounts",
      count: 1,
      description: ctx.text(rows.length === 1 ? "followerSnapshotsOne" : "followerSnapshots", {
        who,
        n: rows.length,
        days,
      }),
    },
    ...(rows.length === 0 ? { note: ctx.text("noFollowerSnapshots", { who }) } : {}),
    interval: "day",
    series: [
      {
        key: "followers",
        label: ctx.text("seriesFollowers"),
        points: rows.map((r): [string, number] => [r.day, r.followers]),
      },
      {
        key: "following",
        label: ctx.text("seriesFollowing"),
        points: rows.map((r): [string, number] => [r.day, r.following]),
      },
    ],
    ...(first && last
      ? { totals: { start: first.followers, end: last.followers, change: last.followers - first.followers } }
      : {}),
  };
}
