import { shrunkLower } from "./lift-bounds.ts";
import type { PackageOrder } from "./targeting-options.ts";
import type { TermEvidence } from "./targeting-package.ts";

/** How often a term (keyword, hashtag or handle) is used by the audience and by the whole store. */
export type TermCounts = {
  term: string;
  /** audience posts that use it (for a handle: audience engagements with it) */
  posts: number;
  /** audience accounts that use it (or follow or engage with the handle) */
  accounts: number;
  /** accounts of the whole store that do */
  storeAccounts: number;
  /**
   * The accounts that could use the term at all, in the audience and in the store, when that is
   * not everyone: those writing in its script (see scriptOf). Without them lift compares a
   * Japanese audience's everyday Japanese words with a store that mostly writes English.
   */
  audienceBase?: number;
  storeBase?: number;
  /** posts of the whole store that use it, when known (keywords and hashtags) */
  storePosts?: number;
};

/** Which writers a term belongs to: Chinese, Japanese or Korean script, or any other. */
export type TermScript = "cjk" | "other";
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const scriptOf = (term: string): TermScript => (CJK.test(term) ? "cjk" : "other");

export type RankOptions = {
  audienceSize: number;
  storeSize: number;
  order: PackageOrder;
  /** terms never suggested: the brief's exclusions, stopwords (already lower-cased) */
  exclude?: ReadonlySet<string>;
  limit: number;
  /** the audience's posts and the store's, when known: the per-post floor (see postLiftOf) */
  audiencePosts?: number;
  storePosts?: number;
};

/**
 * Below this lift a term is generic (the audience uses it about as often as everyone): never suggested.
 * 1.5 = half as often again as the store.
 */
export const MIN_LIFT = 1.5;
/**
 * Reach ranks by accounts alone, so its floor is its only test of specificity. An audience found by
 * what it posts posts more than most, and uses everyday words ("good", "amazing") more often than
 * the store too, if less than twice as often: reach asks twice as often.
 */
export const REACH_MIN_LIFT = 2;
/** A term used by fewer audience accounts than this is a one-off, whatever its lift. */
export const MIN_SUPPORT = 2;
/** Ranking by lift also asks this share of the audience, so a rare term cannot win on one lucky count. */
export const RELEVANCE_MIN_SHARE = 0.01;
/**
 * Every order asks this share of the audience: a word three of a thousand people wrote is chance
 * (a word slipped into a few topic posts), and reaches no one worth buying it for.
 */
export const MIN_AUDIENCE_SHARE = 0.005;

/**
 * Share of the audience using a term over the share of the store doing so (1 = as often). With
 * bases (the accounts writing the term's script), the smaller of that and the same among those
 * writers: a term must stand out both ways. Among writers alone, a Japanese tag two of an English
 * audience's few Japanese writers use would stand out by chance; over everyone, a Japanese
 * audience's everyday words would.
 */
export function liftOf(c: TermCounts, audienceSize: number, storeSize: number): number {
  const ratio = (audience: number, store: number) =>
    audience <= 0 || store <= 0 || c.storeAccounts <= 0 ? 0 : c.accounts / audience / (c.storeAccounts / store);
  const overall = ratio(audienceSize, storeSize);
  if (c.audienceBase === undefined || c.storeBase === undefined) return overall;
  return Math.min(overall, ratio(c.audienceBase, c.storeBase));
}

/**
 * The lift a term has at least, with 95% confidence, shrunk toward 1 (see shrunkLower): the
 * audience accounts using it against the count expected by chance, the store's users of it × the
 * audience's share of the store. Two accounts of a 13-account audience using a word three of the
 * store use (lift 250) are bounded below 1; ten using one 350 use (lift 11) near 3. With script
 * bases, the base that gives the smaller lift, as liftOf.
 */
export function liftBoundOf(c: TermCounts, audienceSize: number, storeSize: number): number {
  if (audienceSize <= 0 || storeSize <= 0 || c.storeAccounts <= 0) return 0;
  let base = audienceSize / storeSize;
  if (c.audienceBase !== undefined && c.storeBase !== undefined && c.audienceBase > 0 && c.storeBase > 0)
    base = Math.max(base, c.audienceBase / c.storeBase);
  return shrunkLower(c.accounts, c.storeAccounts * base);
}

/**
 * The score an order ranks by:
 * - relevance: the lift (with at least RELEVANCE_MIN_SHARE of the audience using it);
 * - reach: the audience accounts using it;
 * - balanced: audience share × ln(lift), the term's part in how much the audience differs from the
 *   store (its summand in the Kullback-Leibler divergence): a term must be both common in the
 *   audience and specific to it. Doubling the share doubles it; doubling the lift adds ln 2 × share.
 */
export function scoreOf(order: PackageOrder, e: TermEvidence): number {
  if (order === "relevance") return e.lift;
  if (order === "reach") return e.accounts;
  return e.audience_share * Math.log(e.lift);
}

/**
 * Share of the audience's posts using a term over the share of the store's posts doing so; null
 * when the counts are not known. An audience found by what it posts posts more than most accounts,
 * so every common word reaches more of its accounts ("good", "amazing": 1.5-1.8 per account) while
 * its posts use them no more often than anyone's: a term must stand out per post too.
 */
