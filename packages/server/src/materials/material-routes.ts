import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { materialsContract } from "@xa/core/materials/materials-contract";
import { MATERIAL_MAX_BYTES, MATERIAL_MIMES } from "@xa/core/materials/materials-entities";
import { canManageMaterials, canReadMaterials } from "@xa/core/materials/materials-permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { recordToolUse } from "../activity/index.ts";
import { requireAuth } from "../auth/index.ts";
import { chooseMediaStorage, MediaNotStored, type MediaStorage } from "../campaigns/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { materialMissing, refuseMaterial, staffOnly } from "./material-guards.ts";
import { MaterialMeter, MaterialRefused } from "./material-meter.ts";
import {
  deleteMaterialRow,
  findMaterial,
  insertMaterial,
  listHelperDocuments,
  listMaterials,
  type MaterialRow,
  recordDownload,
  toMaterial,
} from "./material-queries.ts";

const MAX_MB = MATERIAL_MAX_BYTES / (1024 * 1024);

function isReadable(body: unknown): body is Readable {
  return body instanceof Readable || typeof (body as { pipe?: unknown } | undefined)?.pipe === "function";
}

/** A file name as RFC 5987 writes it: percent-encoded UTF-8, the characters it reserves included. */
const headerFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A stored file's bytes, as an attachment (a download) or inline (a preview). */
async function sendFile(reply: FastifyReply, storage: MediaStorage, row: MaterialRow, disposition: string) {
  reply.header("content-type", row.mime);
  reply.header("content-length", Number(row.bytes));
  reply.header("content-disposition", `${disposition}; filename*=UTF-8''${headerFileName(row.file_name)}`);
  reply.header("cache-control", "private, no-store");
  reply.header("x-content-type-options", "nosniff");
  try {
    return await storage.get(row.storage_key);
  } catch (error) {
    if (error instanceof MediaNotStored) throw materialMissing();
    throw error;
  }
}

/** Marketing materials and helper documents: staff add and remove files, everyone signed in reads them. */
export async function registerMaterialRoutes(
  app: FastifyInstance,
  deps: Deps,
  storage: MediaStorage = chooseMediaStorage(deps.config.media),
): Promise<void> {
  const { db } = deps;
  const c = materialsContract;

  /** The caller, who must be signed in to read anything here. */
  const reader = async (request: Parameters<typeof requireAuth>[1]) => {
    const auth = await requireAuth(deps, request);
    if (!canReadMaterials(auth.user)) throw forbidden();
    return auth;
  };

  route(app, c.listMaterials, async ({ query }, request) => {
    await reader(request);
    const { count, rows } = await listMaterials(db, query, query);
    return { count, results: rows.map(toMaterial) };
  });

  route(app, c.retrieveMaterial, async ({ params }, request) => {
    await reader(request);
    const row = await findMaterial(db, params.id);
    if (!row) throw materialMissing();
    return toMaterial(row);
  });

  route(app, c.listHelperDocuments, async ({ query }, request) => {
    await reader(request);
    return listHelperDocuments(db, query, query);
  });

  route(app, c.materialFile, async ({ params }, request, reply) => {
    await reader(request);
    const row = await findMaterial(db, params.id);
    if (!row) throw materialMissing();
    return sendFile(reply, storage, row, "inline");
  });

  route(app, c.downloadMaterial, async ({ params }, request, reply) => {
    const auth = await reader(request);
    const row = await findMaterial(db, params.id);
    if (!row) throw materialMissing();
    const file = await sendFile(reply, storage, row, "attachment");
    await recordDownload(db, row.id, auth.user.id, deps.now());
    await recordToolUse(deps, auth.user.id, "material_download", row.title);
    return file;
  });

  route(app, c.deleteMaterial, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canManageMaterials(deps.config, auth.user)) throw staffOnly();
    const row = await findMaterial(db, params.id);
    if (!row || !(await deleteMaterialRow(db, row.id))) throw materialMissing();
    await storage.delete(row.storage_key);
    return null;
  });

  await app.register(async (scope) => {
    // The file arrives as the raw body and streams to storage: this scope hands any content type
    // over as the stream, so Fastify's body limit and parsers never hold the file.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    // Any refusal (a bad query, not staff, a bad file) drains what is left of the file, so the client
    // hears why rather than a reset, and the connection is free again.
    scope.addHook("onError", async (request) => {
      if (isReadable(request.body)) request.body.resume();
    });

    route(scope, c.createMaterial, async ({ query }, request) => {
      const source = request.body;
      const auth = await requireAuth(deps, request);
      if (!canManageMaterials(deps.config, auth.user)) throw staffOnly();
      const header = request.headers["content-length"];
      const length = Number(header);
      if (header === undefined || !Number.isSafeInteger(length) || !isReadable(source)) {
        throw refuseMaterial("lengthRequired");
      }
      if (length === 0) throw refuseMaterial("emptyFile");
      if (length > MATERIAL_MAX_BYTES) throw refuseMaterial("tooLarge", { max: MAX_MB });

      const key = `materials/${randomBytes(16).toString("hex")}`;
      const meter = new MaterialMeter(query.file_name);
      source.on("error", (error) => meter.destroy(error));
      // Storage may attach to the meter a moment later (a folder to make): its refusal waits for it there.
      meter.on("error", () => {});
      source.pipe(meter);
      try {
        await storage.put(key, meter, length);
      } catch (error) {
        source.unpipe(meter);
        source.resume();
        await storage.delete(key).catch(() => {});
        if (error instanceof MaterialRefused) {
          throw refuseMaterial(error.reason, { max: MAX_MB, name: query.file_name });
        }
        throw error;
      }
      if (meter.format === null) {
        await storage.delete(key);
        throw refuseMaterial("wrongType");
      }
      const id = await insertMaterial(db, {
        kind: query.kind,
        type: query.type,
        language: query.language,
        title: query.title,
        description: query.description,
        file_name: query.file_name,
        mime: MATERIAL_MIMES[meter.format],
        bytes: meter.bytes,
        storage_key: key,
        created_by: auth.user.id,
      }).catch(async (error: unknown) => {
        await storage.delete(key);
        throw error;
      });
      const row = await findMaterial(db, id);
      if (!row) throw materialMissing();
      return toMaterial(row);
    });
  });
}
