/**
 * The analysis engine: one request → the sections it asks for, each computed from the store.
 *
 * What each query type analyses (the scope, built in build-scope.ts):
 * - handle: the account (handle case-insensitive, with or without @). Posts = its posts in the date
 *   range; audience = its followers in the store (follows.followee_id).
 * - keyword ("Audience"): posts = posts in the range matching the keyword query (full-text
 *   search on the GIN-indexed tsvector, hashtags on the hashtags array), by authors in `country`
 *   when one is given; audience = the distinct authors of those posts.
 * - conversation: posts = the matching posts in the range plus the replies in their conversations
 *   (same conversation_id, also in the range); audience = their authors.
 * - post: the post (id or URL) with its direct replies and quotes, whenever they were posted (the
 *   range does not apply); audience = the accounts that engaged with it (likes, reposts, replies,
 *   quotes) plus the authors of its replies and quotes.
 * For handle and post analyses `country` narrows the audience to accounts in that country.
 *
 * The scope is found once and pinned in tables of its own (build-scope.ts), shared by the card
 * requests of one analysis (scope-cache.ts), so no section searches the store for it again. Every section is its
 * own function (sections/), runs only when asked (or, without `sections`, when core's
 * SECTIONS_BY_QUERY_TYPE lists it for the query type), and all run concurrently: on PostgreSQL
 * each takes a pool connection; PGlite runs them one after another. Intermediates several sections
 * share (counts, the audience sample, the audience's follow aggregation, demographics, engaged
 * posts, bios) are memoised per request. Sections that read each audience member's posts,
 * engagements or bio use a fixed 1,000-account sample of large audiences (follow edges: 5,000) and
 * say so in their base.
 */
import type { AnalyzeQueryResponse, SectionName, SectionResult } from "@xa/core";
import { sectionTimeout } from "@xa/core/analysis/section-error";
import { sectionsForQueryType } from "@xa/core/analysis/section-steps";
import type { Db } from "../db/database.ts";
import { type AnalysisContext, createContext, queryScope, type ResolvedAnalysis } from "./analysis-context.ts";
import { pinScope } from "./build-scope.ts";
import { computeAudienceSize, computeLargestFollowers, computeSampleAccounts } from "./sections/account-sections.ts";
import { computeHashtagsSelfView, computeInteracted, computeSelfView } from "./sections/audience-term-sections.ts";
import { computeDemographic, computeInterests, computeLanguages } from "./sections/demographic-sections.ts";
import { computeSimilarAccounts, computeTopAccounts } from "./sections/follow-graph-sections.ts";
import { computeConversationPosts, computePosts } from "./sections/post-sections.ts";
import { computeProfile } from "./sections/profile-section.ts";
import { computeShareOfVoiceSection } from "./sections/share-of-voice-section.ts";
import {
  computeScopeKeywordPairs,
  computeScopeTerms,
  computeSeo,
  computeSubreddits,
  computeTopics,
} from "./sections/term-sections.ts";
import { computeConversationVolume, computeFollowerGrowth, computeSentiment } from "./sections/time-sections.ts";
import { startDeadline, TIMED_OUT } from "./time-budget.ts";

type Compute = (ctx: AnalysisContext) => Promise<SectionResult | null>;

/**
 * The function that computes each section. Which sections a query type shows is core's
 * SECTIONS_BY_QUERY_TYPE; a function returns null when its section has no meaning for the request
 * (profile and follower growth without an account, similar accounts without a handle, share of
 * voice with nothing to compare), and the section is left out.
 */
export const SECTIONS: Record<SectionName, Compute> = {
  profile: computeProfile,
  posts: computePosts,
  audience_size: computeAudienceSize,
  similar_accounts: computeSimilarAccounts,
  top_accounts: computeTopAccounts,
  largest_followers: computeLargestFollowers,
  follower_growth: computeFollowerGrowth,
  hashtags_used_by_handle: (c) => computeScopeTerms(c, "hashtags"),
  keywords_used_by_handle: (c) => computeScopeTerms(c, "keywords"),
  keyword_combinations_used_by_handle: computeScopeKeywordPairs,
  sample_accounts: computeSampleAccounts,
  countries: (c) => computeDemographic(c, "countries"),
  languages: computeLanguages,
  genders: (c) => computeDemographic(c, "genders"),
  age_groups: (c) => computeDemographic(c, "age_groups"),
  seo: computeSeo,
  cities: (c) => computeDemographic(c, "cities"),
  interests_of_this_audience: computeInterests,
  topics: computeTopics,
  most_interacted_emojis: (c) => computeInteracted(c, "most_interacted_emojis"),
  most_interacted_hashtags: (c) => computeInteracted(c, "most_interacted_hashtags"),
  most_interacted_keywords: (c) => computeInteracted(c, "most_interacted_keywords"),
  most_interacted_keyword_combinations: (c) => computeInteracted(c, "most_interacted_keyword_combinations"),
  hashtags_self_view: computeHashtagsSelfView,
  audience_self_view: (c) => computeSelfView(c, false),
  audience_self_view_combinations: (c) => computeSelfView(c, true),
  job_titles: (c) => computeDemographic(c, "job_titles"),
  subreddits: computeSubreddits,
  conversation_volume: computeConversationVolume,
  sentiment_analysis: computeSentiment,
  conversation_posts: computeConversationPosts,
  share_of_voice: computeShareOfVoiceSection,
};

