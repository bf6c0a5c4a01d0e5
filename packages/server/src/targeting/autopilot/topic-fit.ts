import type { KeywordTerm } from "@xa/core/analysis/keyword-query";
import { shrunkLower, shrunkUpper } from "@xa/core/targeting/lift-bounds";
import { type RankOptions, rankTerms, scriptOf } from "@xa/core/targeting/rank-terms";
import { keywordExclusionsFilter } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { onX } from "../../social/index.ts";
import { buyableKeywords } from "./audience-keywords.ts";
import type { AudienceTermCounts } from "./audience-terms.ts";
import { median } from "./brief-terms.ts";
import { keepCoherentTerms } from "./coherent-terms.ts";
import { CJK_POST, type StoreSize } from "./store-term-stats.ts";

/** How many of the audience's best keywords and of its best hashtags say what its topic is. */
export const ANCHOR_TERMS = 8;
/**
 * A term's users across the store must be the anchors' people at least this many times as often as
 * chance (at the 95% upper bound): otherwise the term is everyday language that an active
 * audience happens to write more ("ngl", "ranking"), not its topic.
 */
export const MIN_TOPIC_FIT = 2;

/** How many of the best-ranked terms shown to be the topic say how often a topic term's users are the anchors' people. */
const TYPICAL_TERMS = 10;
/** A term's users are kept as the topic's when at least this part of them looks like a typical topic term's. */
export const MIN_TOPIC_PURITY = 0.5;

/** How many of the best-ranked keywords and hashtags are judged: more than a package holds, as some go. */
const JUDGED_TERMS = 150;

/**
 * The audience's keywords and hashtags that are not its topic (see offTopicTerms), judged by its
 * ANCHOR_TERMS best keywords and hashtags in the request's order.
 */
export async function offTopicOfAudience(
  db: Db,
  postsTable: string,
  counts: { keywords: readonly AudienceTermCounts[]; hashtags: readonly AudienceTermCounts[] },
  rank: RankOptions & { countries: readonly string[] },
  store: StoreSize,
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const labels = (ranked: { label: string }[]) => ranked.map((r) => r.label);
  const keywords = labels(rankTerms(buyableKeywords(counts.keywords, rank), { ...rank, limit: JUDGED_TERMS }));
  const hashtags = labels(rankTerms(counts.hashtags, { ...rank, limit: JUDGED_TERMS }));
  // The best terms of a small audience can be words a few of it happen to use: the anchors are
  // those whose authors use the others (see keepCoherentTerms), so chance is not everyone's.
  const pool: KeywordTerm[] = [
    ...keywords
      .slice(0, ANCHOR_TERMS)
      .map((value): KeywordTerm => ({ kind: value.includes(" ") ? "phrase" : "word", value })),
    ...hashtags.slice(0, ANCHOR_TERMS).map((value): KeywordTerm => ({ kind: "hashtag", value })),
  ];
  const { kept } = await keepCoherentTerms(db, [], pool, store);
  const anchors = {
    keywords: kept.filter((t) => t.kind !== "hashtag").map((t) => t.value),
    hashtags: kept.filter((t) => t.kind === "hashtag").map((t) => t.value),
  };
  const off = await offTopicTerms(db, { keywords, hashtags }, anchors, store);
  if (anchors.keywords.length + anchors.hashtags.length === 0) return off;
  const apart = await apartFromTopic(db, postsTable, { keywords, hashtags }, anchors);
  for (const t of apart.keywords) off.keywords.add(t);
  for (const t of apart.hashtags) off.hashtags.add(t);
  // A term ranked below those judged is not shown to be the topic either: it would fill the place of
  // the judged terms that were not (a small audience's rare chatter words).
  const judged = { keywords: new Set(keywords), hashtags: new Set(hashtags) };
  for (const c of counts.keywords) if (!judged.keywords.has(c.term)) off.keywords.add(c.term);
  for (const c of counts.hashtags) if (!judged.hashtags.has(c.term)) off.hashtags.add(c.term);
  return off;
}

