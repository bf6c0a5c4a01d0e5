import { useQuery } from "@tanstack/react-query";
import { pollListWhileAnyActive } from "./import-progress.ts";
import { getXFetch, listXFetches, socialDataKeys, startXFetch, xFetchKeys } from "./social-data-api.ts";
import { useJobQuery, useStartJob } from "./use-job-query.ts";

/** Starts a fetch from the live X API (see useStartJob). */
export const useStartXFetch = () => useStartJob(startXFetch, xFetchKeys);

/** Past and running fetches, re-read while any runs. */
export function useXFetchesQuery() {
  return useQuery({
    queryKey: socialDataKeys.xFetches(),
    queryFn: listXFetches,
    refetchInterval: pollListWhileAnyActive,
  });
}

/** One fetch, polled until it ends (see useJobQuery). */
export const useXFetchJobQuery = (id: string) => useJobQuery(id, xFetchKeys, getXFetch);
