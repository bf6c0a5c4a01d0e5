import type { Operation } from "@xa/core/contract/operation";
import type { FastifyInstance } from "fastify";
import { type RouteHandler, route } from "../http/route.ts";

/**
 * Registers a suite read and its twin of the token group (premium-token-contract) with the same
 * handler: the twin's route config makes the guard take the pro-targeting token instead of a session.
 */
export function readRoute<O extends Operation>(app: FastifyInstance, op: O, twin: O, handler: RouteHandler<O>): void {
  route(app, op, handler);
  route(app, twin, handler, { config: { proTargeting: true } });
}
