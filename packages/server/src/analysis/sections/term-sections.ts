import type { SectionResult } from "@xa/core";
import { INTERESTS, INTEREST_TOPIC_WORDS as TOPIC_WORDS } from "@xa/core/social/interests";
import { type AnalysisContext, postsBase, queryScope } from "../analysis-context.ts";
import { shareOf, termItems } from "../section-math.ts";
import { countScopePosts } from "./scope-counts.ts";

/** Hashtags, keywords or emojis of the analysed posts: posts using each. */
export async function computeScopeTerms(ctx: AnalysisContext, column: "hashtags" | "keywords"): Promise<SectionResult> {
  const [rows, count] = await Promise.all([
    queryScope<{ term: string; n: number }>(
      ctx,
      (p) => `SELECT t AS term, count(*)::int AS n FROM scope_posts sp, unnest(sp.${column}) AS t
        GROUP BY t ORDER BY n DESC, t LIMIT ${p.add(ctx.request.limit, "int")}`,
    ),
    countScopePosts(ctx),
  ]);
  return {
    kind: "terms",
    base: postsBase(ctx, count),
    ...(column === "keywords" ? { method: ctx.text("keywordsMethod") } : {}),
    items: termItems(rows, count),
  };
}

/** Keyword pairs used together in one post, most frequent first (pairs seen at least twice). */
export async function computeScopeKeywordPairs(ctx: AnalysisContext): Promise<SectionResult> {
  const [rows, count] = await Promise.all([
    queryScope<{ term: string; n: number }>(
      ctx,
      // Pairs among the scope's 60 most used keywords only: a rare word cannot make a top pair.
      // Each post pairs its own words: a self-join of all posts' words would sort far more rows.
      (p) => `, top AS MATERIALIZED (SELECT coalesce(array_agg(t), '{}') AS words FROM (SELECT t FROM scope_posts sp,
            unnest(sp.keywords) AS t GROUP BY t ORDER BY count(*) DESC, t LIMIT 60) x),
        kw AS MATERIALIZED (SELECT ARRAY(SELECT w FROM unnest(sp.keywords) AS w WHERE w = ANY(top.words)) AS ws
          FROM scope_posts sp, top WHERE sp.keywords && top.words)
        SELECT a.w || ' + ' || b.w AS term, count(*)::int AS n FROM kw, unnest(kw.ws) AS a(w), unnest(kw.ws) AS b(w)
        WHERE a.w < b.w GROUP BY a.w, b.w HAVING count(*) >= 2 ORDER BY n DESC, a.w, b.w LIMIT ${p.add(ctx.request.limit, "int")}`,
    ),
    countScopePosts(ctx),
  ]);
  return {
    kind: "terms",
    base: postsBase(ctx, count),
    method: ctx.text(["keywordsMethod", "keywordPairsMethod"]),
    items: termItems(rows, count),
  };
}

/** Posts of the store used as the "whole store" side of lift: all of it, or a fixed sample of large stores. */
const STORE_SAMPLE_POSTS = 20_000;

/**
 * SEO keywords: the most used keywords of these posts, ranked by lift, how many times more often
 * they appear here than in the store as a whole (a fixed sample of it when large).
 */
export async function computeSeo(ctx: AnalysisContext): Promise<SectionResult> {
  const limit = ctx.request.limit;
  const [candidates, count] = await Promise.all([
    queryScope<{ term: string; n: number }>(
      ctx,
      (p) => `SELECT t AS term, count(*)::int AS n FROM scope_posts sp, unnest(sp.keywords) AS t
        GROUP BY t ORDER BY n DESC, t LIMIT ${p.add(limit * 3, "int")}`,
    ),
    countScopePosts(ctx),
  ]);
  const [size] = await ctx.db.query<{ reltuples: number; small: number }>(
    `SELECT (SELECT reltuples::float8 FROM pg_class WHERE oid = 'posts'::regclass) AS reltuples,
       (SELECT count(*)::int FROM (SELECT 1 FROM posts LIMIT ${STORE_SAMPLE_POSTS + 1}) s) AS small`,
  );
  const sampled = (size?.small ?? 0) > STORE_SAMPLE_POSTS;
  // TABLESAMPLE SYSTEM reads whole pages: cheap, and REPEATABLE keeps it the same from run to run.
  const percent = sampled
    ? Math.min(100, (100 * STORE_SAMPLE_POSTS) / Math.max(size?.reltuples ?? 0, STORE_SAMPLE_POSTS))
    : 100;
  const from = sampled ? `posts TABLESAMPLE SYSTEM (${percent.toFixed(4)}) REPEATABLE (7)` : "posts";
  const store = await ctx.db.query<{ term: string | null; n: number }>(
    `WITH s AS MATERIALIZED (SELECT keywords FROM ${from})
     SELECT t AS term, count(*)::int AS n FROM s, unnest(s.keywords) AS t WHERE t = ANY($1::text[]) GROUP BY t
     UNION ALL SELECT NULL, count(*)::int FROM s`,
    [candidates.map((c) => c.term)],
  );
  const storePosts = store.find((r) => r.term === null)?.n ?? 0;
  const inStore = new Map(store.filter((r) => r.term !== null).map((r) => [r.term as string, r.n]));
  const items = candidates
    .map((c) => {
      // Half a post when the sample has none: a finite, conservative lift.
      const storeShare = Math.max(inStore.get(c.term) ?? 0, 0.5) / Math.max(storePosts, 1);
      const lift = Math.round((c.n / Math.max(count, 1) / storeShare) * 100) / 100;
      return { term: c.term, count: c.n, share: shareOf(c.n, count), lift };
    })
    .sort((a, b) => b.lift - a.lift || b.count - a.count || (a.term < b.term ? -1 : 1))
    .slice(0, limit);
  return {
    kind: "terms",
    base: postsBase(ctx, count),
    method: ctx.text(["keywordsMethod", sampled ? "seoMethodSampled" : "seoMethodAll"], {
      storePosts,
      candidates: limit * 3,
    }),
    items,
  };
}

