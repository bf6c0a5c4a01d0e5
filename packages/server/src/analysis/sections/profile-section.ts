import type { SectionResult } from "@xa/core";
import type { AnalysisContext } from "../analysis-context.ts";
import { isoOrNull, toAccountSummary } from "../summaries.ts";

type ProfileRow = {
  location: string | null;
  url: string | null;
  created_at: Date | string | null;
  post_count: number | null;
  is_demo: boolean;
};

/** The analysed account (handle analysis) or the post's author (post analysis), as the store knows it. */
export async function computeProfile(ctx: AnalysisContext): Promise<SectionResult | null> {
  const account = ctx.request.account;
  if (!account) return null;
  const [row] = await ctx.db.query<ProfileRow>(
    "SELECT location, url, created_at, post_count, is_demo FROM accounts WHERE id = $1",
    [account.id],
  );
  return {
    kind: "profile",
    base: {
      unit: "accounts",
      count: 1,
      description: ctx.text("profileBase", { who: `@${account.handle ?? account.id}` }),
    },
    account: {
      ...toAccountSummary(account),
      location: row?.location ?? null,
      url: row?.url ?? null,
      created_at: isoOrNull(row?.created_at),
      post_count: row?.post_count ?? null,
      is_demo: row?.is_demo ?? false,
    },
  };
}
