import { canDeleteMedia, canUseMediaLibrary } from "@xa/core/campaigns/campaign-permissions";
import { mediaContract } from "@xa/core/campaigns/media-contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { chooseMediaStorage } from "./choose-media-storage.ts";
import { mediaConflict, mediaMissing } from "./media-guards.ts";
import { creativesUsing, deleteMediaRow, findMedia, listMedia, toMedia } from "./media-queries.ts";
import { MediaNotStored, type MediaStorage } from "./media-storage.ts";
import { registerMediaUploadRoutes } from "./media-upload-routes.ts";

/** Files of the library are private to their team: the browser may keep them, for this user only. */
function sendStored(reply: FastifyReply, storage: MediaStorage, key: string, type: string, bytes?: number) {
  reply.header("content-type", type);
  if (bytes !== undefined) reply.header("content-length", bytes);
  reply.header("cache-control", "private, max-age=3600");
  reply.header("x-content-type-options", "nosniff");
  return storage.get(key).catch((error: unknown) => {
    if (error instanceof MediaNotStored) throw mediaMissing();
    throw error;
  });
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
    if (!canUseMediaLibrary(team)) throw forbidden();
    const { count, rows } = await listMedia(db, auth.user.id, team.id, query);
    return { count, results: rows.map(toMedia) };
  });

  route(app, c.deleteMedia, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findMedia(db, auth.user.id, params.id);
    if (!row) throw mediaMissing();
    if (!canDeleteMedia(row)) throw forbidden();
    const inUse = async () => {
      const creatives = await creativesUsing(db, row.id);
      if (creatives.length === 0) return null;
      return mediaConflict("mediaInUse", {
        name: row.name,
        count: creatives.length,
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
    return sendStored(reply, storage, row.storage_key, row.mime, Number(row.bytes));
  });

  route(app, c.mediaThumbnail, async ({ params }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const row = await findMedia(db, auth.user.id, params.id);
    if (!row?.thumbnail_key) throw mediaMissing();
    return sendStored(reply, storage, row.thumbnail_key, "image/webp");
  });
}
