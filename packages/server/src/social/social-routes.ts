import { type AnalysisTextKey, analysisText } from "@xa/core/analysis/analysis-texts";
import type { ErrorTextKey } from "@xa/core/http/error-texts";
import {
  importJobSchema,
  importQuerySchema,
  socialJobSchema,
  storeStatusSchema,
  type XFetch,
  xFetchJobSchema,
  xFetchSchema,
} from "@xa/core/social/api";
import { parseCsvMap } from "@xa/core/social/map-csv";
import { bigserialIdParam } from "@xa/core/validation/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth/sessions.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, HttpError, notFound, said } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { cancelJob, enqueueJob, findJob, type JobRow, listJobs } from "../jobs/job-queries.ts";
import { IMPORT_KIND, type ImportJobPayload, X_FETCH_KIND } from "./social-jobs.ts";
import { findStoreStatus } from "./store-status.ts";
import { deleteUpload, saveUpload, UploadTooLarge } from "./uploads.ts";

/** Largest file the upload endpoint takes (the CLI on PostgreSQL has no limit). */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
const jobParams = z.object({ id: bigserialIdParam });

/** Staff (STAFF_EMAILS) may import; so may the local CLI with the token the server left in its data folder. */
async function requireImporter(deps: Deps, request: FastifyRequest): Promise<{ userId: number | null }> {
  const header = request.headers.authorization ?? "";
  const ingest = /^Ingest\s+(\S{20,200})$/.exec(header);
  if (ingest?.[1]) {
    const rows = await deps.db.query("SELECT 1 FROM ingest_tokens WHERE token = $1", [ingest[1]]);
    if (rows.length === 0) throw forbidden(said("badIngestToken"));
    return { userId: null };
  }
  const auth = await requireAuth(deps, request);
  if (!deps.config.staffEmails.includes(auth.user.email.toLowerCase())) throw forbidden(said("staffOnly"));
  return { userId: auth.user.id };
}

