import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** X's image hosts (avatars, media, banners, cards); the server's IMAGE_HOSTS adds more. */
export const X_IMAGE_HOSTS = ["pbs.twimg.com", "abs.twimg.com", "abs-0.twimg.com", "ton.twimg.com"] as const;

/** The image types the downloader passes on; SVG is left out, as it can carry script. */
export const DOWNLOADABLE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type DownloadableImageType = (typeof DOWNLOADABLE_IMAGE_TYPES)[number];

/** Limits of one download: bytes, redirects followed, and the fetch timeout. */
export const IMAGE_DOWNLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRedirects: 3, timeoutMs: 30_000 } as const;

export const imageDownloadQuery = z.object({
  url: z.string({ error: "Url is required" }).trim().min(1, { error: "Url is required" }).max(4096, {
    error: "Url must be less than 4096 characters",
  }),
});

/** The image's bytes, sent with its sniffed type. */
export const imageFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ description: "A PNG, JPEG, GIF or WebP image" });

/** The image downloader: cross-origin images of PNG exports, fetched by the server. */
export const imageDownloadContract = {
  downloadImage: operation({
    method: "GET",
    path: "/api/image-downloader/",
    summary: "An image from an allowed image host, for PNG exports (signed-in users; no private addresses)",
    tags: ["exports"],
    query: imageDownloadQuery,
    status: 200,
    response: imageFile,
    errors: [400, 403, 413, 415, 502],
  }),
};
