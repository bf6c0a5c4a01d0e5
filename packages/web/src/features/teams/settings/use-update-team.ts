import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateTeam } from "@xa/core";
import { teamKeys } from "../team-query-keys.ts";
import { updateTeam } from "../teams-api.ts";

/** PATCHes the team and puts the reply in the cache. */
export function useUpdateTeam(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeam) => updateTeam(slug, body),
    meta: { errorHandled: true },
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.slug), team);
      await queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
