import type { Readable } from "node:stream";
import { type AccountRef, AdsPlatformError, AdsRefusal, type PostMedia } from "../ads-platform.ts";
import type { XAdsCall, XAdsHttp } from "./x-ads-http.ts";

/**
 * A library file uploaded to X for an ad: api.x.com's chunked media upload (initialize, append,
 * finalize, then status until processed), shared with the account's promotable user
 * (`additional_owners`, as the Ads API's tweet endpoint asks), then added to the ad account's
 * media library, where posts and cards of the account may use it by its media key.
 */

/** X's own categories for media in posts; ads use the same ones. */
const CATEGORY: Record<PostMedia["kind"], string> = {
  image: "tweet_image",
  gif: "tweet_gif",
  video: "tweet_video",
};

/** The most bytes one append may carry: X's upload takes chunks of at most 5 MB. */
export const X_MEDIA_CHUNK_BYTES = 5_000_000;

export type XMediaOptions = {
  chunkBytes: number;
  sleep: (ms: number) => Promise<void>;
  /** how many status reads a file's processing may take before it is given up */
  maxPolls: number;
};

export const X_MEDIA_DEFAULTS: XMediaOptions = {
  chunkBytes: X_MEDIA_CHUNK_BYTES,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  maxPolls: 30,
};

type XUploadSession = { id: string; media_key?: string };
type XProcessing = { state?: string; check_after_secs?: number; error?: { message?: string } };
type XUploaded = { id: string; media_key?: string; processing_info?: XProcessing };

/** The stream's bytes in pieces of exactly `size` (the last one shorter), holding at most one piece. */
export async function* piecesOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const data of stream) {
    let rest = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
    while (heldBytes + rest.length >= size) {
      const take = size - heldBytes;
      held.push(rest.subarray(0, take));
      yield Buffer.concat(held);
      held = [];
      heldBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

/** Uploads `media` for the account's posts as `ownerId` and answers its media key. */
export async function uploadXMedia(
  http: XAdsHttp,
  account: AccountRef,
  ownerId: string,
  media: PostMedia,
  options: XMediaOptions = X_MEDIA_DEFAULTS,
): Promise<string> {
  // The file is opened first: one missing from storage costs no call to X.
  const unreadable = () => new AdsRefusal("xAdsMediaUnreadable", { name: media.name }, 409);
  const stream = await media.read().catch(() => {
    throw unreadable();
  });
  let session: XUploadSession;
  let sent = 0;
  try {
    session = (
      await http.call<XUploadSession>(
        uploadCall("POST", "initialize", {
          json: {
            media_type: media.mime,
            total_bytes: media.bytes,
            media_category: CATEGORY[media.kind],
            additional_owners: [ownerId],
          },
        }),
      )
    ).data;
    let segment = 0;
    for await (const piece of piecesOf(stream, options.chunkBytes)) {
      await http.call(
        uploadCall("POST", "append", {
          id: session.id,
          multipart: {
            fields: { segment_index: String(segment) },
            file: { field: "media", type: "application/octet-stream", bytes: piece },
          },
        }),
      );
      sent += piece.length;
      segment += 1;
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof AdsPlatformError) throw error;
    throw unreadable();
  }
  // A stored file that is not the size recorded for it would be refused by X, or worse, cut short.
  if (sent !== media.bytes) throw unreadable();

  let uploaded = (await http.call<XUploaded>(uploadCall("POST", "finalize", { id: session.id }))).data;
  // Videos and GIFs are processed after the upload; X says when to look again.
  for (let poll = 0; uploaded.processing_info && uploaded.processing_info.state !== "succeeded"; poll++) {
    const info = uploaded.processing_info;
    if (info.state === "failed") {
      throw new AdsRefusal("xAdsMediaFailed", { name: media.name, problem: info.error?.message ?? "failed" }, 502);
    }
    if (poll >= options.maxPolls) {
      throw new AdsRefusal(
        "xAdsMediaFailed",
        { name: media.name, problem: `still ${info.state ?? "processing"}` },
        502,
      );
    }
    await options.sleep(Math.max(1, info.check_after_secs ?? 1) * 1000);
    uploaded = (
      await http.call<XUploaded>(uploadCall("GET", "status", { query: { command: "STATUS", media_id: session.id } }))
    ).data;
  }
  const mediaKey = uploaded.media_key ?? session.media_key;
  if (!mediaKey) throw new AdsPlatformError(`X answered the upload of ${media.name} without its media key`, 502);

  await http.call({
    method: "POST",
    path: `accounts/${encodeURIComponent(account.accountId)}/media_library`,
    endpoint: "accounts/:account_id/media_library",
    accountId: account.accountId,
    form: { media_key: mediaKey, name: media.name.slice(0, 100) },
  });
  return mediaKey;
}

/** One step of api.x.com's v2 media upload: initialize, append and finalize by the upload's id, status by query. */
function uploadCall(
  method: "GET" | "POST",
  step: "initialize" | "append" | "finalize" | "status",
  rest: Pick<XAdsCall, "json" | "multipart" | "query"> & { id?: string },
): XAdsCall {
  const { id, ...body } = rest;
  const [path, endpoint] =
    step === "status"
      ? ["media/upload", "media/upload"]
      : step === "initialize"
        ? ["media/upload/initialize", "media/upload/initialize"]
        : [`media/upload/${encodeURIComponent(id ?? "")}/${step}`, `media/upload/:id/${step}`];
  return { api: "upload", method, path, endpoint, ...body };
}
