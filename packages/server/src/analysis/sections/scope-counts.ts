import type { SectionBase } from "@xa/core";
import { type AnalysisContext, queryScope, type SqlParams } from "../analysis-context.ts";

/**
 * Sections that read every audience member's posts, engagements or bio use a fixed-size sample of
 * the audience (the same one across sections and runs: ordered by a hash of the id). Their base
 * says so. Distributions and counts use the whole audience.
 */
export const AUDIENCE_SAMPLE = 1000;

/** The sampled audience's ids, found once per request. */
function sampleIds(ctx: AnalysisContext, size: number): Promise<string[]> {
  return ctx.memo(`sample:${size}`, async () =>
    (await queryScope<{ id: string }>(ctx, () => `SELECT id FROM scope_audience ORDER BY md5(id) LIMIT ${size}`)).map(
      (r) => r.id,
    ),
  );
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

/** The base of a sampled-audience section. */
export async function sampleBase(ctx: AnalysisContext, what: string): Promise<SectionBase> {
  const total = await countAudience(ctx);
  const n = Math.min(total, AUDIENCE_SAMPLE);
  const of =
    total > AUDIENCE_SAMPLE
      ? `a sample of ${n.toLocaleString("en-US")} of the ${total.toLocaleString("en-US")} ${ctx.scope.audienceBase}`
      : ctx.scope.audienceBase;
  return { unit: "accounts", count: n, description: `${what} of ${of}` };
}
