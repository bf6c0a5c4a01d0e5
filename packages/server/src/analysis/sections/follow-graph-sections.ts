import type { SectionResult } from "@xa/core";
import { type AccountRow, type AnalysisContext, audienceBase, queryScope } from "../analysis-context.ts";
import { ACCOUNT_COLUMNS } from "../resolve-request.ts";
import { toAccountSummary } from "../summaries.ts";
import { countAudience, LARGEST_SAMPLE, sampleCte, withEngagersNote } from "./scope-counts.ts";

/** How many of the most-followed accounts similar_accounts re-ranks by Jaccard similarity. */
const CANDIDATES = 100;
/** Audiences larger than this have their follow edges counted over a fixed sample of this size. */
const FOLLOW_SAMPLE = LARGEST_SAMPLE;

type Followee = { id: string; n: number };

/**
 * The accounts the audience follows most, with how many audience members follow each: one
 * aggregation over the audience's follow edges, shared by top_accounts and similar_accounts.
 * The analysed handle itself is left out (its whole audience follows it by definition).
 */
function countFollowees(ctx: AnalysisContext): Promise<{ followees: Followee[]; sampled: number | null }> {
  return ctx.memo("followees", async () => {
    const total = await countAudience(ctx);
    const sampled = total > FOLLOW_SAMPLE ? FOLLOW_SAMPLE : null;
    const sample = sampled ? await sampleCte(ctx, FOLLOW_SAMPLE) : () => "";
    const rows = await queryScope<Followee>(ctx, (p) => {
      const self = ctx.request.account && ctx.request.queryType === "handle" ? ctx.request.account.id : "";
      return `${sample(p)} SELECT f.followee_id AS id, count(*)::int AS n
        FROM follows f JOIN ${sampled ? "sample_audience" : "scope_audience"} s ON s.id = f.follower_id
        WHERE f.followee_id <> ${p.add(self, "text")}
        GROUP BY f.followee_id ORDER BY n DESC, f.followee_id LIMIT ${p.add(Math.max(CANDIDATES, ctx.request.limit), "int")}`;
    });
    // A sample's counts, scaled to the whole audience: estimates, and labelled so.
    const scale = sampled ? total / sampled : 1;
    return { followees: rows.map((r) => ({ id: r.id, n: Math.round(r.n * scale) })), sampled };
  });
}

async function accountsById(ctx: AnalysisContext, ids: string[]): Promise<Map<string, AccountRow>> {
  const rows = await ctx.db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const stub = (id: string): AccountRow => ({
  id,
  handle: null,
  name: null,
  avatar_url: null,
  bio: null,
  followers_count: null,
  following_count: null,
  verified: null,
  country: null,
});

/** Accounts most followed by the audience: score = audience members following them. */
export async function computeTopAccounts(ctx: AnalysisContext): Promise<SectionResult> {
  const [{ followees, sampled }, total, note] = await Promise.all([
    countFollowees(ctx),
    countAudience(ctx),
    withEngagersNote(ctx),
  ]);
  const top = followees.slice(0, ctx.request.limit);
  const byId = await accountsById(
    ctx,
    top.map((f) => f.id),
  );
  return {
    kind: "accounts",
    base: audienceBase(ctx, total),
    method: sampled ? ctx.text("topAccountsMethodSampled", { n: sampled }) : ctx.text("topAccountsMethod"),
    ...(note ? { note } : {}),
    items: top.map((f) =>
      toAccountSummary(
        byId.get(f.id) ?? stub(f.id),
        f.n,
        ctx.text(sampled ? "scoreFollowingEstimated" : "scoreFollowing"),
      ),
    ),
  };
}

/**
 * Accounts whose followers overlap most with the handle's: the accounts its followers follow most,
 * re-ranked by Jaccard similarity (shared followers ÷ followers of either), so huge accounts that
 * everybody follows do not crowd out the close peers.
 */
export async function computeSimilarAccounts(ctx: AnalysisContext): Promise<SectionResult | null> {
  if (ctx.request.queryType !== "handle") return null;
  const [{ followees, sampled }, total] = await Promise.all([countFollowees(ctx), countAudience(ctx)]);
  const candidates = followees.slice(0, CANDIDATES);
  const ids = candidates.map((f) => f.id);
  const [sizes, byId] = await Promise.all([
    ctx.db.query<{ id: string; n: number }>(
      "SELECT followee_id AS id, count(*)::int AS n FROM follows WHERE followee_id = ANY($1::text[]) GROUP BY followee_id",
      [ids],
    ),
    accountsById(ctx, ids),
  ]);
  const sizeOf = new Map(sizes.map((s) => [s.id, s.n]));
  const scored = candidates
    .map((f) => {
      const union = total + (sizeOf.get(f.id) ?? f.n) - f.n;
      return { id: f.id, score: union > 0 ? Math.round((f.n / union) * 10_000) / 10_000 : 0 };
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, ctx.request.limit);
  return {
    kind: "accounts",
    base: audienceBase(ctx, total),
    method: ctx.text(sampled ? "similarAccountsMethodSampled" : "similarAccountsMethod", {
      candidates: CANDIDATES,
      n: sampled ?? 0,
    }),
    items: scored.map((s) => toAccountSummary(byId.get(s.id) ?? stub(s.id), s.score, ctx.text("scoreJaccard"))),
  };
}
