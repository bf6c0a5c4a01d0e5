import { EXPLORE_FAMILIES, exploreAlias } from "@xa/core/analysis/explore-contract";
import type { Operation } from "@xa/core/contract/operation";
import type { FastifyInstance } from "fastify";
import { type RouteHandler, type RouteOptions, route } from "../http/route.ts";

/**
 * Registers an analysis call and its twins of the explore and xplore families (explore-contract)
 * with the same handler: the families are names of this engine, not a second one.
 */
export function serve<O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: RouteHandler<O>,
  options: RouteOptions = {},
): void {
  route(app, op, handler, options);
  for (const family of EXPLORE_FAMILIES) route(app, exploreAlias(op, family), handler, options);
}
