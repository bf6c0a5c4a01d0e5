import { communitiesContract } from "@xa/core/communities/communities-contract";
import { canReadCommunities } from "@xa/core/communities/communities-permissions";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, notFound, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findCommunity, listCommunities } from "./community-queries.ts";

/** The store's X communities: a list to search and page, and one community's members and posts. */
export function registerCommunityRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = communitiesContract;

  const requireReader = async (request: Parameters<typeof requireAuth>[1]) => {
    const auth = await requireAuth(deps, request);
    if (!canReadCommunities(auth.user)) throw forbidden();
    return auth;
  };

  route(app, c.listCommunities, async ({ query }, request) => {
    await requireReader(request);
    return listCommunities(db, query);
  });

  route(app, c.getCommunity, async ({ query }, request) => {
    await requireReader(request);
    const community = await findCommunity(db, query.id);
    if (!community) throw notFound(said("noCommunity", { id: query.id }));
    return community;
  });
}
