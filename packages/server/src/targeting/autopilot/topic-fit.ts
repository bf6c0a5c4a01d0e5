import { shrunkUpper } from "@xa/core/targeting/lift-bounds";
import { type RankOptions, rankTerms, scriptOf } from "@xa/core/targeting/rank-terms";
import type { Db } from "../../db/database.ts";
import { buyableKeywords } from "./audience-keywords.ts";
import type { AudienceTermCounts } from "./audience-terms.ts";
import { CJK_POST } from "./store-term-stats.ts";

/** How many of the audience's best keywords and of its best hashtags say what its topic is. */
export const ANCHOR_TERMS = 8;
/**
 * A term's users across the store must be the anchors' people at least this many times as often as
 * chance (at the 95% upper bound): otherwise the term is everyday language that an active
 * audience happens to write more ("ngl", "ranking"), not its topic.
 */
export const MIN_TOPIC_FIT = 2;

/** How many of the best-ranked keywords and hashtags are judged: more than a package holds, as some go. */
const JUDGED_TERMS = 150;

/**
 * The audience's keywords and hashtags that are not its topic (see offTopicTerms), judged by its
 * ANCHOR_TERMS best keywords and hashtags in the request's order.
 */
export async function offTopicOfAudience(
  db: Db,
  counts: { keywords: readonly AudienceTermCounts[]; hashtags: readonly AudienceTermCounts[] },
  rank: RankOptions & { countries: readonly string[] },
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const labels = (ranked: { label: string }[]) => ranked.map((r) => r.label);
  const keywords = labels(rankTerms(buyableKeywords(counts.keywords, rank), { ...rank, limit: JUDGED_TERMS }));
  const hashtags = labels(rankTerms(counts.hashtags, { ...rank, limit: JUDGED_TERMS }));
  const anchors = { keywords: keywords.slice(0, ANCHOR_TERMS), hashtags: hashtags.slice(0, ANCHOR_TERMS) };
  return offTopicTerms(db, { keywords, hashtags }, anchors);
}

/** The terms to judge and the anchors to judge them by, per kind. */
export type FitTerms = { keywords: readonly string[]; hashtags: readonly string[] };

/**
 * The keywords and hashtags whose users across the store are not the anchors' people: of the
 * store's accounts using each term, how many also use an anchor (the audience's own best terms),
 * against chance, the share of the store's posts that accounts using an anchor write (of its CJK
 * posts for a CJK term, when that is more). A term too few use to tell is kept, and so are the anchors.
 */
export async function offTopicTerms(
  db: Db,
  candidates: FitTerms,
  anchors: FitTerms,
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const none = { keywords: new Set<string>(), hashtags: new Set<string>() };
  if (anchors.keywords.length + anchors.hashtags.length === 0) return none;
  // Chance is the anchors' people's share of the store's posts, not of its accounts: they post
  // more than most, so they use any everyday word more often than most accounts do.
  const [base] = await db.query<{ anchored: number; posts: number; cjk_anchored: number; cjk_posts: number }>(
    `WITH anchored AS (
       SELECT DISTINCT p.author_id AS id FROM posts p
       WHERE p.author_id IS NOT NULL AND (p.keywords && $1::text[] OR p.hashtags && $2::text[]))
     SELECT count(a.id)::int AS anchored, count(*)::int AS posts,
       count(a.id) FILTER (WHERE ${CJK_POST})::int AS cjk_anchored, count(*) FILTER (WHERE ${CJK_POST})::int AS cjk_posts
     FROM posts p LEFT JOIN anchored a ON a.id = p.author_id WHERE p.author_id IS NOT NULL`,
    [[...anchors.keywords], [...anchors.hashtags]],
  );
  const ratio = (a = 0, b = 0) => (b > 0 ? a / b : 0);
  const share = ratio(base?.anchored, base?.posts);
  const cjkShare = ratio(base?.cjk_anchored, base?.cjk_posts);
  const out = none;
  for (const [kind, column] of [
    ["keywords", "keywords"],
    ["hashtags", "hashtags"],
  ] as const) {
    const own = new Set(anchors[kind]);
    const judged = candidates[kind].filter((t) => !own.has(t));
    if (judged.length === 0) continue;
    const rows = await db.query<{ term: string; users: number; anchored: number }>(
      `WITH anchored AS (
         SELECT DISTINCT p.author_id AS id FROM posts p
         WHERE p.author_id IS NOT NULL AND (p.keywords && $2::text[] OR p.hashtags && $3::text[]))
       SELECT t AS term, count(DISTINCT p.author_id)::int AS users,
         count(DISTINCT p.author_id) FILTER (WHERE a.id IS NOT NULL)::int AS anchored
       FROM posts p CROSS JOIN LATERAL unnest(p.${column}) AS t LEFT JOIN anchored a ON a.id = p.author_id
       WHERE p.author_id IS NOT NULL AND p.${column} && $1::text[] AND t = ANY($1::text[])
       GROUP BY t`,
      [judged, [...anchors.keywords], [...anchors.hashtags]],
    );
    for (const r of rows) {
      const chance = scriptOf(r.term) === "cjk" ? Math.max(share, cjkShare) : share;
      if (shrunkUpper(r.anchored, r.users * chance) < MIN_TOPIC_FIT) out[kind].add(r.term);
    }
  }
  return out;
}
