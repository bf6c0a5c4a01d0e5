import { useQuery } from "@tanstack/react-query";
import { teamKeys } from "../team-query-keys.ts";
import { listMembers } from "../teams-api.ts";

export function useMembersQuery(slug: string) {
  return useQuery({ queryKey: teamKeys.members(slug), queryFn: () => listMembers(slug) });
}
