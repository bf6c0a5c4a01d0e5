import type { ImportFormat } from "@xa/core/social/detect-format";
import type { CsvMapping } from "@xa/core/social/map-csv";
import { serverMessage } from "@xa/core/social/server-messages";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { saveJobProgress } from "../jobs/job-queries.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { PermanentJobError } from "../jobs/worker.ts";
import { databaseNow, fillLanguagesFromAuthors } from "./author-languages.ts";
import { fetchFromX, type XFetchRequest, type XFetchSummary } from "./connector/fetch-from-x.ts";
import { XApiClient, XApiError } from "./connector/x-api-client.ts";
import { enrichAccounts } from "./enrich-accounts.ts";
import { IngestError, type IngestProgress, ingest } from "./import/ingest.ts";
import { deleteUpload, readUpload, uploadSize } from "./uploads.ts";
import type { WriteCounts } from "./write-items.ts";

/**
 * What other domains run after the store changed: an import or fetch that wrote follow edges, or
 * one that wrote posts (new ones, or new figures of stored ones).
 */
export type SocialHooks = {
  afterFollowsImported?: (db: Db) => Promise<unknown>;
  afterPostsImported?: (db: Db) => Promise<unknown>;
};

/** Runs the hooks of what the import wrote: new follow edges, posts. */
const runImportHooks = async (db: Db, hooks: SocialHooks, written: WriteCounts) => {
  if (written.follows.inserted > 0) await hooks.afterFollowsImported?.(db);
  if (written.posts.inserted + written.posts.updated > 0) await hooks.afterPostsImported?.(db);
};

/** Payload of an import job: an upload and how to read it. */
export type ImportJobPayload = { uploadId: string; filename: string; format?: ImportFormat; map?: CsvMapping };

/**
 * Imports an uploaded file, then gives its posts whose text did not tell their language their
 * author's, and enriches the accounts it touched. Each batch commits with the job's checkpoint
 * (records done) in one transaction, so a crashed import resumes where it stopped.
 */
export const importJob: JobHandler = (ctx) => importJobWith({})(ctx);

/** The import job, with the hooks run once its follows are in. */
export const importJobWith =
  (hooks: SocialHooks): JobHandler =>
  async ({ job, db, workerId, report, signal }) => {
    const payload = job.payload as ImportJobPayload;
    const since = await databaseNow(db);
    const total = await uploadSize(db, payload.uploadId);
    if (total === null) throw new PermanentJobError(serverMessage("uploadGone"));
    // The checkpoint holds the summary committed with it, so a resumed import's summary counts the
    // whole file (older checkpoints hold only the records done).
    const committed = job.checkpoint?.progress as IngestProgress | undefined;
    const resumeAfter = Number(job.checkpoint?.records ?? 0);
    const shape = (p: IngestProgress, phase: string) => ({ phase, totalBytes: total, ...p });
    let summary: IngestProgress;
    try {
      summary = await ingest({
        db,
        input: readUpload(db, payload.uploadId),
        filename: payload.filename,
        format: payload.format,
        map: payload.map,
        ...(committed ? { resumeFrom: committed } : { resumeAfter }),
        signal,
        totalBytes: total,
        onCommit: (tx, p) =>
          saveJobProgress(tx, job.id, workerId, shape(p, "importing"), { records: p.read, progress: p }),
        // A bulk load builds the posts' indexes once the file is in (see ingest's BULK_LOAD).
        onIndexing: (built, of, p) => report({ ...shape(p, "indexing"), indexes: { built, total: of } }),
      });
    } catch (error) {
      if (signal.aborted) {
        // Cancelled: the batches committed stay, and their accounts are enriched as after any import.
        await deleteUpload(db, payload.uploadId);
        await enrichAccounts(db);
      } else if (error instanceof IngestError) throw new PermanentJobError(error.message);
      throw error;
    }
    // The import is in; cancelling now would only leave its accounts unenriched, so it finishes.
    await report(shape(summary, "enriching"));
    await fillLanguagesFromAuthors(db, { since });
    const enriched = await enrichAccounts(db, {
      onBatch: async (done) => report({ ...shape(summary, "enriching"), enrichedAccounts: done }),
    });
    await deleteUpload(db, payload.uploadId);
    await runImportHooks(db, hooks, summary.written);
    return { ...shape(summary, "done"), enrichedAccounts: enriched };
  };

/** Re-enriches every account whose enrichment is missing or out of date; resumable by id. */
export const enrichJob: JobHandler = async ({ job, db, report }) => {
  const done = await enrichAccounts(db, {
    afterId: String(job.checkpoint?.afterId ?? ""),
    onBatch: (n, lastId) => report({ phase: "enriching", enrichedAccounts: n }, { afterId: lastId }),
  });
  return { enrichedAccounts: done };
};

/**
 * Fetches from the live X API v2 (X_BEARER_TOKEN) and stores the result, then enriches.
 * Rate-limit waits show in the job's progress. `baseUrl` is for tests (a local replay server).
 */
export function xFetchJob(options: {
  bearerToken: string | undefined;
  baseUrl?: string;
  hooks?: SocialHooks;
}): JobHandler {
  return async ({ job, db, report, signal }) => {
    if (!options.bearerToken) throw new PermanentJobError(serverMessage("connectorOff"));
    let waiting: string | null = null;
    // A wait shows beside what was fetched before it.
    let fetched: XFetchSummary | null = null;
    // Reported in order, one after the other: on a pool, two updates sent at once can land either way round.
    let reported = Promise.resolve();
    const send = (progress: Record<string, unknown>) => {
      reported = reported.then(() => report(progress)).catch(() => {});
    };
    const client = new XApiClient({
      bearerToken: options.bearerToken,
      signal,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      onRateLimit: (wait) => {
        waiting = `rate limited on ${wait.endpoint} until ${wait.resetAt.toISOString()}`;
        send({ phase: "waiting", ...fetched, waiting });
      },
    });
    try {
      const since = await databaseNow(db);
      const summary = await fetchFromX(db, client, job.payload as XFetchRequest, (s) => {
        fetched = s;
        send({ phase: "fetching", ...s, waiting });
      });
      await fillLanguagesFromAuthors(db, { since });
      const enriched = await enrichAccounts(db);
      await runImportHooks(db, options.hooks ?? {}, summary.written);
      return { phase: "done", ...summary, enrichedAccounts: enriched };
    } catch (error) {
      // Cancelled: the pages stored stay, and their accounts are enriched as after any fetch.
      if (signal.aborted) await enrichAccounts(db);
      else if (error instanceof XApiError && [400, 401, 403].includes(error.status))
        throw new PermanentJobError(error.message);
      throw error;
    }
  };
}

/** Job kinds the API lists and shows by kind. */
export const IMPORT_KIND = "social.import";
export const X_FETCH_KIND = "social.x-fetch";

/** The social store's jobs; the live X connector with the configured bearer token, if any. */
export const socialJobHandlers = (
  config: Pick<Config, "xBearerToken">,
  hooks: SocialHooks = {},
): Record<string, JobHandler> => ({
  [IMPORT_KIND]: importJobWith(hooks),
  "social.enrich": enrichJob,
  [X_FETCH_KIND]: xFetchJob({ bearerToken: config.xBearerToken, hooks }),
});
