import { DEFAULT_TREND_COUNTRY } from "@xa/core";
import { analysisContract } from "@xa/core/analysis/analysis-contract";
import { countryStatsContract } from "@xa/core/analysis/country-stats-contract";
import { formatKeywordQuery } from "@xa/core/analysis/keyword-query";
import { keywordSuggestionContract } from "@xa/core/analysis/keyword-suggestion-contract";
import { resolveCountry as countryCodeOf } from "@xa/core/i18n/country-codes";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { requireAnalyst } from "./analysis-guards.ts";
import { computeCountryStats } from "./country-stats.ts";
import { explainKeywordQuery } from "./explain-keyword-query.ts";
import { parseQueryOr400, resolveCountry, resolveRange } from "./resolve-request.ts";
import { serve } from "./serve-with-aliases.ts";
import { computeShareOfVoice } from "./share-of-voice.ts";
import { suggestKeywords } from "./suggest-keywords.ts";
import { findTrendingTopics, findTrendWindowEnd } from "./trending-topics.ts";

/** Keyword calls: explain a query's counts, suggest words as they are typed, trending topics by country, share of voice. */
export function registerKeywordRoutes(app: FastifyInstance, deps: Deps): void {
  // Analyses run on the heavy lane, so they never queue ahead of short requests.
  const db = deps.db.heavy;

  serve(app, analysisContract.explainKeywordQuery, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    const query = parseQueryOr400(body.query);
    const range = resolveRange(body, deps.now());
    const country = resolveCountry(body.country);
    const explained = await explainKeywordQuery(db, query, { ...range, country });
    return {
      query: formatKeywordQuery(query),
      start_date: range.start.toISOString(),
      end_date: range.end.toISOString(),
      ...explained,
    };
  });

  serve(app, analysisContract.findTrendingTopics, async ({ query }, request, reply) => {
    await requireAnalyst(deps, request);
    const { country, interval, intervals, min_count, limit } = query;
    const code = resolveCountry(country.trim() || DEFAULT_TREND_COUNTRY);
    const end = await findTrendWindowEnd(db, deps.now());
    reply.header("x-window-end", end.toISOString());
    return findTrendingTopics(db, { country: code, interval, intervals, end, minCount: min_count, limit });
  });

  route(app, keywordSuggestionContract.suggestKeywords, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    return suggestKeywords(db, {
      keyword: body.keyword,
      countryCode: resolveCountry(body.country),
      language: body.language,
      limit: body.limit,
    });
  });

  route(app, countryStatsContract.computeCountryStats, async ({ query }, request) => {
    const auth = await requireAnalyst(deps, request);
    const country = countryCodeOf(query.country);
    if (!country) throw badRequest(said("unknownCountry", { country: query.country }));
    const end = await findTrendWindowEnd(db, deps.now());
    const stats = await computeCountryStats(db, { country, days: query.days, end, limit: query.limit });
    await recordToolUse(deps, auth.user.id, "country_stats", country);
    return stats;
  });

  serve(app, analysisContract.computeShareOfVoice, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    const { keywords, country } = body;
    const range = resolveRange(body, deps.now());
    return computeShareOfVoice(db, {
      keywords,
      ...range,
      country: resolveCountry(country),
      language: requestLanguage(request),
    });
  });
}
