import type { ImportJob, StoreStatus, XFetch, XFetchJob } from "@xa/core/social/api";
import type { ImportFormat } from "@xa/core/social/detect-format";
import { apiPath, http } from "../../api/http-client.ts";

// A 403 here means "not staff", not "signed out": it must not end the session.
const staffCall = { redirectOn403: false } as const;

/** Query keys of the social data store, built from their parameters. */
export const socialDataKeys = {
  all: ["social-data"] as const,
  store: () => ["social-data", "store"] as const,
  imports: () => ["social-data", "imports"] as const,
  importJob: (id: string) => ["social-data", "imports", id] as const,
  xFetches: () => ["social-data", "x-fetches"] as const,
  xFetch: (id: string) => ["social-data", "x-fetches", id] as const,
};

/** Where a kind of background job lives in the query cache: one job by id, and the list of them. */
export type JobKeys = { job: (id: string) => readonly string[]; list: () => readonly string[] };
export const importKeys: JobKeys = { job: socialDataKeys.importJob, list: socialDataKeys.imports };
export const xFetchKeys: JobKeys = { job: socialDataKeys.xFetch, list: socialDataKeys.xFetches };

/** What the store holds and whether it is the generated demo world (any signed-in user). */
export function getStoreStatus(): Promise<StoreStatus> {
  return http.get<StoreStatus>("/api/social/store/", { silent: true });
}

/** Past and running imports, newest first (staff only). */
export function listImports(): Promise<ImportJob[]> {
  return http.get<ImportJob[]>("/api/social/imports/", staffCall);
}

/** One import job with its progress (polled while it runs, so silent). */
export function getImport(id: string): Promise<ImportJob> {
  return http.get<ImportJob>(apiPath("/api/social/imports/{id}/", { id }), { ...staffCall, silent: true });
}

/** Cancels an import: a queued one ends at once, a running one stops after the batch under way. */
export function cancelImport(id: string): Promise<ImportJob> {
  return http.post<ImportJob>(apiPath("/api/social/imports/{id}/cancel/", { id }), undefined, staffCall);
}

/** `format` null lets the server detect it; `map` is a CSV column mapping (`text=tweet,author=user_name`) or "". */
export type UploadRequest = { file: File; format: ImportFormat | null; map: string };

/** Uploads a file as the raw request body; the server stores it and queues an import job. */
export function uploadImport({ file, format, map }: UploadRequest): Promise<ImportJob> {
  const query = new URLSearchParams({ filename: file.name });
  if (format) query.set("format", format);
  if (map.trim()) query.set("map", map.trim());
  return http.post<ImportJob>(`/api/social/imports/?${query}`, file, staffCall);
}

/** Starts a fetch from the live X API, which the server runs as a background job (staff only). */
export function startXFetch(request: XFetch): Promise<XFetchJob> {
  return http.post<XFetchJob>("/api/social/x-fetch/", request, staffCall);
}

/** Past and running fetches from the live X API, newest first (staff only). */
export function listXFetches(): Promise<XFetchJob[]> {
  return http.get<XFetchJob[]>("/api/social/x-fetch/", staffCall);
}

/** One fetch with its progress (polled while it runs, so silent). */
export function getXFetch(id: string): Promise<XFetchJob> {
  return http.get<XFetchJob>(apiPath("/api/social/x-fetch/{id}/", { id }), { ...staffCall, silent: true });
}

/** Cancels a fetch: a queued one ends at once, a running one stops after the page under way. */
export function cancelXFetch(id: string): Promise<XFetchJob> {
  return http.post<XFetchJob>(apiPath("/api/social/x-fetch/{id}/cancel/", { id }), undefined, staffCall);
}
