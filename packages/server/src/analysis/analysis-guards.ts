import { canAnalyse } from "@xa/core/analysis/analysis-permissions";
import type { FastifyRequest } from "fastify";
import { type Auth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";

/** The caller's session when they may analyse; a 403 otherwise (signed out, or a cookie call without the CSRF header). */
export async function requireAnalyst(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(deps, request);
  if (!canAnalyse(auth.user)) throw forbidden();
  return auth;
}
