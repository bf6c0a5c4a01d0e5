import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { XFetch } from "@xa/core/social/api";
import { useEffect } from "react";
import { isImportActive, pollWhileActive } from "./import-progress.ts";
import { getSocialJob, socialDataKeys, startXFetch } from "./social-data-api.ts";

/** Starts a fetch from the live X API; the form shows its own errors (the server's readable message). */
export function useStartXFetch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: XFetch) => startXFetch(request),
    meta: { errorHandled: true },
    onSuccess: (job) => queryClient.setQueryData(socialDataKeys.job(job.id), job),
  });
}

/** A fetch job, polled every second until it is done or failed; then the store's counts are re-read. */
export function useXFetchJobQuery(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: socialDataKeys.job(id),
    queryFn: () => getSocialJob(id),
    staleTime: 0,
    refetchInterval: pollWhileActive,
  });
  const finished = query.data !== undefined && !isImportActive(query.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: socialDataKeys.store() });
  }, [finished, queryClient]);
  return query;
}
