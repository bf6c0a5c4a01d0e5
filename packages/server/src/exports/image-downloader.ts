import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import {
  DOWNLOADABLE_IMAGE_TYPES,
  type DownloadableImageType,
  IMAGE_DOWNLOAD_LIMITS,
} from "@xa/core/exports/image-download-contract";
import type { ImageDownloadTextKey } from "@xa/core/exports/image-download-texts";
import { sniffImageType } from "./image-magic.ts";
import { isPublicAddress } from "./ip-ranges.ts";

/**
 * What one downloader may reach. Built from the configuration in the app; `insecureHosts`,
 * `resolve` and `allowAddress` are set only by tests (no setting reads them), so a loopback image
 * server can stand in for X's hosts there and nowhere else.
 */
export type ImageDownloaderOptions = {
  /** host names images may come from, lower-case */
  hosts: ReadonlySet<string>;
  /** hosts fetched over plain http on any port: none outside tests */
  insecureHosts?: ReadonlySet<string>;
  /** a host's addresses; DNS unless a test says otherwise */
  resolve?: (host: string) => Promise<string[]>;
  /** whether an address may be connected to: public internet addresses only unless a test says otherwise */
  allowAddress?: (address: string) => boolean;
  maxBytes?: number;
  maxRedirects?: number;
  timeoutMs?: number;
};

/** Why a download was refused or failed: an HTTP status and a text of core's catalog. */
export class ImageDownloadError extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 502,
    readonly key: ImageDownloadTextKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
  }
}

export type DownloadedImage = { type: DownloadableImageType; bytes: Buffer };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TYPES: ReadonlySet<string> = new Set(DOWNLOADABLE_IMAGE_TYPES);

async function resolveByDns(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

/** The URL if it may be fetched at all: https on its default port, or http for a test's host. */
function parseTarget(raw: string, options: ImageDownloaderOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageDownloadError(400, "image.badUrl");
  }
  const insecure = options.insecureHosts?.has(url.hostname) ?? false;
  const schemeOk = url.protocol === "https:" ? url.port === "" || insecure : url.protocol === "http:" && insecure;
  if (!schemeOk || url.username !== "" || url.password !== "") throw new ImageDownloadError(400, "image.badUrl");
  // The WHATWG parser has already turned decimal, octal and hex IPv4 forms into dotted ones.
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!options.hosts.has(url.hostname))
    throw new ImageDownloadError(403, "image.hostNotAllowed", { host: url.hostname });
  return url;
}

/** The address to connect to: every address the host has must be allowed, so no answer can slip one in. */
async function checkedAddress(url: URL, options: ImageDownloaderOptions): Promise<string> {
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  const allow = options.allowAddress ?? isPublicAddress;
  let addresses: string[];
  if (net.isIP(literal)) addresses = [literal];
  else {
    try {
      addresses = await (options.resolve ?? resolveByDns)(url.hostname);
    } catch {
      throw new ImageDownloadError(502, "image.unreachable", { host: url.hostname });
    }
  }
  const first = addresses[0];
  if (first === undefined) throw new ImageDownloadError(502, "image.unreachable", { host: url.hostname });
  if (!addresses.every(allow)) throw new ImageDownloadError(403, "image.addressRefused", { host: url.hostname });
  return first;
}

/** One GET to the checked address (never a second lookup: no DNS rebinding window), with no redirect followed. */
function get(url: URL, address: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const family = net.isIP(address) === 6 ? 6 : 4;
  const pinned: LookupFunction = (_host, opts, done) => {
    if (opts.all) done(null, [{ address, family }]);
    else done(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      lookup: pinned,
      agent: false,
      signal,
      headers: { accept: DOWNLOADABLE_IMAGE_TYPES.join(", "), "user-agent": "XAudience image downloader" },
    });
    request.on("response", resolve);
    request.on("error", reject);
    request.end();
  });
}

async function readLimited(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImageDownloadError(413, "image.tooLarge", { mb: Math.round(maxBytes / 1024 / 1024) });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads an image for a PNG export without letting the server be pointed elsewhere: allowed
 * hosts only, every hop re-checked (scheme, host, addresses), at most a few redirects, a size cap
 * while streaming, declared and actual type both one of the downloadable images, and one deadline.
 */
export async function downloadImage(raw: string, options: ImageDownloaderOptions): Promise<DownloadedImage> {
  const maxBytes = options.maxBytes ?? IMAGE_DOWNLOAD_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? IMAGE_DOWNLOAD_LIMITS.maxRedirects;
  const timeoutMs = options.timeoutMs ?? IMAGE_DOWNLOAD_LIMITS.timeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = parseTarget(raw, options);
  for (let redirects = 0; ; redirects++) {
    const host = url.hostname;
    const address = await checkedAddress(url, options);
    let response: http.IncomingMessage;
    try {
      response = await get(url, address, deadline);
    } catch {
      if (deadline.aborted) throw new ImageDownloadError(502, "image.timeout", { host, seconds: timeoutMs / 1000 });
      throw new ImageDownloadError(502, "image.unreachable", { host });
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status) && response.headers.location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new ImageDownloadError(502, "image.tooManyRedirects", { max: maxRedirects });
      url = parseTarget(new URL(response.headers.location, url).href, options);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new ImageDownloadError(502, "image.upstreamStatus", { host, status });
    }
    const declared = (response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!TYPES.has(declared)) {
      response.destroy();
      throw new ImageDownloadError(415, "image.badType");
    }
    if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
      response.destroy();
      throw new ImageDownloadError(413, "image.tooLarge", { mb: Math.round(maxBytes / 1024 / 1024) });
    }
    let bytes: Buffer;
    try {
      bytes = await readLimited(response, maxBytes);
    } catch (error) {
      if (error instanceof ImageDownloadError) throw error;
      if (deadline.aborted) throw new ImageDownloadError(502, "image.timeout", { host, seconds: timeoutMs / 1000 });
      throw new ImageDownloadError(502, "image.unreachable", { host });
    }
    const type = sniffImageType(bytes);
    if (!type) throw new ImageDownloadError(415, "image.badType");
    return { type, bytes };
  }
}
