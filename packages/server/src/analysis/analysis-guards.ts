import { canAnalyse } from "@xa/core/analysis/analysis-permissions";
import type { FastifyRequest } from "fastify";
import { type Auth, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { takeUserAndTeamLimits } from "../http/work-limits.ts";
import { findWorkingTeam } from "../teams/index.ts";

/**
 * The caller's session when they may analyse, counted against their analyses per minute and, when
 * the request names its team (X-Team), the team's; a 403 otherwise (signed out, or a cookie call
 * without the CSRF header), a 404 for a team they are not in, or a 429 past either limit.
 */
export async function requireAnalyst(deps: Deps, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(deps, request);
  if (!canAnalyse(auth.user)) throw forbidden();
  const team = await findWorkingTeam(deps, request, auth.user.id);
  await takeUserAndTeamLimits(deps, "analysis", auth.user.id, team?.id ?? null);
  return auth;
}
