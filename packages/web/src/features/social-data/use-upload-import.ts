import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialDataKeys, type UploadRequest, uploadImport } from "./social-data-api.ts";

/** Uploads a file as a new import job; the form shows its own errors (the server's readable message). */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => uploadImport(request),
    meta: { errorHandled: true },
    onSuccess: (job) => {
      queryClient.setQueryData(socialDataKeys.importJob(job.id), job);
      void queryClient.invalidateQueries({ queryKey: socialDataKeys.imports(), exact: true });
    },
  });
}
