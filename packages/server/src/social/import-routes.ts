import { parseCsvMap } from "@xa/core/social/map-csv";
import { socialContract } from "@xa/core/social/social-contract";
import { canImport } from "@xa/core/social/social-permissions";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { badRequest, HttpError, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { takeWorkLimit } from "../http/work-limits.ts";
import { enqueueJob } from "../jobs/job-queries.ts";
import { registerJobRoutes } from "./job-routes.ts";
import { importJobView } from "./job-views.ts";
import { requireSocialCaller } from "./social-guards.ts";
import { IMPORT_KIND, type ImportJobPayload } from "./social-jobs.ts";
import { deleteUpload, saveUpload, UploadTooLarge } from "./uploads.ts";

/** Largest file the upload endpoint takes (the CLI on PostgreSQL has no limit). */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

function isStream(body: unknown): body is AsyncIterable<Buffer> {
  return typeof (body as { [Symbol.asyncIterator]?: unknown } | undefined)?.[Symbol.asyncIterator] === "function";
}

/** File imports: a staff upload queued as a background job, and the job routes that follow it. */
export async function registerImportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // Uploads arrive as the raw body and are streamed into the database, never buffered
    // whole: this scope hands any content type over as the stream, which the contract (no body
    // schema: a stream is not JSON) leaves alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    route(scope, socialContract.uploadImport, async ({ query }, request) => {
      const { filename, format, map } = query;
      const mapping = map ? parseCsvMap(map) : null;
      if (mapping?.error) throw badRequest(mapping.error);
      const importer = await requireSocialCaller(deps, request, canImport);
      if (!isStream(request.body)) throw badRequest(said("fileAsBody"));
      if (importer.userId !== null) await takeWorkLimit(deps, "import", importer.userId);
      let upload: { id: string; size: number };
      try {
        upload = await saveUpload(deps.db, filename, request.body, importer.userId, MAX_UPLOAD_BYTES);
      } catch (error) {
        if (error instanceof UploadTooLarge)
          throw new HttpError(413, { detail: said("fileTooLarge", { mb: Math.round(error.maxBytes / 1024 / 1024) }) });
        throw error;
      }
      if (upload.size === 0) {
        await deleteUpload(deps.db, upload.id);
        throw badRequest(said("emptyFile"));
      }
      const payload = {
        uploadId: upload.id,
        filename,
        ...(format ? { format } : {}),
        ...(mapping ? { map: mapping.mapping } : {}),
      };
      const job = await enqueueJob(deps.db, IMPORT_KIND, payload, importer.userId);
      return importJobView({ ...job, progress: { totalBytes: upload.size } });
    });
  });

  registerJobRoutes(app, deps, {
    list: socialContract.listImports,
    get: socialContract.getImport,
    cancel: socialContract.cancelImport,
    kind: IMPORT_KIND,
    view: importJobView,
    ended: "importEnded",
    // Ended before it started: its file goes now (a running import removes it as it stops).
    afterCancel: async (job) => {
      if (job.status === "cancelled") await deleteUpload(deps.db, String((job.payload as ImportJobPayload).uploadId));
    },
  });
}
