import { imageDownloadContract } from "@xa/core/exports/image-download-contract";
import { apiUrl } from "../../api/api-roots.ts";
import { storedToken } from "../../api/login-storage.ts";

/**
 * The image downloader's address for an image on another origin, or null for one the page may read
 * itself (same origin, data:, blob:). A canvas cannot draw another origin's image unless that host
 * allows it, so PNG exports fetch those through the server.
 */
export function downloaderUrl(url: string, origin: string = window.location.origin): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if ((parsed.protocol !== "https:" && parsed.protocol !== "http:") || parsed.origin === origin) return null;
  return apiUrl(`${imageDownloadContract.downloadImage.path}?url=${encodeURIComponent(parsed.href)}`);
}

let captures = 0;
let pageFetch: typeof fetch | null = null;

function throughDownloader(original: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const through = downloaderUrl(url);
    if (!through) return original(input, init);
    const headers = new Headers(init?.headers);
    const token = storedToken();
    if (token) headers.set("Authorization", `Token ${token}`);
    return original(through, { ...init, headers, credentials: "same-origin" });
  };
}

/**
 * Runs a capture with its cross-origin image fetches sent through the image downloader.
 * html-to-image has no fetch option: it fetches each image with the global fetch, so that is
 * wrapped for as long as any capture runs (counted, as captures of a ZIP export overlap), and
 * requests to the app's own origin pass through untouched.
 */
export async function withImagesThroughDownloader<T>(run: () => Promise<T>): Promise<T> {
  if (captures++ === 0) {
    pageFetch = globalThis.fetch;
    globalThis.fetch = throughDownloader(pageFetch);
  }
  try {
    return await run();
  } finally {
    if (--captures === 0 && pageFetch) {
      globalThis.fetch = pageFetch;
      pageFetch = null;
    }
  }
}