export function postLiftOf(c: TermCounts, options: RankOptions): number | null {
  const { audiencePosts, storePosts } = options;
  if (!audiencePosts || !storePosts || c.storePosts === undefined) return null;
  const storeUses = Math.max(c.storePosts, c.posts);
  return storeUses <= 0 ? null : c.posts / audiencePosts / (storeUses / storePosts);
}

/**
 * The terms to suggest, best first by the order's score of the lift their counts make sure of
 * (liftBoundOf; ties: more accounts, then the term), each with its evidence and observed lift: only
 * terms with lift ≥ MIN_LIFT (REACH_MIN_LIFT in reach order) and used by ≥ MIN_SUPPORT audience accounts.
 */
export function rankTerms(
  counts: readonly TermCounts[],
  options: RankOptions,
): { label: string; evidence: TermEvidence }[] {
  const { audienceSize, storeSize, order } = options;
  const minShare = order === "relevance" ? RELEVANCE_MIN_SHARE : MIN_AUDIENCE_SHARE;
  const minAccounts = Math.max(MIN_SUPPORT, Math.ceil(audienceSize * minShare));
  const ranked: { label: string; evidence: TermEvidence; score: number }[] = [];
  for (const c of counts) {
    if (c.accounts < minAccounts || options.exclude?.has(c.term.toLowerCase())) continue;
    const lift = liftOf(c, audienceSize, storeSize);
    if (lift < (order === "reach" ? REACH_MIN_LIFT : MIN_LIFT)) continue;
    const perPost = postLiftOf(c, options);
    if (perPost !== null && perPost < MIN_LIFT) continue;
    const evidence: TermEvidence = {
      posts: c.posts,
      accounts: c.accounts,
      audience_share: Math.min(1, round(c.accounts / audienceSize, 4)),
      lift: round(lift, 2),
    };
    // Ranked by the lift the counts make sure of (the evidence shows the observed one): a rare
    // word a few of a small audience happen to use ranks below a word many of them use.
    const sure = Math.max(liftBoundOf(c, audienceSize, storeSize), Number.MIN_VALUE);
    ranked.push({ label: c.term, evidence, score: scoreOf(order, { ...evidence, lift: sure }) });
  }
  ranked.sort((a, b) => b.score - a.score || b.evidence.accounts - a.evidence.accounts || (a.label < b.label ? -1 : 1));
  return ranked.slice(0, options.limit).map(({ label, evidence }) => ({ label, evidence }));
}

/** Counts of terms in posts matching the brief against the store's, per post: what widens a brief. */
export type CooccurrenceCounts = { term: string; seedPosts: number; storePosts: number };

/** A widening term co-occurs this much more often with the brief's terms than in the store at large. */
export const WIDEN_MIN_LIFT = 4;
/**
 * …and at least this share of the posts using it match the brief: a word the brief's topic shares
 * with others ("take", "season") would bring their people into the audience.
 */
export const WIDEN_MIN_CONFIDENCE = 0.5;
/** …in at least this many of the posts matching the brief, and this share of them. */
export const WIDEN_MIN_POSTS = 3;
export const WIDEN_MIN_SHARE = 0.02;
/** At most this many terms are added to a brief. */
export const WIDEN_LIMIT = 10;

/**
 * The terms that widen a brief: those that occur in the posts matching it far more often than in
 * the store (lift per post ≥ WIDEN_MIN_LIFT), mostly in them (WIDEN_MIN_CONFIDENCE), frequent
 * enough among them, most frequent first. A Chinese or Japanese word the search index split out of
 * a compound is not what a user would search: a single character (浅 of 浅煎り), or a word that
 * the posts mostly write inside a longer term (テロ of #飯テロ, which alone finds news of attacks).
 */
export function pickWideningTerms(
  counts: readonly CooccurrenceCounts[],
  seedPosts: number,
  storePosts: number,
  exclude: ReadonlySet<string>,
): string[] {
  if (seedPosts <= 0 || storePosts <= 0) return [];
  const minPosts = Math.max(WIDEN_MIN_POSTS, Math.ceil(seedPosts * WIDEN_MIN_SHARE));
  const frequent = counts.filter((c) => c.seedPosts >= minPosts);
  const pieceOfCompound = (c: CooccurrenceCounts) =>
    scriptOf(c.term) === "cjk" &&
    !c.term.startsWith("#") &&
    ([...c.term].length === 1 ||
      frequent.some(
        (o) =>
          o.term !== c.term && o.term.replace(/^#/, "").includes(c.term) && o.seedPosts >= c.seedPosts * COMPOUND_SHARE,
      ));
  return frequent
    .filter((c) => !exclude.has(c.term) && c.storePosts > 0 && !pieceOfCompound(c))
    .filter((c) => c.seedPosts / c.storePosts >= WIDEN_MIN_CONFIDENCE)
    .map((c) => ({ term: c.term, n: c.seedPosts, lift: c.seedPosts / seedPosts / (c.storePosts / storePosts) }))
    .filter((c) => c.lift >= WIDEN_MIN_LIFT)
    .sort((a, b) => b.n - a.n || b.lift - a.lift || (a.term < b.term ? -1 : 1))
    .slice(0, WIDEN_LIMIT)
    .map((c) => c.term);
}

/** A word is a piece of a compound when a longer term holding it is in at least this share of as many posts. */
const COMPOUND_SHARE = 0.5;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
