import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { XFetch } from "@xa/core/social/api";
import { useEffect } from "react";
import { isImportActive, pollListWhileAnyActive, pollWhileActive } from "./import-progress.ts";
import { getXFetch, listXFetches, socialDataKeys, startXFetch } from "./social-data-api.ts";

/** Starts a fetch from the live X API; the form shows its own errors (the server's readable message). */
export function useStartXFetch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: XFetch) => startXFetch(request),
    meta: { errorHandled: true },
    onSuccess: (job) => {
      queryClient.setQueryData(socialDataKeys.xFetch(job.id), job);
      void queryClient.invalidateQueries({ queryKey: socialDataKeys.xFetches(), exact: true });
    },
  });
}

/** Past and running fetches, re-read while any runs. */
export function useXFetchesQuery() {
  return useQuery({
    queryKey: socialDataKeys.xFetches(),
    queryFn: listXFetches,
    refetchInterval: pollListWhileAnyActive,
  });
}

/** A fetch job, polled every second until it is done or failed; then the store's counts and the list are re-read. */
export function useXFetchJobQuery(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: socialDataKeys.xFetch(id),
    queryFn: () => getXFetch(id),
    staleTime: 0,
    refetchInterval: pollWhileActive,
  });
  const finished = query.data !== undefined && !isImportActive(query.data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: socialDataKeys.store() });
    void queryClient.invalidateQueries({ queryKey: socialDataKeys.xFetches(), exact: true });
  }, [finished, queryClient]);
  return query;
}
