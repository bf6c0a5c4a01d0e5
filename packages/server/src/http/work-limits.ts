import type { ErrorTextKey } from "@xa/core/http/error-texts";
import type { TeamWorkKind, WorkKind } from "../config.ts";
import type { Deps } from "../deps.ts";
import { takeLimit } from "./rate-limit.ts";

const DETAILS: Record<WorkKind, ErrorTextKey> = {
  analysis: "tooManyAnalyses",
  generation: "tooManyGenerations",
  import: "tooManyImports",
  team: "tooManyTeams",
};

const TEAM_DETAILS: Record<TeamWorkKind, ErrorTextKey> = {
  analysis: "tooManyTeamAnalyses",
  generation: "tooManyTeamGenerations",
};

type LimitDeps = Pick<Deps, "db" | "now" | "config">;

/**
 * Counts one piece of heavy work a user starts, or answers 429 with Retry-After when they have
 * started as much as the configured limit allows in its window; nothing is started then.
 */
export function takeWorkLimit(deps: LimitDeps, kind: WorkKind, userId: number) {
  const { limit, windowMs } = deps.config.workLimits[kind];
  return takeLimit(deps, { key: `work-${kind}:${userId}`, limit, windowMs, detail: DETAILS[kind] });
}

/**
 * Counts work against the user's limit, then, when the request names a team the user is in, against
 * the team's: the 429 says which was met. Without a team only the user's limit applies.
 */
export async function takeUserAndTeamLimits(
  deps: LimitDeps,
  kind: TeamWorkKind,
  userId: number,
  teamId: number | null,
): Promise<void> {
  await takeWorkLimit(deps, kind, userId);
  if (teamId === null) return;
  const { limit, windowMs } = deps.config.teamWorkLimits[kind];
  await takeLimit(deps, { key: `team-work-${kind}:${teamId}`, limit, windowMs, detail: TEAM_DETAILS[kind] });
}
