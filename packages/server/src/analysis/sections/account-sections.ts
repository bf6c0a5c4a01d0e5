import type { SectionResult } from "@xa/core";
import { type AccountRow, type AnalysisContext, audienceBase, queryScope } from "../analysis-context.ts";
import { ACCOUNT_COLUMNS } from "../resolve-request.ts";
import { toAccountSummary } from "../summaries.ts";
import { countAudience, LARGEST_SAMPLE, sampleHead, withEngagersNote } from "./scope-counts.ts";

const audienceLabel = (ctx: AnalysisContext, n: number) =>
  ctx.request.queryType === "handle"
    ? ctx.text(n === 1 ? "audienceSizeFollowersOne" : "audienceSizeFollowers")
    : ctx.text(n === 1 ? "audienceSizeAccountsOne" : "audienceSizeAccounts");

/** How many accounts the audience holds (of a post's, how many of its public engagers that is). */
export async function computeAudienceSize(ctx: AnalysisContext): Promise<SectionResult> {
  const [n, note] = await Promise.all([countAudience(ctx), withEngagersNote(ctx)]);
  return {
    kind: "count",
    base: audienceBase(ctx, n),
    value: n,
    label: audienceLabel(ctx, n),
    ...(note ? { note } : {}),
  };
}

/** The audience's accounts with the most followers. */
export async function computeLargestFollowers(ctx: AnalysisContext): Promise<SectionResult> {
  const [rows, n] = await Promise.all([
    queryScope<AccountRow>(
      ctx,
      (p) => `SELECT ${ACCOUNT_COLUMNS} FROM scope_audience s JOIN accounts a ON a.id = s.id
        ORDER BY a.followers_count DESC NULLS LAST, a.id LIMIT ${p.add(ctx.request.limit, "int")}`,
    ),
    countAudience(ctx),
  ]);
  return {
    kind: "accounts",
    base: audienceBase(ctx, n),
    // Ranked by the follower count every account shows: a score would show it a second time.
    items: rows.map((r) => toAccountSummary(r)),
  };
}

/**
 * A fixed pseudo-random sample of the audience (the same accounts on every run): the first accounts
 * of the shared sample order that the store has profiles of.
 */
export async function computeSampleAccounts(ctx: AnalysisContext): Promise<SectionResult> {
  const [ids, n, note] = await Promise.all([
    sampleHead(ctx, LARGEST_SAMPLE),
    countAudience(ctx),
    withEngagersNote(ctx),
  ]);
  const rows = await ctx.db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM unnest($1::text[]) WITH ORDINALITY s(id, ord) JOIN accounts a ON a.id = s.id
     ORDER BY s.ord LIMIT $2::int`,
    [ids, ctx.request.limit],
  );
  return {
    kind: "accounts",
    base: audienceBase(ctx, n),
    ...(note ? { note } : {}),
    items: rows.map((r) => toAccountSummary(r)),
  };
}
