import { useQuery } from "@tanstack/react-query";
import { teamKeys } from "./team-query-keys.ts";
import { listTeams } from "./teams-api.ts";

/** The teams of the signed-in user. */
export function useTeamsQuery() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: listTeams });
}