/** The terms to judge and the anchors to judge them by, per kind. */
export type FitTerms = { keywords: readonly string[]; hashtags: readonly string[] };

/**
 * The keywords and hashtags whose users across the store are not the anchors' people: of the
 * store's accounts using each term, how many also use an anchor (the audience's own best terms),
 * against chance, the share of the store's posts that accounts using an anchor write (of its CJK
 * posts for a CJK term, when that is more). A term is kept only when its users are shown to be the
 * anchors' people more often than chance (the 95% lower bound): a word two of a small audience happen to
 * write among many others' is not its topic. The anchors are kept.
 */
export async function offTopicTerms(
  db: Db,
  candidates: FitTerms,
  anchors: FitTerms,
  store: Pick<StoreSize, "authoredPosts" | "cjkPosts">,
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const none = { keywords: new Set<string>(), hashtags: new Set<string>() };
  if (anchors.keywords.length + anchors.hashtags.length === 0) return none;
  const judged = {
    keywords: candidates.keywords.filter((t) => !anchors.keywords.includes(t)),
    hashtags: candidates.hashtags.filter((t) => !anchors.hashtags.includes(t)),
  };
  // Only the anchors' people's posts are read: a term's users are the store's counts (`store`), and
  // chance is the share of the store's posts that the anchors' people write, not of its accounts
  // (they post more than most, so they write any everyday word more). The index finds their posts.
  const params: unknown[] = [
    [...anchors.keywords],
    [...anchors.hashtags],
    judged.keywords,
    judged.hashtags,
    store.authoredPosts,
    store.cjkPosts,
  ];
  const indexed = keywordExclusionsFilter(
    [
      ...anchors.keywords.map((value): KeywordTerm => ({ kind: "word", value })),
      ...anchors.hashtags.map((value): KeywordTerm => ({ kind: "hashtag", value })),
    ],
    params,
  );
  const rows = await db.query<{ kind: string; term: string; users: number; anchored: number }>(
    `WITH anchored AS MATERIALIZED (
       SELECT DISTINCT p.author_id AS id FROM posts p
       WHERE p.author_id IS NOT NULL AND ${onX("p")} AND ${indexed} AND (p.keywords && $1::text[] OR p.hashtags && $2::text[])),
     theirs AS MATERIALIZED (
       SELECT p.keywords, p.hashtags, p.author_id, ${CJK_POST} AS cjk FROM posts p JOIN anchored a ON a.id = p.author_id),
     used AS (
       SELECT DISTINCT 'keywords' AS kind, t AS term, x.author_id FROM theirs x, unnest(x.keywords) AS t
         WHERE t = ANY($3::text[])
       UNION ALL
       SELECT DISTINCT 'hashtags', t, x.author_id FROM theirs x, unnest(x.hashtags) AS t WHERE t = ANY($4::text[]))
     SELECT c.kind, c.term, greatest(s.accounts, u.n, 0)::int AS users, coalesce(u.n, 0)::int AS anchored
     FROM (SELECT 'keywords' AS kind, unnest($3::text[]) AS term
           UNION ALL SELECT 'hashtags', unnest($4::text[])) c
       LEFT JOIN (SELECT kind, term, count(*) AS n FROM used GROUP BY kind, term) u
         ON u.kind = c.kind AND u.term = c.term
       LEFT JOIN targeting_term_stats s ON s.kind = left(c.kind, -1) AND s.term = c.term
     WHERE s.accounts > 0 OR u.n > 0
     UNION ALL SELECT 'chance', 'all', $5::int, count(*)::int FROM theirs
     UNION ALL SELECT 'chance', 'cjk', $6::int, (count(*) FILTER (WHERE cjk))::int FROM theirs`,
    params,
  );
  const shareOf = (which: string) => {
    const r = rows.find((x) => x.kind === "chance" && x.term === which);
    return r && r.users > 0 ? (r.anchored ?? 0) / r.users : 0;
  };
  const share = shareOf("all");
  const cjkShare = shareOf("cjk");
  const out = none;
  const chanceOf = (term: string) => (scriptOf(term) === "cjk" ? Math.max(share, cjkShare) : share);
  const lifted: { kind: string; term: string; share: number; chance: number }[] = [];
  for (const r of rows) {
    if (r.kind !== "keywords" && r.kind !== "hashtags") continue;
    const chance = chanceOf(r.term);
    const expected = r.users * chance;
    if (shrunkUpper(r.anchored, expected) < MIN_TOPIC_FIT || shrunkLower(r.anchored, expected) < 1)
      out[r.kind].add(r.term);
    else lifted.push({ kind: r.kind, term: r.term, share: r.anchored / r.users, chance });
  }
  // Active people write every word more: twice chance is not yet the topic. A term's users must be
  // the anchors' people about as often as a typical topic term's are (see coherentTerms' purity).
  const rank = new Map([...judged.keywords, ...judged.hashtags].map((t, i) => [t, i]));
  const typical = median(
    [...lifted]
      .sort((a, b) => (rank.get(a.term) ?? 0) - (rank.get(b.term) ?? 0))
      .slice(0, TYPICAL_TERMS)
      .map((t) => t.share),
  );
  for (const t of lifted) {
    if (typical === null || typical <= t.chance) continue;
    if ((t.share - t.chance) / (typical - t.chance) < MIN_TOPIC_PURITY)
      out[t.kind as "keywords" | "hashtags"].add(t.term);
  }
  return out;
}

