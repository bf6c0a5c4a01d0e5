import { useMutation, useQuery } from "@tanstack/react-query";
import type { AutopilotGeneration } from "@xa/core/targeting/autopilot-request";
import { INSIGHTS_POLL_MS } from "@xa/core/targeting/targeting-options";
import { hasInsights } from "@xa/core/targeting/targeting-package";
import { buildAudience, getGeneration } from "./autopilot-api.ts";
import { targetingKeys } from "./targeting-query-keys.ts";

/** Finished once its package has a hashtag or keyword; or once it failed (or ended without one). */
export function isSettled(generation: AutopilotGeneration | undefined): boolean {
  if (!generation) return false;
  if (generation.status === "failed") return true;
  return hasInsights(generation.result?.targeting_package) || generation.status === "done";
}

/** A generation, asked every 3 s until it is settled. */
export function useGenerationQuery(id: string | null) {
  return useQuery({
    queryKey: targetingKeys.generation(id ?? ""),
    queryFn: () => getGeneration(id ?? ""),
    enabled: id !== null,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : INSIGHTS_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBuildAudience() {
  return useMutation({ mutationFn: buildAudience, meta: { errorHandled: true } });
}
