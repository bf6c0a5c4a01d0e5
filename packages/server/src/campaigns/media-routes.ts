import type { Language } from "@xa/core";
import { canManageCreativeAssets } from "@xa/core/campaigns/campaign-permissions";
import { mediaContract } from "@xa/core/campaigns/media-contract";
import { mediaText } from "@xa/core/campaigns/media-texts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { chooseMediaStorage } from "./choose-media-storage.ts";
import { mediaConflict, mediaMissing } from "./media-guards.ts";
import { creativesUsing, deleteMediaRow, findMedia, listMedia, toMedia } from "./media-queries.ts";
import { requestedRange } from "./media-range.ts";
import { type ByteRange, MediaNotStored, type MediaStorage } from "./media-storage.ts";
import { registerMediaUploadRoutes } from "./media-upload-routes.ts";

/**
 * A stored file, whole or the one range asked (a video is sought that way). Files of the library
 * are private to their team: the browser may keep them, for this user only.
 */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: { key: string; type: string; bytes?: number },
) {
  reply.header("content-type", file.type);
  reply.header("cache-control", "private, max-age=3600");
  reply.header("x-content-type-options", "nosniff");
  let range: ByteRange | null = null;
  if (file.bytes !== undefined) {
    reply.header("accept-ranges", "bytes");
    const asked = requestedRange(request.headers.range, file.bytes);
    if (asked === "unsatisfiable") {
      reply.header("content-range", `bytes */${file.bytes}`);
      throw new HttpError(416, {
        detail: (language: Language) => mediaText(language, "rangeNotSatisfiable", { bytes: file.bytes ?? 0 }),
      });
    }
    range = asked;
    reply.header("content-length", range ? range.end - range.start + 1 : file.bytes);
    if (range) {
      reply.status(206);
      reply.header("content-range", `bytes ${range.start}-${range.end}/${file.bytes}`);
    }
  }
  try {
    return await storage.get(file.key, range ?? undefined);
  } catch (error) {
    if (error instanceof MediaNotStored) throw mediaMissing();
    throw error;
  }
}

/** The team's media library: uploads, the list, deletion, and each file's bytes for the web app. */
export async function registerMediaRoutes(
  app: FastifyInstance,
  deps: Deps,
  storage: MediaStorage = chooseMediaStorage(deps.config.media),
): Promise<void> {
  const { db } = deps;
  const c = mediaContract;
  await registerMediaUploadRoutes(app, deps, storage);

  route(app, c.listMedia, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canManageCreativeAssets(team)) throw forbidden();
    const { count, rows } = await listMedia(db, auth.user.id, team.id, query);
    return { count, results: rows.map(toMedia) };
  });

  route(app, c.deleteMedia, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findMedia(db, auth.user.id, params.id);
    if (!row) throw mediaMissing();
    if (!canManageCreativeAssets(row)) throw forbidden();
    const inUse = async () => {
      const creatives = await creativesUsing(db, row.id);
      if (creatives.length === 0) return null;
      return mediaConflict("mediaInUse", {
        name: row.name,
        creatives: creatives.map((creative) => creative.name).join(", "),
      });
    };
    const refusal = await inUse();
    if (refusal) throw refusal;
    // A creative may take the file between the check and the delete: the foreign key refuses then.
    if (!(await deleteMediaRow(db, row.id))) throw (await inUse()) ?? mediaMissing();
    await storage.delete(row.storage_key);
    if (row.thumbnail_key) await storage.delete(row.thumbnail_key);
    return null;
  });

  route(app, c.mediaFile, async ({ params }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const row = await findMedia(db, auth.user.id, params.id);
    if (!row) throw mediaMissing();
    return sendStored(request, reply, storage, { key: row.storage_key, type: row.mime, bytes: Number(row.bytes) });
  });

  route(app, c.mediaThumbnail, async ({ params }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const row = await findMedia(db, auth.user.id, params.id);
    if (!row?.thumbnail_key) throw mediaMissing();
    return sendStored(request, reply, storage, { key: row.thumbnail_key, type: "image/webp" });
  });
}