/**
 * The sections computed when the request names none: the ones core lists for its query type
 * (what the analysis page shows). Share of voice compares the request's share_of_voice keywords,
 * whatever the type, else the keyword query's groups where the type shows it.
 */
export function defaultSections(request: ResolvedAnalysis): SectionName[] {
  const names = sectionsForQueryType(request.queryType).filter(
    (name) => name !== "share_of_voice" || request.shareOfVoice !== null || request.keywordQuery !== null,
  );
  if (request.shareOfVoice !== null && !names.includes("share_of_voice")) names.push("share_of_voice");
  return names;
}

/**
 * Computes the asked sections of a resolved request (its type's sections when none are asked).
 * An asked section outside the type's list is still computed when it means something for the
 * request (e.g. the hashtags of a keyword's posts); one that does not is left out, never an error.
 * With a `budgetMs`, a section not done in time (pinning the scope counts against it) answers
 * core's timeout object in `errors` instead; its work goes on and the scope is let go after it.
 */
export async function runAnalysis(
  db: Db,
  request: ResolvedAnalysis,
  asked: readonly SectionName[] | undefined,
  options: { budgetMs?: number } = {},
): Promise<AnalyzeQueryResponse> {
  const names = asked ? [...new Set(asked)] : defaultSections(request);
  const deadline = startDeadline(options.budgetMs);
  try {
    const pinning = pinScope(db, request);
    const scope = await deadline.within(pinning);
    if (scope === TIMED_OUT) {
      void pinning.then(
        (late) => late.release(),
        () => {},
      );
      return answer(request, [], names, false);
    }
    let work: Promise<SectionResult | null>[];
    let demoWork: Promise<{ demo: boolean }[]>;
    try {
      const ctx = createContext(db, request, scope, new Set(names));
      const { postCount, audienceCount } = scope;
      void ctx.memo("postCount", async () => postCount);
      if (audienceCount !== null) void ctx.memo("audienceCount", async () => audienceCount);
      work = names.map((name) => SECTIONS[name](ctx));
      // Demo data when the analysed account or a post in scope is generated (authors and audiences
      // follow from those), not whenever the store holds a demo world beside imported data.
      demoWork = queryScope<{ demo: boolean }>(
        ctx,
        (p) =>
          `SELECT ${p.add(request.account?.is_demo ?? false, "boolean")} OR EXISTS (SELECT 1 FROM scope_posts WHERE is_demo) AS demo`,
      );
    } catch (error) {
      scope.release();
      throw error;
    }
    // The pinned tables stay until every part has ended, late ones included.
    void Promise.allSettled([...work, demoWork]).then(() => scope.release());
    const [results, demo] = await Promise.all([
      Promise.all(work.map((w) => deadline.within(w))),
      deadline.within(demoWork),
    ]);
    const done = names.flatMap((name, i) => {
      const result = results[i];
      return result === TIMED_OUT || !result ? [] : [[name, result] as const];
    });
    const late = names.filter((_, i) => results[i] === TIMED_OUT);
    return answer(request, done, late, demo !== TIMED_OUT && (demo[0]?.demo ?? false));
  } finally {
    deadline.clear();
  }
}

function answer(
  request: ResolvedAnalysis,
  done: readonly (readonly [SectionName, SectionResult])[],
  late: readonly SectionName[],
  demo: boolean,
): AnalyzeQueryResponse {
  const sections: AnalyzeQueryResponse["sections"] = {};
  for (const [name, result] of done) sections[name] = result;
  const errors: NonNullable<AnalyzeQueryResponse["errors"]> = {};
  for (const name of late) errors[name] = sectionTimeout();
  return {
    query_type: request.queryType,
    resolved: {
      query: request.query,
      handle: request.account && request.queryType === "handle" ? (request.account.handle ?? null) : null,
      post_id: request.postId,
      start_date: request.start.toISOString(),
      end_date: request.end.toISOString(),
      country: request.countryLabel,
      widened: request.widened ?? [],
      community: request.community ?? null,
    },
    sections,
    ...(late.length > 0 ? { errors } : {}),
    demo_data: demo,
  };
}
