import { useQuery } from "@tanstack/react-query";
import { teamKeys } from "../team-query-keys.ts";
import { listInvites } from "../teams-api.ts";

/** Pending invites; only admins may list them, so others never ask. */
export function useInvitesQuery(slug: string, enabled: boolean) {
  return useQuery({ queryKey: teamKeys.invites(slug), queryFn: () => listInvites(slug), enabled });
}