/** Topics of the analysed posts: posts whose keywords or hashtags name a topic of the interests taxonomy. */
export async function computeTopics(ctx: AnalysisContext): Promise<SectionResult> {
  const [rows, count] = await Promise.all([
    queryScope<{ term: string; n: number }>(
      ctx,
      (p) => `SELECT m.id AS term, count(DISTINCT sp.id)::int AS n
        FROM scope_posts sp, unnest(sp.keywords || sp.hashtags) AS w,
          unnest(${p.add(
            TOPIC_WORDS.map((t) => t.word),
            "text[]",
          )}, ${p.add(
            TOPIC_WORDS.map((t) => t.id),
            "text[]",
          )}) AS m(word, id)
        WHERE m.word = w GROUP BY m.id ORDER BY n DESC, m.id LIMIT ${p.add(ctx.request.limit, "int")}`,
    ),
    countScopePosts(ctx),
  ]);
  const label = new Map(INTERESTS.map((i) => [i.id, i[ctx.request.language]]));
  return {
    kind: "terms",
    base: postsBase(ctx, count),
    method: ctx.text("topicsMethod"),
    items: rows.map((r) => ({ term: label.get(r.term) ?? r.term, count: r.n, share: shareOf(r.n, count) })),
  };
}

/**
 * Where the analysed posts were discussed on Reddit: the Reddit posts among them grouped by
 * subreddit (posts, distinct authors, share of the Reddit posts), most posts first. Without a Reddit
 * post the note says why: the store holds no Reddit data, the handle's posts are X's, or none matched.
 */
export async function computeSubreddits(ctx: AnalysisContext): Promise<SectionResult> {
  const rows = await queryScope<{ term: string; n: number; authors: number; total: number }>(
    ctx,
    // Reddit's names ignore case ("r/coffee" is r/Coffee): grouped as one, named as most posts write it.
    (p) => `, r AS (SELECT subreddit, author_id FROM scope_posts WHERE subreddit IS NOT NULL)
      SELECT mode() WITHIN GROUP (ORDER BY subreddit) AS term, count(*)::int AS n,
        count(DISTINCT author_id)::int AS authors, (SELECT count(*)::int FROM r) AS total
      FROM r GROUP BY lower(subreddit) ORDER BY n DESC, authors DESC, lower(subreddit)
      LIMIT ${p.add(ctx.request.limit, "int")}`,
  );
  const total = rows[0]?.total ?? 0;
  const base = {
    unit: "posts" as const,
    count: total,
    description: ctx.text("redditPostsOf", { posts: ctx.scope.postsBase }),
  };
  if (total > 0) {
    return {
      kind: "terms",
      base,
      method: ctx.text("subredditsMethod"),
      items: rows.map((r) => ({ term: r.term, count: r.n, share: shareOf(r.n, total), authors: r.authors })),
    };
  }
  return { kind: "terms", base, note: ctx.text(await noSubredditsNote(ctx)), items: [] };
}

/** Why no subreddit is shown. The partial index on subreddit answers "any Reddit post at all" with one probe. */
async function noSubredditsNote(ctx: AnalysisContext): Promise<"noRedditData" | "noSubreddits" | "noRedditMatches"> {
  const [any] = await ctx.db.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM posts WHERE subreddit IS NOT NULL) AS found",
  );
  if (!any?.found) return "noRedditData";
  return ctx.request.queryType === "handle" ? "noSubreddits" : "noRedditMatches";
}