/**
 * A term's posts in the audience must use an anchor at least this share as often as the audience's
 * posts do: a topic's words are written with its other words, its everyday words about as often as
 * any post, and the other topic its people also write about (skincare beside coffee) almost never.
 */
export const MIN_TOPIC_POST_SHARE = 0.5;
/** Pseudo-posts at the audience's own rate added to a term's: a term of two posts is not judged on them alone. */
const PRIOR_POSTS = 2;

/**
 * The audience's keywords and hashtags it writes apart from its topic: of the audience's posts
 * using the term, the share also using an anchor (shrunk toward the audience's overall share by
 * PRIOR_POSTS), below MIN_TOPIC_POST_SHARE of that overall share. The anchors are kept.
 */
export async function apartFromTopic(
  db: Db,
  postsTable: string,
  candidates: FitTerms,
  anchors: FitTerms,
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const out = { keywords: new Set<string>(), hashtags: new Set<string>() };
  const judged = {
    keywords: candidates.keywords.filter((t) => !anchors.keywords.includes(t)),
    hashtags: candidates.hashtags.filter((t) => !anchors.hashtags.includes(t)),
  };
  if (judged.keywords.length + judged.hashtags.length === 0) return out;
  const rows = await db.query<{ kind: string; term: string; posts: number; anchored: number }>(
    `WITH marked AS MATERIALIZED (
       SELECT p.keywords, p.hashtags, (p.keywords && $1::text[] OR p.hashtags && $2::text[]) AS anchored
       FROM ${postsTable} p)
     SELECT 'keywords' AS kind, t AS term, count(*)::int AS posts, count(*) FILTER (WHERE anchored)::int AS anchored
       FROM marked, unnest(marked.keywords) AS t WHERE t = ANY($3::text[]) GROUP BY t
     UNION ALL
     SELECT 'hashtags', t, count(*)::int, count(*) FILTER (WHERE anchored)::int
       FROM marked, unnest(marked.hashtags) AS t WHERE t = ANY($4::text[]) GROUP BY t
     UNION ALL SELECT 'all', '', count(*)::int, count(*) FILTER (WHERE anchored)::int FROM marked`,
    [[...anchors.keywords], [...anchors.hashtags], judged.keywords, judged.hashtags],
  );
  const all = rows.find((r) => r.kind === "all");
  if (!all || all.posts === 0) return out;
  const rate = all.anchored / all.posts;
  for (const r of rows) {
    if (r.kind !== "keywords" && r.kind !== "hashtags") continue;
    const share = (r.anchored + PRIOR_POSTS * rate) / (r.posts + PRIOR_POSTS);
    if (share < MIN_TOPIC_POST_SHARE * rate) out[r.kind].add(r.term);
  }
  return out;
}
