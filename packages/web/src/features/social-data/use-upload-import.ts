import { importKeys, uploadImport } from "./social-data-api.ts";
import { useStartJob } from "./use-job-query.ts";

/** Uploads a file as a new import job (see useStartJob). */
export const useUploadImport = () => useStartJob(uploadImport, importKeys);
