import { useQuery } from "@tanstack/react-query";
import { teamKeys } from "./team-query-keys.ts";
import { getTeam } from "./teams-api.ts";

/** One team by slug, including the caller's `level` in it. */
export function useTeamQuery(slug: string) {
  return useQuery({ queryKey: teamKeys.detail(slug), queryFn: () => getTeam(slug), enabled: slug !== "" });
}
