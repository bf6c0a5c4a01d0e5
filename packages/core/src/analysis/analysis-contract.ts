import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { analyzeHandlesRequest, analyzeHandlesResponse } from "./analyze-handles.ts";
import { analyzeQueryRequest, analyzeQueryResponse } from "./analyze-query.ts";
import {
  keywordExplainRequest,
  keywordExplainResponse,
  shareOfVoiceRequest,
  shareOfVoiceResponse,
  trendingTopicsQuery,
  trendingTopicsResponse,
} from "./keyword-query-api.ts";
import { sectionResult } from "./sections.ts";
import { xConversationsRequest, xConversationsResponse } from "./x-conversations.ts";

/** The age bands of an analysis's audience, with the base they are shares of. */
export const ageGroupsResponse = z.object({
  age_percentages: z.record(z.string(), z.number()),
  base: z.object({ unit: z.string(), count: z.number(), description: z.string() }),
  unknown_share: z.number(),
  method: z.string(),
});
export type AgeGroups = z.infer<typeof ageGroupsResponse>;

/** Audiences that overlap an analysis's: each a named group of accounts with its size. */
export const relatedAudiencesResponse = z.object({
  audience_configs: z.array(
    z.object({ id: z.string(), name: z.string(), size: z.number(), categories: z.array(z.string()) }),
  ),
});
export type RelatedAudiences = z.infer<typeof relatedAudiencesResponse>;

/** One accounts section (similar or top accounts) of an analysis. */
export const accountsResponse = z.object({ query_type: analyzeQueryResponse.shape.query_type, section: sectionResult });
export type AccountsResponse = z.infer<typeof accountsResponse>;

const tags = ["analysis"] as const;
// 400: bad input or a query that cannot be read; 403: signed out; 404: no such handle or post.
const analysisErrors = [400, 403, 404] as const;

function analysis<const P extends string, R extends z.ZodType>(path: P, summary: string, response: R) {
  return operation({
    method: "POST",
    path,
    summary,
    tags,
    headers: teamHeaders,
    body: analyzeQueryRequest,
    status: 200,
    response,
    errors: analysisErrors,
  });
}

/**
 * The analysis API: the analysis endpoints under /api/external/. They read the public store,
 * nothing team-scoped, so any signed-in user may call them.
 */
export const analysisContract = {
  analyzeQuery: analysis(
    "/api/external/analyze-query/",
    "An analysis of a handle, keyword query, conversation or post: the sections asked for",
    analyzeQueryResponse,
  ),
  analyzeHandles: operation({
    method: "POST",
    path: "/api/external/analyze-handles/",
    summary: "Handle analyses of 2 to 20 handles, each answering its result or its error, in the order sent",
    tags,
    headers: teamHeaders,
    body: analyzeHandlesRequest,
    status: 200,
    response: analyzeHandlesResponse,
    // 429: the caller's or team's analyses per minute, one per handle
    errors: [400, 403, 429],
  }),
  findXConversations: operation({
    method: "POST",
    path: "/api/external/x-conversations/",
    summary:
      "The reply threads in the store of a keyword query's posts, largest first: root post, replies, participants",
    tags,
    headers: teamHeaders,
    body: xConversationsRequest,
    status: 200,
    response: xConversationsResponse,
    errors: analysisErrors,
  }),
  computeAgeGroups: analysis(
    "/api/external/compute-age-groups/",
    "The age bands of an analysis's audience",
    ageGroupsResponse,
  ),
  findRelatedAudiences: analysis(
    "/api/external/find-related-audiences/",
    "Audiences that overlap an analysis's",
    relatedAudiencesResponse,
  ),
  findSimilarAccounts: analysis(
    "/api/external/similar-accounts/",
    "The similar accounts section of a handle's analysis",
    accountsResponse,
  ),
  findTopAccounts: analysis("/api/external/top-accounts/", "The top accounts section of an analysis", accountsResponse),
  explainKeywordQuery: operation({
    method: "POST",
    path: "/api/external/keyword-explain/",
    summary: "How many posts each group and each exclusion of a keyword query matches",
    tags,
    headers: teamHeaders,
    body: keywordExplainRequest,
    status: 200,
    response: keywordExplainResponse,
    errors: [400, 403],
  }),
  findTrendingTopics: operation({
    method: "GET",
    path: "/api/external/trending-topics/",
    // The window ends now, or at the newest post when the store's data is older (x-window-end header).
    summary: "Rising hashtags and keywords of posts by authors in a country (an array; x-window-end: the window's end)",
    tags,
    headers: teamHeaders,
    query: trendingTopicsQuery,
    status: 200,
    response: trendingTopicsResponse,
    errors: [400, 403],
  }),
  computeShareOfVoice: operation({
    method: "POST",
    path: "/api/external/share-of-voice/",
    summary: "Share of voice across keywords, each with aliases",
    tags,
    headers: teamHeaders,
    body: shareOfVoiceRequest,
    status: 200,
    response: shareOfVoiceResponse,
    errors: [400, 403],
  }),
};
