import { IMPORT_FORMATS, type ImportFormat } from "@xa/core/social/detect-format";
import { parseCsvMap } from "@xa/core/social/map-csv";
import { socialContract } from "@xa/core/social/social-contract";
import { canImport } from "@xa/core/social/social-permissions";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { badRequest, HttpError, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { takeWorkLimit } from "../http/work-limits.ts";
import { enqueueJob } from "../jobs/job-queries.ts";
import { HEAD_BYTES, readFileHead } from "./import/file-head.ts";
import { registerJobRoutes } from "./job-routes.ts";
import { importJobView } from "./job-views.ts";
import { requireSocialCaller } from "./social-guards.ts";
import { IMPORT_KIND, type ImportJobPayload } from "./social-jobs.ts";
import { deleteUpload, readUpload, saveUpload, UploadTooLarge } from "./uploads.ts";

/** Largest file the upload endpoint takes (the CLI on PostgreSQL has no limit). */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

/** Why the importer would refuse the upload as a whole, read from its head; null when it would read it. */
async function headRefusal(deps: Deps, uploadId: string, filename: string, format: ImportFormat | undefined) {
  const first = (await readUpload(deps.db, uploadId).next()).value;
  const head = readFileHead(first ? first.subarray(0, HEAD_BYTES) : Buffer.alloc(0), filename, format);
  switch (head.problem) {
    case "empty":
      return said("emptyFile");
    case "notText":
      return said("fileNotText", { file: filename });
    case "unknownFormat":
      return said("unknownFileFormat", { file: filename, formats: IMPORT_FORMATS.join(", ") });
    case "notJson":
      return said("fileNotJson", { file: filename, format: head.format });
    case null:
      return null;
  }
}

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
      const refusal = upload.size === 0 ? said("emptyFile") : await headRefusal(deps, upload.id, filename, format);
      if (refusal) {
        await deleteUpload(deps.db, upload.id);
        throw badRequest(refusal);
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
