import { useQuery } from "@tanstack/react-query";
import { getTeamInfo } from "./auth-api.ts";

/** A tenant team's public info, asked only on a tenant's sub-domain; no team by that slug answers 404. */
export function useTeamInfoQuery(slug: string | null) {
  return useQuery({
    queryKey: ["teaminfo", slug],
    queryFn: () => getTeamInfo(slug ?? ""),
    enabled: slug !== null,
    staleTime: 60 * 60 * 1000,
  });
}
