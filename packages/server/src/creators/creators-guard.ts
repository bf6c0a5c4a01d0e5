import { canFindCreators } from "@xa/core/creators/creators-permissions";
import type { FastifyRequest } from "fastify";
import { requireAnalyst } from "../analysis/index.ts";
import { type Auth, findUserGroups } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, said } from "../http/http-error.ts";

/**
 * The caller when they may use the creators tool (core's canFindCreators: the Creators group or
 * the provider's staff), counted as an analysis; a 403 saying who may otherwise.
 */
export async function requireCreatorFinder(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAnalyst(deps, request);
  const groups = await findUserGroups(deps.db, auth.user.id);
  if (!canFindCreators({ email: auth.user.email, groups }, deps.config.provider))
    throw forbidden(said("creatorsGroupNeeded"));
  return auth;
}
