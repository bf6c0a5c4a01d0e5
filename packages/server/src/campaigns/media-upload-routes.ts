import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { canManageCreativeAssets } from "@xa/core/campaigns/campaign-permissions";
import { mediaContract } from "@xa/core/campaigns/media-contract";
import {
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type MediaType,
  maxBytesOf,
  UPLOAD_POLICY_TTL_MS,
} from "@xa/core/campaigns/media-limits";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { inMegabytes, mediaConflict, refuseMedia, uploadMissing } from "./media-guards.ts";
import { MediaMeter, MediaRefused } from "./media-meter.ts";
import { MediaUnreadable, probeMedia } from "./media-probe.ts";
import { findMedia, findMediaByHash, insertMedia, toMedia } from "./media-queries.ts";
import type { MediaStorage } from "./media-storage.ts";
import {
  claimSending,
  deleteUpload,
  findUpload,
  insertUpload,
  recordReceived,
  releaseSending,
  takeReceivedUpload,
  takeStaleUploads,
} from "./media-upload-queries.ts";

// A file sent in time but not completed is kept this long past its policy's expiry, then removed.
const STALE_GRACE_MS = 60 * 60_000;

const TYPE_NAMES: Record<MediaType, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "video/mp4": "MP4",
};

function isReadable(body: unknown): body is Readable {
  return body instanceof Readable || typeof (body as { pipe?: unknown } | undefined)?.pipe === "function";
}

