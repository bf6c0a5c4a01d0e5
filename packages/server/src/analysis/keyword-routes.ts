import { DEFAULT_TREND_COUNTRY } from "@xa/core";
import { formatKeywordQuery } from "@xa/core/analysis/keyword-query";
import {
  keywordExplainRequest,
  keywordExplainResponse,
  shareOfVoiceRequest,
  shareOfVoiceResponse,
  trendingTopicsQuery,
  trendingTopicsResponse,
} from "@xa/core/analysis/keyword-query-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAuth } from "../auth/sessions.ts";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { explainKeywordQuery } from "./explain-keyword-query.ts";
import { parseQueryOr400, resolveCountry, resolveRange } from "./resolve-request.ts";
import { computeShareOfVoice } from "./share-of-voice.ts";
import { findTrendingTopics, findTrendWindowEnd } from "./trending-topics.ts";

const tags = ["analysis"];
const security = [{ token: [] }];

/** Keyword calls (spec §5, §7): explain a query's counts, trending topics by country, share of voice. */
export function registerKeywordRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Analyses run on the heavy lane, so they never queue ahead of short requests.
  const db = deps.db.heavy;

  r.post(
    "/api/external/keyword-explain/",
    {
      schema: {
        tags,
        security,
        summary: "How many posts each group and each exclusion of a keyword query matches",
        body: keywordExplainRequest,
        response: { 200: keywordExplainResponse },
      },
    },
    async (request) => {
      await requireAuth(deps, request);
      const query = parseQueryOr400(request.body.query);
      const range = resolveRange(request.body, deps.now());
      const country = resolveCountry(request.body.country);
      const explained = await explainKeywordQuery(db, query, { ...range, country });
      return {
        query: formatKeywordQuery(query),
        start_date: range.start.toISOString(),
        end_date: range.end.toISOString(),
        ...explained,
      };
    },
  );

  r.get(
    "/api/external/trending-topics/",
    {
      schema: {
        tags,
        security,
        summary: "Rising hashtags and keywords of posts by authors in a country (an array)",
        description:
          "Each topic's count in the latest interval against the mean of the earlier intervals. The window ends now, or at the newest post when the store's data is older; the end is sent in the x-window-end header.",
        querystring: trendingTopicsQuery,
        response: { 200: trendingTopicsResponse },
      },
    },
    async (request, reply) => {
      await requireAuth(deps, request);
      const { country, interval, intervals, min_count, limit } = request.query;
      const code = resolveCountry(country.trim() || DEFAULT_TREND_COUNTRY);
      const end = await findTrendWindowEnd(db, deps.now());
      const topics = await findTrendingTopics(db, {
        country: code,
        interval,
        intervals,
        end,
        minCount: min_count,
        limit,
      });
      return reply.header("x-window-end", end.toISOString()).send(topics);
    },
  );

  r.post(
    "/api/external/share-of-voice/",
    {
      schema: {
        tags,
        security,
        summary: "Share of voice across keywords, each with aliases",
        body: shareOfVoiceRequest,
        response: { 200: shareOfVoiceResponse },
      },
    },
    async (request) => {
      await requireAuth(deps, request);
      const { keywords, country } = request.body;
      const range = resolveRange(request.body, deps.now());
      return computeShareOfVoice(db, {
        keywords,
        ...range,
        country: resolveCountry(country),
        language: requestLanguage(request),
      });
    },
  );
}
