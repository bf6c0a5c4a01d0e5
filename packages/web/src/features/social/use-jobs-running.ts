import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isImportActive } from "./import-progress.ts";
import { socialKeys } from "./social-api.ts";
import { useImportsQuery } from "./use-imports-query.ts";
import { useXFetchesQuery } from "./use-x-fetch.ts";

/**
 * Whether an import or a fetch from the X API runs, from the Data page's job lists (staff only;
 * polled as pollListWhileAnyActive says, so one started elsewhere shows up too). When the last one
 * ends, the store's counts are read again: a job started elsewhere (the command line, another tab)
 * has no progress view on this page to do it. The counts are not re-read while jobs run: on PGlite
 * counting a large store holds up the import's thread.
 */
export function useJobsRunning(enabled: boolean): boolean {
  const imports = useImportsQuery({ enabled });
  const fetches = useXFetchesQuery({ enabled });
  const running = [...(imports.data ?? []), ...(fetches.data ?? [])].some(isImportActive);
  const queryClient = useQueryClient();
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void queryClient.invalidateQueries({ queryKey: socialKeys.store() });
    wasRunning.current = running;
  }, [running, queryClient]);
  return running;
}
