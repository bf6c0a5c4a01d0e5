import { imageDownloadContract, X_IMAGE_HOSTS } from "@xa/core/exports/image-download-contract";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Config } from "../config.ts";
import type { Deps } from "../deps.ts";
import { HttpError, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { downloadImage, ImageDownloadError, type ImageDownloaderOptions } from "./image-downloader.ts";

/** X's image hosts and the configured ones; nothing else, and never plain http. */
export function imageDownloaderOptions(config: Pick<Config, "imageHosts">): ImageDownloaderOptions {
  return { hosts: new Set([...X_IMAGE_HOSTS, ...config.imageHosts]) };
}

/**
 * The image downloader: PNG exports draw cross-origin images through it, as a browser
 * canvas cannot read them directly. Signed-in users only; `options` come from tests alone.
 */
export function registerImageDownloaderRoutes(
  app: FastifyInstance,
  deps: Deps,
  options: ImageDownloaderOptions = imageDownloaderOptions(deps.config),
): void {
  route(app, imageDownloadContract.downloadImage, async ({ query }, request, reply) => {
    await requireAuth(deps, request);
    try {
      const image = await downloadImage(query.url, options);
      reply.header("content-type", image.type);
      // The same image is drawn again by the next export: the browser may keep it a day, for this user only.
      reply.header("cache-control", "private, max-age=86400");
      reply.header("x-content-type-options", "nosniff");
      return image.bytes;
    } catch (error) {
      if (error instanceof ImageDownloadError)
        throw new HttpError(error.status, { detail: said(error.key, error.params) });
      throw error;
    }
  });
}
