import type { FastifyRequest } from "fastify";
import { type Auth, requireAuth, type UserRow } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";

/** The autopilot reads the public store: anyone signed in may generate a package. */
export function canGenerate(user: Pick<UserRow, "id"> | null): boolean {
  return user !== null;
}

/** A generation is its creator's alone: anyone else is told it does not exist. */
export function canSeeGeneration(user: Pick<UserRow, "id"> | null, generation: { created_by: number | null }): boolean {
  return user !== null && generation.created_by !== null && generation.created_by === user.id;
}

/** The caller's session when they may generate; a 403 otherwise (signed out, or a cookie call without the CSRF header). */
export async function requireGenerator(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(deps, request);
  if (!canGenerate(auth.user)) throw forbidden();
  return auth;
}
