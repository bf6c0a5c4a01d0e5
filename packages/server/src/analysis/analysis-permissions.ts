import type { FastifyRequest } from "fastify";
import { type Auth, requireAuth, type UserRow } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";

/** Analyses read the public social store, nothing team-scoped: anyone signed in may run one. */
export function canAnalyse(user: Pick<UserRow, "id"> | null): boolean {
  return user !== null;
}

/** The caller's session when they may analyse; a 403 otherwise (signed out, or a cookie call without the CSRF header). */
export async function requireAnalyst(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(deps, request);
  if (!canAnalyse(auth.user)) throw forbidden();
  return auth;
}
