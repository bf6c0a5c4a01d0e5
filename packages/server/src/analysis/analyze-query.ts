/**
 * The analysis engine: one request → the sections it asks for, each computed from the store.
 *
 * What each query type analyses (the scope, built in build-scope.ts):
 * - handle: the account (handle case-insensitive, with or without @). Posts = its posts in the date
 *   range; audience = its followers in the store (follows.followee_id).
 * - keyword ("Audience"): posts = posts in the range matching the keyword query (spec §5, full-text
 *   search on the GIN-indexed tsvector, hashtags on the hashtags array), by authors in `country`
 *   when one is given; audience = the distinct authors of those posts.
 * - conversation: posts = the matching posts in the range plus the replies in their conversations
 *   (same conversation_id, also in the range); audience = their authors.
 * - post: the post (id or URL) with its direct replies and quotes, whenever they were posted (the
 *   range does not apply); audience = the accounts that engaged with it (likes, reposts, replies,
 *   quotes) plus the authors of its replies and quotes.
 * For handle and post analyses `country` narrows the audience to accounts in that country.
 *
 * Every section is its own function (sections/), runs only when asked (or, without `sections`,
 * when it applies to the query type), and all run concurrently: on PostgreSQL each takes a pool
 * connection; PGlite runs them one after another. Intermediates several sections share (counts,
 * the audience's follow aggregation, demographics, engaged posts, bios) are memoised per request.
 * Sections that read each audience member's posts, engagements or bio use a fixed 5,000-account
 * sample of large audiences and say so in their base.
 */
import type { AnalyzeQueryResponse, QueryType, SectionName, SectionResult } from "@xa/core";
import { SECTION_NAMES } from "@xa/core";
import type { Db } from "../db/database.ts";
import { type AnalysisContext, createContext, type ResolvedAnalysis } from "./analysis-context.ts";
import { materializeScope } from "./build-scope.ts";
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

type Compute = (ctx: AnalysisContext) => Promise<SectionResult | null>;
const ALL: readonly QueryType[] = ["handle", "keyword", "conversation", "post"];

/** Each section: the query types it applies to, and the function that computes it. */
export const SECTIONS: Record<SectionName, { types: readonly QueryType[]; compute: Compute }> = {
  profile: { types: ["handle", "post"], compute: computeProfile },
  posts: { types: ALL, compute: computePosts },
  audience_size: { types: ALL, compute: computeAudienceSize },
  similar_accounts: { types: ["handle"], compute: computeSimilarAccounts },
  top_accounts: { types: ALL, compute: computeTopAccounts },
  largest_followers: { types: ALL, compute: computeLargestFollowers },
  follower_growth: { types: ["handle"], compute: computeFollowerGrowth },
  hashtags_used_by_handle: { types: ALL, compute: (c) => computeScopeTerms(c, "hashtags") },
  keywords_used_by_handle: { types: ALL, compute: (c) => computeScopeTerms(c, "keywords") },
  keyword_combinations_used_by_handle: { types: ALL, compute: computeScopeKeywordPairs },
  sample_accounts: { types: ALL, compute: computeSampleAccounts },
  countries: { types: ALL, compute: (c) => computeDemographic(c, "countries") },
  languages: { types: ALL, compute: computeLanguages },
  genders: { types: ALL, compute: (c) => computeDemographic(c, "genders") },
  age_groups: { types: ALL, compute: (c) => computeDemographic(c, "age_groups") },
  seo: { types: ALL, compute: computeSeo },
  cities: { types: ALL, compute: (c) => computeDemographic(c, "cities") },
  interests_of_this_audience: { types: ALL, compute: computeInterests },
  topics: { types: ALL, compute: computeTopics },
  most_interacted_emojis: { types: ALL, compute: (c) => computeInteracted(c, "most_interacted_emojis") },
  most_interacted_hashtags: { types: ALL, compute: (c) => computeInteracted(c, "most_interacted_hashtags") },
  most_interacted_keywords: { types: ALL, compute: (c) => computeInteracted(c, "most_interacted_keywords") },
  most_interacted_keyword_combinations: {
    types: ALL,
    compute: (c) => computeInteracted(c, "most_interacted_keyword_combinations"),
  },
  hashtags_self_view: { types: ALL, compute: computeHashtagsSelfView },
  audience_self_view: { types: ALL, compute: (c) => computeSelfView(c, false) },
  audience_self_view_combinations: { types: ALL, compute: (c) => computeSelfView(c, true) },
  job_titles: { types: ALL, compute: (c) => computeDemographic(c, "job_titles") },
  subreddits: { types: ALL, compute: computeSubreddits },
  conversation_volume: { types: ALL, compute: computeConversationVolume },
  sentiment_analysis: { types: ALL, compute: computeSentiment },
  conversation_posts: { types: ALL, compute: computeConversationPosts },
  // Keyword types compare their own groups; any type compares the request's share_of_voice keywords.
  share_of_voice: { types: ALL, compute: computeShareOfVoiceSection },
};

/** The sections computed when the request names none: all that apply to its query type. */
export function defaultSections(request: ResolvedAnalysis): SectionName[] {
  return SECTION_NAMES.filter((name) => {
    if (!SECTIONS[name].types.includes(request.queryType)) return false;
    if (name === "share_of_voice") return request.shareOfVoice !== null || request.keywordQuery !== null;
    return true;
  });
}

/** Computes the asked sections of a resolved request. Sections that do not apply to its type are left out. */
export async function runAnalysis(
  db: Db,
  request: ResolvedAnalysis,
  asked: readonly SectionName[] | undefined,
): Promise<AnalyzeQueryResponse> {
  const names = asked
    ? [...new Set(asked)].filter((n) => SECTIONS[n].types.includes(request.queryType))
    : defaultSections(request);
  const scope = await materializeScope(db, request);
  const ctx = createContext(db, request, scope, new Set(names));
  void ctx.memo("postCount", async () => scope.postCount);
  const [results, demo] = await Promise.all([
    Promise.all(names.map(async (name) => [name, await SECTIONS[name].compute(ctx)] as const)),
    db.query<{ demo: boolean }>("SELECT EXISTS (SELECT 1 FROM demo_worlds) AS demo"),
  ]);
  const sections: AnalyzeQueryResponse["sections"] = {};
  for (const [name, result] of results) if (result) sections[name] = result;
  return {
    query_type: request.queryType,
    resolved: {
      query: request.query,
      handle: request.account && request.queryType === "handle" ? (request.account.handle ?? null) : null,
      post_id: request.postId,
      start_date: request.start.toISOString(),
      end_date: request.end.toISOString(),
      country: request.countryLabel,
    },
    sections,
    demo_data: demo[0]?.demo ?? false,
  };
}
