import type { QueryType, SectionName } from "./sections.ts";

/**
 * Which sections an analysis of each query type shows: the one list of what applies.
 * The analysis page asks for exactly these, one request per card, and the server computes these
 * when a request names no sections (share_of_voice only when there is something to compare).
 * Asked explicitly, the server computes any section that has a meaning for the request and leaves
 * out the ones that need what it lacks (profile and follower growth need an account, similar
 * accounts a handle).
 */
export const SECTIONS_BY_QUERY_TYPE: Record<QueryType, readonly SectionName[]> = {
  /** Handle analysis: the account, its followers as an audience, and what it posts. */
  handle: [
    "profile",
    "audience_size",
    "posts",
    "conversation_volume",
    "follower_growth",
    "countries",
    "languages",
    "genders",
    "age_groups",
    "cities",
    "sentiment_analysis",
    "similar_accounts",
    "top_accounts",
    "largest_followers",
    "sample_accounts",
    "hashtags_used_by_handle",
    "keywords_used_by_handle",
    "keyword_combinations_used_by_handle",
    "interests_of_this_audience",
    "job_titles",
    "topics",
    "seo",
    "most_interacted_emojis",
    "most_interacted_hashtags",
    "most_interacted_keywords",
    "most_interacted_keyword_combinations",
    "hashtags_self_view",
    "audience_self_view",
    "audience_self_view_combinations",
    "subreddits",
  ],
  /** Audience: the accounts that post about a keyword query. */
  keyword: [
    "audience_size",
    "posts",
    "conversation_volume",
    "countries",
    "languages",
    "genders",
    "age_groups",
    "cities",
    "sentiment_analysis",
    "share_of_voice",
    "top_accounts",
    "largest_followers",
    "sample_accounts",
    "interests_of_this_audience",
    "job_titles",
    "topics",
    "seo",
    "most_interacted_emojis",
    "most_interacted_hashtags",
    "most_interacted_keywords",
    "most_interacted_keyword_combinations",
    "hashtags_self_view",
    "audience_self_view",
    "audience_self_view_combinations",
    "subreddits",
  ],
  /** Conversation: the posts about a keyword query over a date range. */
  conversation: [
    "audience_size",
    "conversation_volume",
    "countries",
    "languages",
    "genders",
    "age_groups",
    "sentiment_analysis",
    "conversation_posts",
    "share_of_voice",
    "top_accounts",
    "topics",
    "seo",
    "most_interacted_emojis",
    "most_interacted_hashtags",
    "most_interacted_keywords",
    "most_interacted_keyword_combinations",
  ],
  /** Posts: one post, its author and the accounts that engaged with it. */
  post: [
    "profile",
    "posts",
    "audience_size",
    "conversation_volume",
    "countries",
    "languages",
    "genders",
    "age_groups",
    "cities",
    "sentiment_analysis",
    "conversation_posts",
    "sample_accounts",
    "top_accounts",
    "interests_of_this_audience",
    "job_titles",
    "most_interacted_emojis",
    "most_interacted_hashtags",
    "most_interacted_keywords",
  ],
};

/** A request still loading after this long is flagged 'took too long'. */
export const TOOK_TOO_LONG_MS = 30_000;

/** Requests run in steps, each step's requests in parallel, steps one after another. */
export const SECTION_STEP_COUNT = 3;
export type SectionSteps = [SectionName[], SectionName[], SectionName[]];

/**
 * Step 1: what the page leads with and is cheap (one account, one count, a page of posts, a volume);
 * step 2: shares of the base (demographics, sentiment); step 3: the heavy ones (follow-graph overlaps,
 * term mining over every post of the base). Sections not named here are heavy.
 */
const FIRST_STEP: ReadonlySet<SectionName> = new Set(["profile", "audience_size", "posts", "conversation_volume"]);
const SECOND_STEP: ReadonlySet<SectionName> = new Set([
  "countries",
  "languages",
  "genders",
  "age_groups",
  "cities",
  "sentiment_analysis",
]);

/** The step (0-based) a section loads in. */
export function sectionStep(section: SectionName): 0 | 1 | 2 {
  if (FIRST_STEP.has(section)) return 0;
  if (SECOND_STEP.has(section)) return 1;
  return 2;
}

/** The sections of a query type, in their page order. */
export function sectionsForQueryType(type: QueryType): readonly SectionName[] {
  return SECTIONS_BY_QUERY_TYPE[type];
}

/** The load plan of a query type: always three steps (a step may be empty), page order kept inside a step. */
export function sectionSteps(type: QueryType): SectionSteps {
  const steps: SectionSteps = [[], [], []];
  for (const section of sectionsForQueryType(type)) steps[sectionStep(section)].push(section);
  return steps;
}

/** The sections a step may start: every section of the earlier steps has settled (loaded or failed). */
export function stepMayStart(steps: SectionSteps, step: number, settled: (section: SectionName) => boolean): boolean {
  return steps.slice(0, step).every((earlier) => earlier.every(settled));
}
