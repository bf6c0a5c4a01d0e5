import type { Team } from "@xa/core";
import { TEAM_HEADER } from "@xa/core/teams/teams-contract";
import type { FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { findMemberTeam } from "./team-queries.ts";

/**
 * The team a request says it works for (the `X-Team` header, a slug or id), when the user is one of
 * its members; null without the header; a 404 for a team the user is not in, as every team route.
 */
export async function findWorkingTeam(
  deps: Pick<Deps, "db">,
  request: FastifyRequest,
  userId: number,
): Promise<Team | null> {
  const raw = request.headers[TEAM_HEADER.toLowerCase()];
  const named = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!named) return null;
  return findMemberTeam(deps.db, userId, named);
}
