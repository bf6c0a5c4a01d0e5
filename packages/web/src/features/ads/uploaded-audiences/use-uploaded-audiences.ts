import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UploadAudienceQuery } from "@xa/core/ads/uploaded-audience-contract";
import {
  deleteUploadedAudience,
  listUploadedAudiences,
  refreshUploadedAudience,
  uploadAudience,
} from "./uploaded-audiences-api.ts";

export const uploadedAudienceKeys = {
  list: (team: string) => ["ads", "uploaded-audiences", team] as const,
};

/** The team's uploaded custom audiences, newest first. */
export function useUploadedAudiencesQuery(team: string) {
  return useQuery({ queryKey: uploadedAudienceKeys.list(team), queryFn: () => listUploadedAudiences(team) });
}

function useRefreshList(team: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: uploadedAudienceKeys.list(team) });
}

export function useUploadAudience(team: string) {
  const refresh = useRefreshList(team);
  return useMutation({
    mutationFn: ({ file, ...query }: Omit<UploadAudienceQuery, "team"> & { file: Blob }) =>
      uploadAudience({ ...query, team }, file),
    onSuccess: refresh,
  });
}

export function useRefreshUploadedAudience(team: string) {
  const refresh = useRefreshList(team);
  return useMutation({ mutationFn: refreshUploadedAudience, onSuccess: refresh });
}

export function useDeleteUploadedAudience(team: string) {
  const refresh = useRefreshList(team);
  return useMutation({ mutationFn: deleteUploadedAudience, onSuccess: refresh });
}
