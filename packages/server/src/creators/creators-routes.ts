import { creatorsContract } from "@xa/core/creators/creators-contract";
import { canFindCreators } from "@xa/core/creators/creators-permissions";
import type { AudienceExpression } from "@xa/core/targeting/audience-builder";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import { parseQueryOr400, requireAnalyst, resolveWindow } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { resolveAudience } from "../targeting/index.ts";
import { rankCreators } from "./rank-creators.ts";

/**
 * POST /api/external/creators/: on the public store, for an analyst (counted against their limits
 * and, with X-Team, their team's; 404 for a team they are not in).
 */
export function registerCreatorsRoutes(app: FastifyInstance, deps: Deps): void {
  // A ranking over every author of a topic: on the heavy lane, so it never queues ahead of short requests.
  const db = deps.db.heavy;
  route(app, creatorsContract.findCreators, async ({ body, query }, request) => {
    const auth = await requireAnalyst(deps, request);
    if (!canFindCreators(auth.user)) throw forbidden();
    if (!body.query.trim()) throw badRequest(said("queryRequired", { type: "creators" }));
    const keywordQuery = parseQueryOr400(body.query);
    // Without an audience, the query's authors are the audience: the builder's "posted about" criterion.
    const expression: AudienceExpression = body.audience ?? {
      join: "and",
      criteria: [{ kind: "posted_about", query: body.query, exclude: false }],
    };
    const audience = await resolveAudience(db, expression);
    const range = await resolveWindow(db, body, deps.now());
    const ranked = await rankCreators(db, {
      query: keywordQuery,
      audience,
      audienceKind: body.audience ? "built" : "query_authors",
      ...range,
      sort: body.sort,
      limit: query.limit,
      offset: query.offset,
    });
    await recordToolUse(deps, auth.user.id, "creators", body.query);
    return ranked;
  });
}
