import { cancelImport, getImport, importKeys } from "./social-api.ts";
import { useJobMutation, useJobQuery } from "./use-job-query.ts";

/** One import job, polled until it ends (see useJobQuery). */
export const useImportJobQuery = (id: string) => useJobQuery(id, importKeys, getImport);

/** Cancels an import (see useJobMutation). */
export const useCancelImport = () => useJobMutation(cancelImport, importKeys);
