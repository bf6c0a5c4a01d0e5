import { relatedKeywordsContract } from "@xa/core/targeting/related-keywords-contract";
import type { FastifyInstance } from "fastify";
import { requireAnalyst, resolveRequest, type WidenWords } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findRelatedKeywords } from "./related-keywords.ts";

/**
 * POST /api/external/related-keywords/: on public store data, for an analyst (404 for a team named
 * by X-Team they are not in). The query, window and country are read as a keyword analysis reads them.
 */
export function registerRelatedKeywordsRoutes(app: FastifyInstance, deps: Deps, widen?: WidenWords): void {
  const db = deps.db.heavy;
  route(app, relatedKeywordsContract.findRelatedKeywords, async ({ body }, request) => {
    await requireAnalyst(deps, request);
    const language = requestLanguage(request);
    const resolved = await resolveRequest(db, { ...body, query_type: "keyword" }, deps.now(), language, widen);
    const searched = resolved.searchedQuery ?? resolved.keywordQuery;
    if (!searched) throw new Error("a keyword analysis resolves a keyword query");
    return findRelatedKeywords(db, {
      query: resolved.query ?? "",
      searched,
      start: resolved.start,
      end: resolved.end,
      countryCode: resolved.countryCode,
      limit: body.limit,
      language,
    });
  });
}
