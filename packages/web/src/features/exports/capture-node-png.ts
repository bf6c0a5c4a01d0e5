import { EXPORT_SKIP_ATTRIBUTE } from "../../capture/export-skip.ts";
import { withImagesThroughDownloader } from "./images-through-downloader.ts";

/** Image capture gives each resource fetch (images, fonts) up to 30 s. */
export const CAPTURE_FETCH_TIMEOUT_MS = 30_000;

/** Downloads default to a black background; transparent is the other choice. */
export type CaptureBackground = "black" | "transparent";
export type CaptureOptions = { background: CaptureBackground; pixelRatio?: number };

/** True for nodes that belong in the image: everything except elements marked to skip. */
export function keepInCapture(node: Node): boolean {
  return !(node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute(EXPORT_SKIP_ATTRIBUTE));
}

/**
 * A DOM node drawn as a PNG. html-to-image is loaded on demand, so it stays out of the page's first
 * load; other origins' images (avatars) come through the server's image downloader.
 */
export async function captureNodePng(node: HTMLElement, options: CaptureOptions): Promise<Blob> {
  const { toBlob } = await import("html-to-image");
  const blob = await withImagesThroughDownloader(() =>
    toBlob(node, {
      backgroundColor: options.background === "black" ? "#000000" : undefined,
      pixelRatio: options.pixelRatio ?? 2,
      filter: keepInCapture,
      // One signal for the capture: its fetches run together, so each gets at most the 30 s.
      fetchRequestInit: { signal: AbortSignal.timeout(CAPTURE_FETCH_TIMEOUT_MS) },
      // Images are fetched same-origin (through the downloader), so the browser's cache may serve
      // them; their query is part of which image it is (X's ?name=small, ?format=png).
      cacheBust: false,
      includeQueryParams: true,
    }),
  );
  if (!blob) throw new Error("The image could not be drawn.");
  return blob;
}
