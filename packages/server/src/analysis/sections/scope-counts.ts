import type { SectionBase } from "@xa/core";
import { type AnalysisContext, queryScope, type SqlParams } from "../analysis-context.ts";

/**
 * Sections that read every audience member's posts, engagements or bio use a fixed-size sample of
 * the audience (the same one across sections and runs: ordered by a hash of the id). Their base
 * says so. Distributions and counts use the whole audience.
 */
export const AUDIENCE_SAMPLE = 1000;
/** The largest sample any section uses (follow edges); smaller samples are its first ids. */
export const LARGEST_SAMPLE = 5000;

/**
 * The sampled audience's ids, found once per request: the LARGEST_SAMPLE ids first in hash order,
 * of which a sample of n is the first n, so one top-N pass over a large audience serves every
 * sample size. hashtext (an int4) rather than md5 (text), which costs most of a large audience's
 * sample; the order is as fixed, and the id breaks its rare ties.
 */
async function sampleIds(ctx: AnalysisContext, size: number): Promise<string[]> {
  if (size > LARGEST_SAMPLE) throw new Error(`samples are at most ${LARGEST_SAMPLE} accounts`);
  const ids = await ctx.memo("sample", async () =>
    (
      await queryScope<{ id: string }>(
        ctx,
        () => `SELECT id FROM scope_audience ORDER BY hashtext(id), id LIMIT ${LARGEST_SAMPLE}`,
      )
    ).map((r) => r.id),
  );
  return ids.slice(0, size);
}

/** The first `n` accounts of the fixed sample order (sample_accounts). */
export function sampleHead(ctx: AnalysisContext, n: number): Promise<string[]> {
  return sampleIds(ctx, Math.min(n, LARGEST_SAMPLE));
}

/** The `sample_audience` CTE, to append after the scope's: `${sample(p)} SELECT … FROM sample_audience`. */
export async function sampleCte(ctx: AnalysisContext, size = AUDIENCE_SAMPLE): Promise<(p: SqlParams) => string> {
  const ids = await sampleIds(ctx, size);
  return (p) => `, sample_audience AS (SELECT unnest(${p.add(ids, "text[]")}) AS id)`;
}

/** How many posts the scope holds (shared by the sections that need it). */
export function countScopePosts(ctx: AnalysisContext): Promise<number> {
  return ctx.memo("postCount", async () => {
    const [row] = await queryScope<{ n: number }>(ctx, () => "SELECT count(*)::int AS n FROM scope_posts");
    return row?.n ?? 0;
  });
}

/** Of a post analysis, how many replies and quotes of the post the scope holds (the post aside). */
export function countPostConversation(ctx: AnalysisContext): Promise<number> {
  return ctx.memo("postConversation", async () => {
    const [row] = await queryScope<{ n: number }>(
      ctx,
      (p) => `SELECT count(*)::int AS n FROM scope_posts WHERE id <> ${p.add(ctx.request.postId, "text")}`,
    );
    return row?.n ?? 0;
  });
}

/** The base of a post's conversation: its replies and quotes. */
export const postConversationBase = (ctx: AnalysisContext, count: number): SectionBase => ({
  unit: "posts",
  count,
  description: ctx.text("postConversation", { id: ctx.request.postId ?? "" }),
});

/** How many accounts the audience holds. */
export function countAudience(ctx: AnalysisContext): Promise<number> {
  return ctx.memo("audienceCount", async () => {
    const [row] = await queryScope<{ n: number }>(ctx, () => "SELECT count(*)::int AS n FROM scope_audience");
    return row?.n ?? 0;
  });
}

/**
 * The base of a sampled-audience section: `describe` makes its description from the audience's
 * (which says when it is a sample).
 */
export async function sampleBase(ctx: AnalysisContext, describe: (audience: string) => string): Promise<SectionBase> {
  const total = await countAudience(ctx);
  const n = Math.min(total, AUDIENCE_SAMPLE);
  const audience =
    total > AUDIENCE_SAMPLE
      ? ctx.text("audienceSample", { n, total, audience: ctx.scope.audienceBase })
      : ctx.scope.audienceBase;
  return { unit: "accounts", count: n, description: describe(audience) };
}

/**
 * For a post analysis, the post's public counts beside how many of its engagers the store holds:
 * the platform counts every like while the store keeps only the engagements it was given, so
 * shares of a handful of accounts would otherwise read as the whole audience's.
 */
export function postEngagersNote(ctx: AnalysisContext): Promise<string | undefined> {
  const postId = ctx.request.postId;
  if (ctx.request.queryType !== "post" || !postId) return Promise.resolve(undefined);
  return ctx.memo("postEngagers", async () => {
    const [[row], known] = await Promise.all([
      ctx.db.query<{ likes: number; reposts: number; replies: number; quotes: number }>(
        `SELECT coalesce(like_count, 0)::int AS likes, coalesce(repost_count, 0)::int AS reposts,
          coalesce(reply_count, 0)::int AS replies, coalesce(quote_count, 0)::int AS quotes FROM posts WHERE id = $1`,
        [postId],
      ),
      countAudience(ctx),
    ]);
    const counts = row ?? { likes: 0, reposts: 0, replies: 0, quotes: 0 };
    const total = counts.likes + counts.reposts + counts.replies + counts.quotes;
    return ctx.text("postEngagersKnown", { known, total: Math.max(total, known), ...counts });
  });
}

/** A section's own note after the post's engagers note, when there is one. */
export async function withEngagersNote(ctx: AnalysisContext, note?: string): Promise<string | undefined> {
  const engagers = await postEngagersNote(ctx);
  if (!engagers) return note;
  return note ? `${engagers}${ctx.request.language === "ja" ? "" : " "}${note}` : engagers;
}
