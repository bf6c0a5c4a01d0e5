import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@xa/core/social/api";
import { useEffect } from "react";
import { isImportActive, pollWhileActive } from "./import-progress.ts";
import { getImport, socialDataKeys } from "./social-data-api.ts";

/** One import job, polled every second until it is done or failed; then the store's counts are re-read. */
export function useImportJobQuery(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: socialDataKeys.importJob(id ?? ""),
    queryFn: () => getImport(id ?? ""),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: pollWhileActive,
  });
  // The list of imports shows the same job: keep its row as fresh as the progress above it.
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    queryClient.setQueryData<ImportJob[]>(socialDataKeys.imports(), (list) =>
      list?.map((job) => (job.id === data.id ? data : job)),
    );
  }, [data, queryClient]);
  const finished = data !== undefined && !isImportActive(data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: socialDataKeys.store() });
    void queryClient.invalidateQueries({ queryKey: socialDataKeys.imports(), exact: true });
  }, [finished, queryClient]);
  return query;
}
