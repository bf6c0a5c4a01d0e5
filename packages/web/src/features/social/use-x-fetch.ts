import { useQuery } from "@tanstack/react-query";
import { pollListWhileAnyActive } from "./import-progress.ts";
import { cancelXFetch, getXFetch, listXFetches, socialKeys, startXFetch, xFetchKeys } from "./social-api.ts";
import { useJobMutation, useJobQuery } from "./use-job-query.ts";

/** Starts a fetch from the live X API (see useJobMutation). */
export const useStartXFetch = () => useJobMutation(startXFetch, xFetchKeys);

/** Past and running fetches (staff only), re-read while any runs. */
export function useXFetchesQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: socialKeys.xFetches(),
    queryFn: listXFetches,
    enabled,
    refetchInterval: pollListWhileAnyActive,
  });
}

/** One fetch, polled until it ends (see useJobQuery). */
export const useXFetchJobQuery = (id: string) => useJobQuery(id, xFetchKeys, getXFetch);

/** Cancels a fetch (see useJobMutation). */
export const useCancelXFetch = () => useJobMutation(cancelXFetch, xFetchKeys);
