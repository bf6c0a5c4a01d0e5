import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamKeys } from "./team-query-keys.ts";
import { createTeam } from "./teams-api.ts";

/** Creates a team; the caller decides where to go with it and how to show errors. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    meta: { errorHandled: true },
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.slug), team);
      await queryClient.invalidateQueries({ queryKey: teamKeys.list() });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });
}