/** The two-step upload: a policy, the bytes as the raw body, and the completion that checks them. */
export async function registerMediaUploadRoutes(app: FastifyInstance, deps: Deps, storage: MediaStorage) {
  const { db } = deps;
  const c = mediaContract;

  const forget = async (keys: (string | null)[]) => {
    for (const key of keys) if (key) await storage.delete(key).catch(() => {});
  };

  route(app, c.createUploadPolicy, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    if (!canManageCreativeAssets(team)) throw forbidden();
    const max = maxBytesOf(body.content_type);
    const kind = MEDIA_TYPES[body.content_type];
    if (body.size > max) {
      throw refuseMedia("tooLargeDeclared", {
        name: body.file_name,
        size: inMegabytes(body.size),
        kind,
        max: inMegabytes(max),
      });
    }
    const now = deps.now();
    await forget((await takeStaleUploads(db, now, STALE_GRACE_MS)).map((row) => row.storage_key));
    const id = randomBytes(16).toString("hex");
    const expires = new Date(now.getTime() + UPLOAD_POLICY_TTL_MS);
    await insertUpload(db, {
      id,
      team_id: team.id,
      user_id: auth.user.id,
      name: body.file_name,
      declared_mime: body.content_type,
      max_bytes: max,
      storage_key: `team-${team.id}/${id}`,
      expires_at: expires,
    });
    return {
      id,
      upload_url: c.sendUploadBytes.path.replace(":id", id),
      method: "PUT" as const,
      max_bytes: max,
      expires_at: expires.toISOString(),
      limits: { ...MEDIA_MAX_BYTES },
    };
  });

  await app.register(async (scope) => {
    // The bytes arrive as the raw body and stream to storage: this scope hands any content type over
    // as the stream, so Fastify's body limit and parsers never hold the file.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    // Any refusal before the bytes are read (a bad id, an expired or used policy, a length over the
    // limit) drains the rest of the body, so the client hears why and the connection is free again.
    scope.addHook("onError", async (request) => {
      if (isReadable(request.body)) request.body.resume();
    });

    route(scope, c.sendUploadBytes, async ({ params }, request) => {
      const auth = await requireAuth(deps, request);
      const now = deps.now();
      const upload = await findUpload(db, auth.user.id, params.id);
      if (!upload) throw uploadMissing();
      if (upload.sending_at !== null || upload.received_bytes !== null) throw mediaConflict("sentAlready");
      if (new Date(upload.expires_at) <= now) {
        throw refuseMedia("uploadExpired", { at: new Date(upload.expires_at).toISOString() });
      }
      const header = request.headers["content-length"];
      const length = Number(header);
      if (header === undefined || !Number.isSafeInteger(length) || !isReadable(request.body)) {
        throw refuseMedia("lengthRequired");
      }
      if (length === 0) throw refuseMedia("emptyFile");
      const declared = upload.declared_mime as MediaType;
      if (length > Number(upload.max_bytes)) {
        throw refuseMedia("tooLarge", { max: inMegabytes(Number(upload.max_bytes)), kind: MEDIA_TYPES[declared] });
      }
      if (!(await claimSending(db, upload.id, now))) throw mediaConflict("sentAlready");

      const source = request.body;
      const meter = new MediaMeter(length);
      source.on("error", (error) => meter.destroy(error));
      // Storage may attach to the meter a moment later (a folder to make): its refusal waits for it there.
      meter.on("error", () => {});
      source.pipe(meter);
      try {
        await storage.put(upload.storage_key, meter, length);
      } catch (error) {
        // The rest of the body is read and dropped, so the client hears why rather than a reset.
        source.unpipe(meter);
        source.resume();
        await forget([upload.storage_key]);
        await releaseSending(db, upload.id);
        if (error instanceof MediaRefused) {
          if (error.reason === "wrongType") throw refuseMedia("wrongType");
          const kind = MEDIA_TYPES[error.mime ?? declared];
          throw refuseMedia("tooLarge", { max: inMegabytes(maxBytesOf(error.mime ?? declared)), kind });
        }
        throw error;
      }
      const mime = meter.mime;
      if (mime === null) {
        await forget([upload.storage_key]);
        await releaseSending(db, upload.id);
        throw refuseMedia("wrongType");
      }
      const received = { bytes: meter.bytes, sha256: meter.digest(), mime };
      await recordReceived(db, upload.id, received);
      return { id: upload.id, bytes: received.bytes, content_type: mime };
    });
  });

  const complete = async (uploadId: string, request: FastifyRequest, reply: FastifyReply) => {
    const auth = await requireAuth(deps, request);
    const now = deps.now();
    const upload = await findUpload(db, auth.user.id, uploadId);
    if (!upload) throw uploadMissing();
    if (upload.received_bytes === null) {
      if (new Date(upload.expires_at) > now) throw refuseMedia("notSentYet");
      await deleteUpload(db, upload.id);
      throw refuseMedia("uploadExpired", { at: new Date(upload.expires_at).toISOString() });
    }
    const team = await findMemberTeam(db, auth.user.id, String(upload.team_id));
    if (!canManageCreativeAssets(team)) throw forbidden();
    const taken = await takeReceivedUpload(db, upload.id);
    if (!taken?.sha256 || !taken.mime) throw uploadMissing();
    const mime = taken.mime as MediaType;

    const duplicate = async () => {
      const existing = await findMediaByHash(db, auth.user.id, team.id, taken.sha256 as string);
      if (!existing) return null;
      reply.status(200);
      return { ...toMedia(existing), duplicate: true };
    };
    const known = await duplicate();
    if (known) {
      await forget([taken.storage_key]);
      return known;
    }

    let probe: Awaited<ReturnType<typeof probeMedia>>;
    try {
      probe = await probeMedia(storage, taken.storage_key, mime);
    } catch (error) {
      await forget([taken.storage_key]);
      if (error instanceof MediaUnreadable) throw refuseMedia("unreadable", { type: TYPE_NAMES[mime] });
      throw error;
    }
    const thumbnailKey = probe.thumbnail ? `${taken.storage_key}.thumb.webp` : null;
    if (thumbnailKey && probe.thumbnail) {
      await storage.put(thumbnailKey, Readable.from([probe.thumbnail]), probe.thumbnail.length);
    }
    const id = await insertMedia(db, {
      team_id: team.id,
      name: taken.name,
      kind: MEDIA_TYPES[mime],
      mime,
      bytes: Number(taken.received_bytes),
      width: probe.width,
      height: probe.height,
      duration_ms: probe.duration_ms,
      sha256: taken.sha256,
      storage_key: taken.storage_key,
      thumbnail_key: thumbnailKey,
      created_by: auth.user.id,
    });
    if (id === null) {
      // The same bytes were completed by another upload meanwhile: that one is the team's file.
      await forget([taken.storage_key, thumbnailKey]);
      const other = await duplicate();
      if (other) return other;
      throw uploadMissing();
    }
    const row = await findMedia(db, auth.user.id, id);
    if (!row) throw uploadMissing();
    return { ...toMedia(row), duplicate: false };
  };

  route(app, c.completeUpload, ({ body }, request, reply) => complete(body.upload, request, reply));
  route(app, c.addMedia, ({ body }, request, reply) => complete(body.upload, request, reply));
}
