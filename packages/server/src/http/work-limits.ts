import type { ErrorTextKey } from "@xa/core/http/error-texts";
import type { TeamWorkKind, WorkKind } from "../config.ts";
import type { Deps } from "../deps.ts";
import { readLimit, takeLimit } from "./rate-limit.ts";

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
  return takeLimit(deps, { key: userKey(kind, userId), limit, windowMs, detail: DETAILS[kind] });
}

const userKey = (kind: WorkKind, userId: number) => `work-${kind}:${userId}`;
const teamKey = (kind: TeamWorkKind, teamId: number) => `team-work-${kind}:${teamId}`;

/** Work started in the current windows and each window's limit: the user's, and the team's when one is named. */
export type WorkUsed = { used: number; limit: number; resetsAt: Date };

/** What takeUserAndTeamLimits would count against, read without counting. */
export async function readUserAndTeamLimits(
  deps: LimitDeps,
  kind: TeamWorkKind,
  userId: number,
  teamId: number | null,
): Promise<{ user: WorkUsed; team: WorkUsed | null }> {
  const own = deps.config.workLimits[kind];
  const user = { ...(await readLimit(deps, { key: userKey(kind, userId), windowMs: own.windowMs })), limit: own.limit };
  if (teamId === null) return { user, team: null };
  const shared = deps.config.teamWorkLimits[kind];
  const team = await readLimit(deps, { key: teamKey(kind, teamId), windowMs: shared.windowMs });
  return { user, team: { ...team, limit: shared.limit } };
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
  await takeLimit(deps, { key: teamKey(kind, teamId), limit, windowMs, detail: TEAM_DETAILS[kind] });
}
