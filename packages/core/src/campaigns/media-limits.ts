import type { MediaKind } from "./media-entities.ts";

/** The file types the media library takes, each with its kind; decided by content, never by name. */
export const MEDIA_TYPES = {
  "image/png": "image",
  "image/jpeg": "image",
  "image/webp": "image",
  "image/gif": "gif",
  "video/mp4": "video",
} as const satisfies Record<string, MediaKind>;
export type MediaType = keyof typeof MEDIA_TYPES;
export const MEDIA_TYPE_NAMES = Object.keys(MEDIA_TYPES) as [MediaType, ...MediaType[]];

const MB = 1024 * 1024;

/** Largest file of each kind, close to what X itself takes for promoted media. */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = { image: 5 * MB, gif: 15 * MB, video: 512 * MB };

/** How long an upload policy may be used after it is given. */
export const UPLOAD_POLICY_TTL_MS = 15 * 60_000;

export const isMediaType = (mime: string): mime is MediaType => Object.hasOwn(MEDIA_TYPES, mime);

/** The limit of a type's kind, in bytes. */
export const maxBytesOf = (mime: MediaType): number => MEDIA_MAX_BYTES[MEDIA_TYPES[mime]];

/** Whole megabytes for texts ("5 MB"). */
export const megabytes = (bytes: number): number => Math.round(bytes / MB);
