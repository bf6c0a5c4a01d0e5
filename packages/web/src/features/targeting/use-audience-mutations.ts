import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateAudienceConfig } from "@xa/core/targeting/audience-contract";
import { downloadBlob } from "../../download/download-blob.ts";
import {
  createAudienceConfig,
  deleteAudienceConfig,
  downloadTargetingPackage,
  shareAudienceConfig,
  shareAudienceConfigViaAccount,
  updateAudienceConfig,
} from "./audiences-api.ts";
import { targetingKeys } from "./targeting-query-keys.ts";

/** Lists change after any save or delete: they are asked again. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ["targeting", "audiences"] });
    await queryClient.invalidateQueries({ queryKey: ["targeting", "configs"] });
    await queryClient.invalidateQueries({ queryKey: ["targeting", "autocomplete"] });
  };
}

export function useCreateAudienceConfig() {
  const refresh = useRefreshLists();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAudienceConfig,
    meta: { errorHandled: true },
    onSuccess: async (config) => {
      queryClient.setQueryData(targetingKeys.config(config.id), config);
      await refresh();
    },
  });
}

/** Saves with the version the editor started from; a 409 means someone else saved meanwhile. */
export function useUpdateAudienceConfig(id: number) {
  const refresh = useRefreshLists();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAudienceConfig) => updateAudienceConfig(id, body),
    meta: { errorHandled: true },
    onSuccess: async (config) => {
      queryClient.setQueryData(targetingKeys.config(config.id), config);
      await refresh();
    },
  });
}

export function useDeleteAudienceConfig() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: deleteAudienceConfig, meta: { errorHandled: true }, onSuccess: refresh });
}

export function useShareAudienceConfig(id: number) {
  return useMutation({
    mutationFn: (to: { email: string } | { handle: string }) =>
      "email" in to ? shareAudienceConfig(id, to.email) : shareAudienceConfigViaAccount(id, to.handle),
    meta: { errorHandled: true },
  });
}

export function useDownloadTargetingPackage() {
  return useMutation({
    mutationFn: downloadTargetingPackage,
    meta: { errorHandled: true },
    onSuccess: ({ blob, filename }) => downloadBlob(blob, filename),
  });
}
