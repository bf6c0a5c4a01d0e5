import { netSentiment } from "@xa/core/monitors/monitor-change";
import type { HeadlineFigures } from "@xa/core/monitors/monitors-contract";
import type { Db } from "../db/database.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";
import { createContext, queryScope, type ResolvedAnalysis } from "./analysis-context.ts";
import { pinScope } from "./build-scope.ts";
import { computeScopeTerms } from "./sections/term-sections.ts";

/** Hashtags a run keeps: the most used. */
const TOP_HASHTAGS = 5;

/**
 * A request's headline figures, over the same scope the analysis reads (its posts in the window,
 * by query or handle, in the country): posts, their distinct authors, engagements, sentiment and
 * the top hashtags, as the analysis's own sections count them. What monitors keep of each run.
 */
export async function headlineFigures(db: Db, request: ResolvedAnalysis): Promise<HeadlineFigures> {
  const scope = await pinScope(db, { ...request, limit: TOP_HASHTAGS });
  try {
    const ctx = createContext(db, { ...request, limit: TOP_HASHTAGS }, scope, new Set(["hashtags_used_by_handle"]));
    const [[row], hashtags] = await Promise.all([
      queryScope<{
        posts: number;
        authors: number;
        engagements: number;
        positive: number;
        neutral: number;
        negative: number;
      }>(
        ctx,
        () => `SELECT count(*)::int AS posts, count(DISTINCT p.author_id)::int AS authors,
          coalesce(sum(${POST_ENGAGEMENTS_SQL}), 0)::float8 AS engagements,
          count(*) FILTER (WHERE p.sentiment = 'positive')::int AS positive,
          count(*) FILTER (WHERE p.sentiment = 'neutral')::int AS neutral,
          count(*) FILTER (WHERE p.sentiment = 'negative')::int AS negative
          FROM scope_posts p`,
      ),
      computeScopeTerms(ctx, "hashtags"),
    ]);
    const posts = row?.posts ?? 0;
    const positive = row?.positive ?? 0;
    const negative = row?.negative ?? 0;
    return {
      posts,
      authors: row?.authors ?? 0,
      engagements: row?.engagements ?? 0,
      positive,
      neutral: row?.neutral ?? 0,
      negative,
      net_sentiment: netSentiment(positive, negative, posts),
      top_hashtags: hashtags.kind === "terms" ? hashtags.items.map((i) => ({ term: i.term, count: i.count })) : [],
    };
  } finally {
    scope.release();
  }
}
