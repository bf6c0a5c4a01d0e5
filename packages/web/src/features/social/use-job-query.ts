import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobStatus } from "@xa/core/social/social-contract";
import { useEffect } from "react";
import { isImportActive, pollWhileActive } from "./import-progress.ts";
import { type JobKeys, socialKeys } from "./social-api.ts";

/** A background job of the Data page (an import, a fetch from the X API) as its endpoints return it. */
type Job = { id: string; status: JobStatus };

/**
 * One job, polled every second until it ends (done, failed or cancelled). Its row in the job list is kept as
 * fresh as the progress shown for it; once it ends, the store's counts and the list are re-read.
 */
export function useJobQuery<J extends Job>(id: string, keys: JobKeys, read: (id: string) => Promise<J>) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keys.job(id),
    queryFn: () => read(id),
    staleTime: 0,
    refetchInterval: pollWhileActive,
  });
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    queryClient.setQueryData<J[]>(keys.list(), (list) => list?.map((job) => (job.id === data.id ? data : job)));
  }, [data, queryClient, keys]);
  const finished = data !== undefined && !isImportActive(data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: socialKeys.store() });
    void queryClient.invalidateQueries({ queryKey: keys.list(), exact: true });
  }, [finished, queryClient, keys]);
  return query;
}

/**
 * A call that answers with a job: starting one, or cancelling one (the server ends a queued job at
 * once and asks a running one to stop). The job it returns is cached for its progress view and the
 * list is re-read. Errors are shown where the call was made (the form, the cancel button), with
 * the server's readable message.
 */
export function useJobMutation<R, J extends Job>(call: (request: R) => Promise<J>, keys: JobKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorHandled: true },
    onSuccess: (job) => {
      queryClient.setQueryData(keys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: keys.list(), exact: true });
    },
  });
}
