import { influencersContract } from "@xa/core/creators/influencers-contract";
import type { FastifyInstance } from "fastify";
import { findAccountByHandle, parseQueryOr400, resolveWindow } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { requireCreatorFinder } from "./creators-guard.ts";
import { findHandleInfluencers, findQueryInfluencers } from "./find-influencers.ts";

/** GET /api/external/insights-influencer/: on the public store, for an analyst who may find creators. */
export function registerInfluencerRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db.heavy;
  route(app, influencersContract.findInfluencers, async ({ query }, request) => {
    await requireCreatorFinder(deps, request);
    const language = requestLanguage(request);
    if (query.handle) {
      const account = await findAccountByHandle(db, query.handle);
      return findHandleInfluencers(db, {
        accountId: account.id,
        handle: account.handle ?? query.handle.replace(/^@/, ""),
        limit: query.limit,
        language,
      });
    }
    const keywordQuery = parseQueryOr400(query.query ?? "");
    const range = await resolveWindow(db, query, deps.now());
    return findQueryInfluencers(db, { query: keywordQuery, ...range, limit: query.limit, language });
  });
}
