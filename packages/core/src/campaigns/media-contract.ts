import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { teamField } from "../targeting/audience-entities.ts";
import { adMedia, MEDIA_KINDS } from "./media-entities.ts";
import { MEDIA_MAX_BYTES, MEDIA_TYPE_NAMES } from "./media-limits.ts";

const tags = ["media"] as const;
const idParams = z.object({ id: serialIdParam });
/** Upload ids are random hex: anything else is not found. */
const uploadParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, { error: "Not found." }) });

export const uploadPolicyBody = z.object({
  team: teamField,
  file_name: textField("file_name", { max: 255 }),
  content_type: z.enum(MEDIA_TYPE_NAMES, {
    error: `content_type must be one of ${MEDIA_TYPE_NAMES.join(", ")}`,
  }),
  size: z
    .number({ error: "size must be a number of bytes" })
    .int({ error: "size must be a whole number of bytes" })
    .positive({ error: "size must be more than 0" }),
});
export type UploadPolicyBody = z.input<typeof uploadPolicyBody>;

/** Where and how to send the bytes, and what is allowed. */
export const uploadPolicy = z.object({
  id: z.string(),
  /** send the file here as the raw body, with PUT */
  upload_url: z.string(),
  method: z.literal("PUT"),
  /** the most this file may weigh: the limit of its declared kind */
  max_bytes: z.number().int(),
  expires_at: z.string(),
  /** every kind's limit, as the page states them */
  limits: z.object(
    Object.fromEntries(MEDIA_KINDS.map((k) => [k, z.number().int()])) as Record<
      (typeof MEDIA_KINDS)[number],
      z.ZodNumber
    >,
  ),
});
export type UploadPolicy = z.infer<typeof uploadPolicy>;

/** What the server received of an upload's bytes. */
export const receivedUpload = z.object({ id: z.string(), bytes: z.number().int(), content_type: z.string() });

export const completeUploadBody = z.object({
  upload: z
    .string({ error: "upload is required" })
    .regex(/^[0-9a-f]{32}$/, { error: "upload is not a valid upload id" }),
});

/** The library's file; `duplicate` when the team had these bytes already and nothing new was stored. */
export const completedUpload = adMedia.extend({ duplicate: z.boolean() });

export const listMediaQuery = z.object({
  team: teamField,
  kind: z.enum(MEDIA_KINDS, { error: `kind must be one of ${MEDIA_KINDS.join(", ")}` }).optional(),
  ...pageQuery,
});
export const mediaPage = page(adMedia);

/** A stored file's bytes, sent with the type found in them. */
export const mediaBytes = z
  .custom<AsyncIterable<Uint8Array> | Uint8Array>((v) => v !== null && typeof v === "object")
  .meta({ description: "The file (PNG, JPEG, GIF, WebP or MP4) or its thumbnail (WebP)" });

export { MEDIA_MAX_BYTES };

/** The media library: two-step uploads, the team's files, and their bytes for the web app. */
export const mediaContract = {
  createUploadPolicy: operation({
    method: "POST",
    path: "/api/api/files/policy/",
    summary: "Allow one upload to the team's media library: where to send the bytes, the size limit and the expiry",
    tags,
    body: uploadPolicyBody,
    status: 201,
    response: uploadPolicy,
    errors: [400, 403, 404],
  }),
  sendUploadBytes: operation({
    method: "PUT",
    path: "/api/api/files/:id/",
    summary: "The file of an upload policy, as the raw request body (streamed to storage; type checked by content)",
    tags,
    params: uploadParams,
    status: 200,
    response: receivedUpload,
    errors: [400, 403, 404, 409],
  }),
  completeUpload: operation({
    method: "POST",
    path: "/api/api/files/complete/",
    summary:
      "Check a sent file and add it to the library (201), or answer the team's copy of the same bytes (200, duplicate)",
    tags,
    body: completeUploadBody,
    status: 201,
    response: completedUpload,
    errors: [400, 403, 404],
  }),
  addMedia: operation({
    method: "POST",
    path: "/api/ad-media/",
    summary: "Add a sent upload to the library: the same as files/complete (201 new, 200 duplicate)",
    tags,
    body: completeUploadBody,
    status: 201,
    response: completedUpload,
    errors: [400, 403, 404],
  }),
  listMedia: operation({
    method: "GET",
    path: "/api/ad-media/",
    summary: "The team's media library, newest first, with how many creatives use each file",
    tags,
    query: listMediaQuery,
    status: 200,
    response: mediaPage,
    errors: [400, 403, 404],
  }),
  deleteMedia: operation({
    method: "DELETE",
    path: "/api/ad-media/:id/",
    summary: "Delete a file and its thumbnail, unless a creative uses it (409 naming the creatives)",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404, 409],
  }),
  mediaFile: operation({
    method: "GET",
    path: "/api/ad-media/:id/file/",
    summary: "A library file's bytes (members of its team); one Range asked is answered 206, so a video can be sought",
    tags,
    params: idParams,
    status: 200,
    response: mediaBytes,
    errors: [403, 404, 416],
  }),
  mediaThumbnail: operation({
    method: "GET",
    path: "/api/ad-media/:id/thumbnail/",
    summary: "A library file's thumbnail, a WebP image (members of its team; 404 for a video without one)",
    tags,
    params: idParams,
    status: 200,
    response: mediaBytes,
    errors: [403, 404],
  }),
};
