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
