import type { ErrorTextKey } from "@xa/core/http/error-texts";
import type { WorkKind } from "../config.ts";
import type { Deps } from "../deps.ts";
import { takeLimit } from "./rate-limit.ts";

const DETAILS: Record<WorkKind, ErrorTextKey> = {
  analysis: "tooManyAnalyses",
  generation: "tooManyGenerations",
  import: "tooManyImports",
  team: "tooManyTeams",
};

/**
 * Counts one piece of heavy work a user starts, or answers 429 with Retry-After when they have
 * started as much as the configured limit allows in its window; nothing is started then.
 */
export function takeWorkLimit(deps: Pick<Deps, "db" | "now" | "config">, kind: WorkKind, userId: number) {
  const { limit, windowMs } = deps.config.workLimits[kind];
  return takeLimit(deps, { key: `work-${kind}:${userId}`, limit, windowMs, detail: DETAILS[kind] });
}
