import { creatorsContract } from "@xa/core/creators/creators-contract";
import type { AudienceExpression } from "@xa/core/targeting/audience-builder";
import type { FastifyInstance } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import { parseQueryOr400, resolveWindow } from "../analysis/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findConfig, packageAudienceSelect, packageTermsFilter, resolveAudience } from "../targeting/index.ts";
import { requireCreatorFinder } from "./creators-guard.ts";
import type { CreatorScope } from "./rank-creators.ts";
import { rankCreators } from "./rank-creators.ts";

/**
 * POST /api/external/creators/: on the public store, for an analyst (counted against their limits
 * and, with X-Team, their team's; 404 for a team they are not in, and for a saved audience they
 * may not read).
 */
export function registerCreatorsRoutes(app: FastifyInstance, deps: Deps): void {
  // A ranking over every author of a topic: on the heavy lane, so it never queues ahead of short requests.
  const db = deps.db.heavy;
  route(app, creatorsContract.findCreators, async ({ body, query }, request) => {
    const auth = await requireCreatorFinder(deps, request);
    const scope =
      body.audience_id === undefined
        ? await queryScope(deps, body)
        : await savedScope(deps, auth.user.id, body.audience_id, body);
    const range = await resolveWindow(db, body, deps.now());
    const ranked = await rankCreators(db, {
      scope,
      ...range,
      sort: body.sort,
      limit: query.limit,
      offset: query.offset,
    });
    const context = scope.kind === "saved" ? scope.saved.name : body.query;
    await recordToolUse(deps, auth.user.id, "creators", context);
    return ranked;
  });
}

type Body = { query: string; audience?: AudienceExpression | undefined };

/** A keyword query's creators, for the query's authors or for an audience built from criteria. */
async function queryScope(deps: Deps, body: Body): Promise<CreatorScope> {
  if (!body.query.trim()) throw badRequest(said("queryRequired", { type: "creators" }));
  const keywordQuery = parseQueryOr400(body.query);
  // Without an audience, the query's authors are the audience: the builder's "posted about" criterion.
  const expression: AudienceExpression = body.audience ?? {
    join: "and",
    criteria: [{ kind: "posted_about", query: body.query, exclude: false }],
  };
  const audience = await resolveAudience(deps.db.heavy, expression);
  return { kind: body.audience ? "built" : "query_authors", query: keywordQuery, audience };
}

/** A saved audience's creators: its selected terms find them, the accounts it reaches are the audience. */
async function savedScope(deps: Deps, userId: number, id: number, body: Body): Promise<CreatorScope> {
  // Who may read the config is asked first, so another team's id is a 404 whatever else the body says.
  const { row } = await findConfig(deps.db, userId, id);
  if (body.query.trim()) throw badRequest(said("creators.queryOrAudience"));
  if (body.audience) throw badRequest(said("creators.audienceWithSaved"));
  const wrapper = { targeting_package: row.targeting_package, countries: row.countries };
  if (packageTermsFilter(wrapper, []) === "false") {
    throw badRequest(said("creators.savedHasNoTerms", { name: row.name }));
  }
  return {
    kind: "saved",
    saved: { id: row.id, name: row.name },
    matches: (values) => packageTermsFilter(wrapper, values),
    // The terms always reach their authors, so the package selects someone.
    audience: (values) => packageAudienceSelect(wrapper, values) ?? "SELECT NULL::text AS id WHERE false",
  };
}
