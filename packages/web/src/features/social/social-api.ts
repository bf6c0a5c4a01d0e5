import type { ImportFormat } from "@xa/core/social/detect-format";
import {
  type ImportJob,
  type StoreStatus,
  socialContract,
  uploadImportFile,
  type XFetch,
  type XFetchJob,
} from "@xa/core/social/social-contract";
import { call } from "../../api/call.ts";

// A 403 here means "not staff", not "signed out": it must not end the session.
const staffCall = { redirectOn403: false } as const;

/** Query keys of the social data store, built from their parameters. */
export const socialKeys = {
  all: ["social"] as const,
  store: () => ["social", "store"] as const,
  imports: () => ["social", "imports"] as const,
  importJob: (id: string) => ["social", "imports", id] as const,
  xFetches: () => ["social", "x-fetches"] as const,
  xFetch: (id: string) => ["social", "x-fetches", id] as const,
};

/** Where a kind of background job lives in the query cache: one job by id, and the list of them. */
export type JobKeys = { job: (id: string) => readonly string[]; list: () => readonly string[] };
export const importKeys: JobKeys = { job: socialKeys.importJob, list: socialKeys.imports };
export const xFetchKeys: JobKeys = { job: socialKeys.xFetch, list: socialKeys.xFetches };

/** What the store holds and whether it is the generated demo world (any signed-in user). */
export function getStoreStatus(): Promise<StoreStatus> {
  return call(socialContract.getStoreStatus, {}, { silent: true });
}

/** The newest page of past and running imports, newest first (staff only). */
export async function listImports(): Promise<ImportJob[]> {
  return (await call(socialContract.listImports, { query: {} }, staffCall)).results;
}

/** One import job with its progress (polled while it runs, so silent). */
export function getImport(id: string): Promise<ImportJob> {
  return call(socialContract.getImport, { params: { id } }, { ...staffCall, silent: true });
}

/** Cancels an import: a queued one ends at once, a running one stops after the batch under way. */
export function cancelImport(id: string): Promise<ImportJob> {
  return call(socialContract.cancelImport, { params: { id } }, staffCall);
}

/** `format` null lets the server detect it; `map` is a CSV column mapping (`text=tweet,author=user_name`) or "". */
export type UploadRequest = { file: File; format: ImportFormat | null; map: string };

/** Uploads a file as the raw request body; the server stores it and queues an import job. */
export function uploadImport({ file, format, map }: UploadRequest): Promise<ImportJob> {
  const query = { filename: file.name, ...(format ? { format } : {}), ...(map.trim() ? { map: map.trim() } : {}) };
  return call(uploadImportFile, { query, body: file }, staffCall);
}

/** Starts a fetch from the live X API, which the server runs as a background job (staff only). */
export function startXFetch(request: XFetch): Promise<XFetchJob> {
  return call(socialContract.startXFetch, { body: request }, staffCall);
}

/** The newest page of past and running fetches from the live X API, newest first (staff only). */
export async function listXFetches(): Promise<XFetchJob[]> {
  return (await call(socialContract.listXFetches, { query: {} }, staffCall)).results;
}

/** One fetch with its progress (polled while it runs, so silent). */
export function getXFetch(id: string): Promise<XFetchJob> {
  return call(socialContract.getXFetch, { params: { id } }, { ...staffCall, silent: true });
}

/** Cancels a fetch: a queued one ends at once, a running one stops after the page under way. */
export function cancelXFetch(id: string): Promise<XFetchJob> {
  return call(socialContract.cancelXFetch, { params: { id } }, staffCall);
}
