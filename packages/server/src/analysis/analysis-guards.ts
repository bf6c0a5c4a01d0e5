import { canAnalyse } from "@xa/core/analysis/analysis-permissions";
import type { FastifyRequest } from "fastify";
import { type Auth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { takeWorkLimit } from "../http/work-limits.ts";

/**
 * The caller's session when they may analyse, counted against their analyses per minute; a 403
 * otherwise (signed out, or a cookie call without the CSRF header), or a 429 past the limit.
 */
export async function requireAnalyst(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(deps, request);
  if (!canAnalyse(auth.user)) throw forbidden();
  await takeWorkLimit(deps, "analysis", auth.user.id);
  return auth;
}