function jobView(job: JobRow) {
  const p = job.progress as Record<string, unknown>;
  const result = (job.result ?? {}) as Record<string, unknown>;
  const source = job.status === "done" ? { ...p, ...result } : p;
  return {
    id: String(job.id),
    status: job.status,
    filename: String(job.payload.filename ?? ""),
    phase: typeof source.phase === "string" ? source.phase : null,
    format: typeof source.format === "string" ? source.format : null,
    total_bytes: typeof source.totalBytes === "number" ? source.totalBytes : null,
    done_bytes: typeof source.bytes === "number" ? source.bytes : 0,
    read: typeof source.read === "number" ? source.read : 0,
    written: (source.written ?? {}) as Record<string, { inserted: number; updated: number }>,
    skipped: (source.skipped ?? {}) as Record<string, number>,
    bad_lines: (source.badLines ?? []) as { line: number; message: string }[],
    csv_columns: (source.csvColumns ?? null) as { preset: string; mapped: boolean } | null,
    enriched_accounts: typeof source.enrichedAccounts === "number" ? source.enrichedAccounts : 0,
    // Reported only while they are built: the next report (enriching) replaces the progress.
    indexes: (source.indexes ?? null) as { built: number; total: number } | null,
    cancel_requested: job.cancel_requested_at !== null,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

function genericJobView(job: JobRow) {
  return {
    id: String(job.id),
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    result: job.result,
    cancel_requested: job.cancel_requested_at !== null,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

/** The job with this id, when its kind is one the route shows; 404 otherwise, as for an unknown id. */
async function findJobOr404(deps: Deps, id: string, shows: (kind: string) => boolean): Promise<JobRow> {
  const job = await findJob(deps.db, id);
  if (!job || !shows(job.kind)) throw notFound();
  return job;
}

/** Cancels a job the route shows: 404 for an unknown one, 409 once it has ended (nothing changes). */
async function cancelOr409(
  deps: Deps,
  id: string,
  shows: (kind: string) => boolean,
  ended: ErrorTextKey,
): Promise<JobRow> {
  const job = await findJobOr404(deps, id, shows);
  const cancelled = await cancelJob(deps.db, job.id);
  if (!cancelled) throw new HttpError(409, { detail: said(ended) });
  return cancelled;
}

/** A fetch job with what it asked for, in the shape the API takes it (the job payload spells it maxPages). */
function xFetchJobView(job: JobRow) {
  const p = job.payload as { kind: XFetch["kind"]; query?: string; username?: string; maxPages?: number };
  const limit = typeof p.maxPages === "number" ? { max_pages: p.maxPages } : {};
  const request: XFetch =
    p.kind === "search"
      ? { kind: p.kind, query: p.query ?? "", ...limit }
      : p.kind === "user"
        ? { kind: p.kind, username: p.username ?? "" }
        : { kind: p.kind, username: p.username ?? "", ...limit };
  return { ...genericJobView(job), request };
}

/** Social store: staff file upload as a background import job, job progress, and what the store holds. */
export async function registerSocialRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // Uploads arrive as the raw body (spec §7) and are streamed into the database, never buffered whole.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ["social"];

    r.post(
      "/api/social/imports/",
      { schema: { querystring: importQuerySchema, tags, response: { 201: importJobSchema } } },
      async (request, reply) => {
        const { filename, format, map } = request.query;
        const mapping = map ? parseCsvMap(map) : null;
        if (mapping?.error) throw badRequest(mapping.error);
        const importer = await requireImporter(deps, request);
        const body = request.body as AsyncIterable<Buffer> | undefined;
        if (!body || typeof (body as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== "function") {
          throw badRequest(said("fileAsBody"));
        }
        let upload: { id: string; size: number };
        try {
          upload = await saveUpload(deps.db, filename, body, importer.userId, MAX_UPLOAD_BYTES);
        } catch (error) {
          if (error instanceof UploadTooLarge)
            throw new HttpError(413, {
              detail: said("fileTooLarge", { mb: Math.round(error.maxBytes / 1024 / 1024) }),
            });
          throw error;
        }
        if (upload.size === 0) {
          await deleteUpload(deps.db, upload.id);
          throw badRequest(said("emptyFile"));
        }
        const job = await enqueueJob(
          deps.db,
          IMPORT_KIND,
          {
            uploadId: upload.id,
            filename,
            ...(format ? { format } : {}),
            ...(mapping ? { map: mapping.mapping } : {}),
          },
          importer.userId,
        );
        return reply.status(201).send(jobView({ ...job, progress: { totalBytes: upload.size } }));
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["social"];

  r.get("/api/social/imports/", { schema: { tags } }, async (request) => {
    await requireImporter(deps, request);
    return (await listJobs(deps.db, [IMPORT_KIND])).map(jobView);
  });

  r.get(
    "/api/social/imports/:id/",
    { schema: { params: jobParams, tags, response: { 200: importJobSchema } } },
    async (request) => {
      await requireImporter(deps, request);
      return jobView(await findJobOr404(deps, request.params.id, (kind) => kind === IMPORT_KIND));
    },
  );

  r.post(
    "/api/social/imports/:id/cancel/",
    { schema: { params: jobParams, tags, response: { 200: importJobSchema } } },
    async (request) => {
      await requireImporter(deps, request);
      const isImport = (kind: string) => kind === IMPORT_KIND;
      const job = await cancelOr409(deps, request.params.id, isImport, "importEnded");
      // Ended before it started: its file goes now (a running import removes it as it stops).
      if (job.status === "cancelled") await deleteUpload(deps.db, String((job.payload as ImportJobPayload).uploadId));
      return jobView(job);
    },
  );

  r.post(
    "/api/social/x-fetch/",
    { schema: { body: xFetchSchema, tags, response: { 201: xFetchJobSchema } } },
    async (request, reply) => {
      const importer = await requireImporter(deps, request);
      const body = request.body;
      const payload =
        body.kind === "search"
          ? { kind: body.kind, query: body.query, maxPages: body.max_pages ?? 10 }
          : body.kind === "user"
            ? { kind: body.kind, username: body.username }
            : { kind: body.kind, username: body.username, maxPages: body.max_pages ?? 5 };
      const job = await enqueueJob(deps.db, X_FETCH_KIND, payload, importer.userId);
      return reply.status(201).send(xFetchJobView(job));
    },
  );

  r.get("/api/social/x-fetch/", { schema: { tags, response: { 200: z.array(xFetchJobSchema) } } }, async (request) => {
    await requireImporter(deps, request);
    return (await listJobs(deps.db, [X_FETCH_KIND])).map(xFetchJobView);
  });

  r.get(
    "/api/social/x-fetch/:id/",
    { schema: { params: jobParams, tags, response: { 200: xFetchJobSchema } } },
    async (request) => {
      await requireImporter(deps, request);
      return xFetchJobView(await findJobOr404(deps, request.params.id, (kind) => kind === X_FETCH_KIND));
    },
  );

  r.post(
    "/api/social/x-fetch/:id/cancel/",
    { schema: { params: jobParams, tags, response: { 200: xFetchJobSchema } } },
    async (request) => {
      await requireImporter(deps, request);
      const isFetch = (kind: string) => kind === X_FETCH_KIND;
      return xFetchJobView(await cancelOr409(deps, request.params.id, isFetch, "fetchEnded"));
    },
  );

  r.get(
    "/api/social/jobs/:id/",
    { schema: { params: jobParams, tags, response: { 200: socialJobSchema } } },
    async (request) => {
      await requireImporter(deps, request);
      return genericJobView(await findJobOr404(deps, request.params.id, (kind) => kind.startsWith("social.")));
    },
  );

  r.get("/api/social/store/", { schema: { tags, response: { 200: storeStatusSchema } } }, async (request) => {
    await requireAuth(deps, request);
    const language = requestLanguage(request);
    const method = (key: AnalysisTextKey) => analysisText(language, key);
    return {
      ...(await findStoreStatus(deps.db)),
      methods: {
        sentiment: method("sentimentMethod"),
        gender: method("genderMethod"),
        age: method("ageMethod"),
        location: method("locationMethod"),
        job_title: method("jobTitleMethod"),
        interests: method("interestsMethod"),
        account_type: method("accountTypeMethod"),
      },
      x_connector: deps.config.xBearerToken !== undefined,
    };
  });
}
