import { z } from "zod";
import type { Operation } from "../contract/operation.ts";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { analysisContract } from "./analysis-contract.ts";
import { analyzeQueryRequest, analyzeQueryResponse } from "./analyze-query.ts";

/** The two names the analysis calls also answer under: the explore and the xplore families. */
export const EXPLORE_FAMILIES = ["explore", "xplore"] as const;
export type ExploreFamily = (typeof EXPLORE_FAMILIES)[number];

const EXTERNAL = "/api/external/";

/**
 * An analysis call as one of the explore families serves it: the same input, answer and handler,
 * one path segment over (/api/external/analyze-query/ → /api/external/explore/analyze-query/).
 */
export function exploreAlias<const O extends Operation>(op: O, family: ExploreFamily): O {
  if (!op.path.startsWith(EXTERNAL)) throw new Error(`${op.path} is not an external analysis call`);
  return {
    ...op,
    path: `${EXTERNAL}${family}/${op.path.slice(EXTERNAL.length)}`,
    summary: `${op.summary} (the ${family} family: the same call as ${op.path})`,
  };
}

type Aliases<C extends Record<string, Operation>> = { [K in keyof C]: C[K] };

function aliasesOf<C extends Record<string, Operation>>(contract: C, family: ExploreFamily): Aliases<C> {
  return Object.fromEntries(
    Object.entries(contract).map(([name, op]) => [name, exploreAlias(op, family)]),
  ) as Aliases<C>;
}

/** The explore query analyzer's body: an analysis request, and who the audience is meant for. */
export const queryAnalyzerRequest = analyzeQueryRequest.extend({
  /** the ad account the audience is meant for, kept with the query */
  ad_account_id: z.string().trim().max(100).optional(),
  /** where to send results, kept with the query; checked: 'Invalid email address' */
  email: z.string().trim().max(254).optional(),
});
export type QueryAnalyzerRequest = z.input<typeof queryAnalyzerRequest>;

/**
 * The analysis, and the id of its query as stored for the caller's team (or for the caller alone
 * without X-Team): the audience creator builds from it (`audience_creator_query_id` in its request).
 */
export const queryAnalyzerResponse = analyzeQueryResponse.extend({ audience_creator_query_id: z.string() });
export type QueryAnalyzerResponse = z.infer<typeof queryAnalyzerResponse>;

const queryAnalyzer = operation({
  method: "POST",
  path: "/api/external/query-analyzer/",
  summary:
    "An analysis as analyze-query answers it, its query kept for the team so the audience creator can build from it (audience_creator_query_id)",
  tags: ["analysis"],
  headers: teamHeaders,
  body: queryAnalyzerRequest,
  status: 200,
  response: queryAnalyzerResponse,
  // 400: bad input or an address that is not one; 403: signed out; 404: no such handle or post, or a team the caller is not in
  errors: [400, 403, 404],
});

/** The same operation at another path, typed as the operation itself so one handler serves both. */
function atPath<const O extends Operation>(op: O, path: string): O {
  return { ...op, path, summary: `${op.summary} (at ${path})` };
}

/** The query analyzer: under /api/external/ and as the team dashboard's POST /api/explore-x/. */
export const queryAnalyzerContract = {
  queryAnalyzer,
  exploreX: atPath(queryAnalyzer, "/api/explore-x/"),
};

/** Every call of the analysis engine that the explore families alias, with the query analyzer. */
const engineCalls = { ...analysisContract, queryAnalyzer };

/**
 * The explore and xplore call families: every analysis call under /api/external/explore/ and
 * /api/external/xplore/, answered by the analysis engine's own handlers (not a second engine).
 */
export const exploreContract = aliasesOf(engineCalls, "explore");
export const xploreContract = aliasesOf(engineCalls, "xplore");
