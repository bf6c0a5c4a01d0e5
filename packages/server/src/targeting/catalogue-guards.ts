import { canUseCatalogues } from "@xa/core/targeting/targeting-permissions";
import type { FastifyRequest } from "fastify";
import { type Auth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";

/** The caller's session when they may read catalogues; a 403 otherwise (signed out, or a cookie call without the CSRF header). */
export async function requireCatalogueUser(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(deps, request);
  if (!canUseCatalogues(auth.user)) throw forbidden();
  return auth;
}
