import { LIFT_CONFIDENCE_Z } from "./lift-bounds.ts";
import { scoreOf, scriptOf } from "./rank-terms.ts";
import type { PackageOrder } from "./targeting-options.ts";
import type { TermEvidence } from "./targeting-package.ts";

/** A look-alike candidate: ranked by its order's score, with what the store says of its own posts. */
export type HandleCandidate = {
  label: string;
  evidence: TermEvidence;
  followers: number | null;
  /** its posts in the store, and how many of them use the audience's terms */
  posts: number;
  onTopicPosts: number;
  /** its name and bio, read for the audience's terms when it has no post in the store */
  profile: string;
};

/**
 * Whether a profile names one of the terms: a CJK term or a phrase anywhere in it, a word as a whole word
 * or hashtag ("ev" is not in "developer").
 */
export function profileMentions(profile: string, terms: readonly string[]): boolean {
  const text = profile.toLowerCase();
  const words = new Set(text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean));
  return terms.some((term) => {
    const t = term.toLowerCase().replace(/^#/, "");
    if (!t) return false;
    return scriptOf(t) === "cjk" || t.includes(" ") ? text.includes(t) : words.has(t);
  });
}

/** Below this many posts in the store an account's share of posts on topic is not shown (see topicShareLower). */
export const FIT_MIN_POSTS = 3;
/**
 * A handle is suggested only when, at 95% confidence, at least this share of its posts is on the audience's
 * terms: two of a football club's five posts mentioning coffee do not make it a coffee account.
 */
export const FIT_MIN_TOPIC_SHARE = 0.2;
/** The fit an account with too few posts to show a share is ranked with: behind the accounts known to post on topic. */
export const UNKNOWN_TOPIC_FIT = 0.25;

/** Share of a candidate's posts on the audience's terms; null when it posts too little to tell. */
export function topicShareOf(c: Pick<HandleCandidate, "posts" | "onTopicPosts">): number | null {
  return c.posts < FIT_MIN_POSTS ? null : c.onTopicPosts / c.posts;
}

/** The lower one-sided 95% Wilson bound of the share of a candidate's posts on the audience's terms. */
export function topicShareLower(c: Pick<HandleCandidate, "posts" | "onTopicPosts">): number {
  if (c.posts === 0) return 0;
  const z2 = LIFT_CONFIDENCE_Z ** 2;
  const p = c.onTopicPosts / c.posts;
  const centre = p + z2 / (2 * c.posts);
  const margin = LIFT_CONFIDENCE_Z * Math.sqrt((p * (1 - p)) / c.posts + z2 / (4 * c.posts ** 2));
  return Math.max(0, (centre - margin) / (1 + z2 / c.posts));
}

/**
 * Look-alike handles by topical fit: the order's score of the audience's overlap with the account
 * (who of the audience follows or engages with it, against the store) times the share of its own
 * posts on the audience's terms. A handle under the minimum reach (or of unknown reach), or not shown
 * to post on the audience's terms often enough (FIT_MIN_TOPIC_SHARE), or with no post and a profile that
 * names none of the terms, is left out: a buyer targets the followers of accounts that matter
 * to this audience, not of a football club its members also follow.
 */
export function rankHandles<C extends HandleCandidate>(
  candidates: readonly C[],
  options: { order: PackageOrder; minFollowers: number; limit: number; terms: readonly string[] },
): (C & { topicShare: number | null })[] {
  const kept: (C & { topicShare: number | null; score: number })[] = [];
  for (const c of candidates) {
    if (c.followers === null || c.followers < options.minFollowers) continue;
    const topicShare = topicShareOf(c);
    // Even a post or two off the terms is evidence: only an account with no post in the store is of unknown fit.
    if (c.posts > 0 && topicShareLower(c) < FIT_MIN_TOPIC_SHARE) continue;
    // With no post to read, its profile has to say it is of the topic.
    if (c.posts === 0 && !profileMentions(c.profile, options.terms)) continue;
    const score = scoreOf(options.order, c.evidence) * (topicShare ?? UNKNOWN_TOPIC_FIT);
    kept.push({ ...c, topicShare, score });
  }
  kept.sort((a, b) => b.score - a.score || b.evidence.accounts - a.evidence.accounts || (a.label < b.label ? -1 : 1));
  return kept.slice(0, options.limit).map(({ score: _score, ...rest }) => rest as C & { topicShare: number | null });
}
