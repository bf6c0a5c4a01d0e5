import { importKeys, uploadImport } from "./social-api.ts";
import { useJobMutation } from "./use-job-query.ts";

/** Uploads a file as a new import job (see useJobMutation). */
export const useUploadImport = () => useJobMutation(uploadImport, importKeys);
