import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AdsRefusal, type PostMedia } from "../ads-platform.ts";
import { loadRecording, type RecordingServer, startRecordingServer } from "./test/recording-server.ts";
import { XAdsHttp } from "./x-ads-http.ts";
import { piecesOf, uploadXMedia } from "./x-ads-media.ts";

const secrets = {
  consumerKey: "test-consumer-key",
  consumerSecret: "test consumer secret/+=",
  accessToken: "756201191646691328-testtoken",
  accessTokenSecret: "test-token-secret",
};
const account = { id: 1, teamId: 1, accountId: "18ce54d4x5t" };
const owner = "756201191646691328";

let server: RecordingServer;
let nonces = 0;
let slept: number[] = [];

const http = () =>
  new XAdsHttp({
    ...secrets,
    baseUrl: server.baseUrl,
    uploadBaseUrl: server.baseUrl,
    fetch,
    now: () => new Date("2026-11-27T15:00:00Z"),
    nonce: () => `nonce${++nonces}`,
    timeoutMs: 5000,
  });
const options = {
  chunkBytes: 6,
  maxPolls: 5,
  sleep: async (ms: number) => {
    slept.push(ms);
  },
};
/** A library file whose bytes arrive from storage in pieces of 4 bytes, unlike X's chunks. */
const video = (bytes = "0123456789", size = 10): PostMedia => ({
  name: "teaser.mp4",
  kind: "video",
  mime: "video/mp4",
  bytes: size,
  read: async () => Readable.from([bytes.slice(0, 4), bytes.slice(4, 8), bytes.slice(8)].map((s) => Buffer.from(s))),
});

beforeAll(async () => {
  server = await startRecordingServer(secrets);
});
afterAll(() => server.close());
afterEach(() => {
  // Every request was the one recorded (the JSON, form and multipart bodies included) and signed as OAuth 1.0a requires.
  expect(server.problems).toEqual([]);
  expect(server.pending()).toBe(0);
  server.received.length = 0;
  slept = [];
});

describe("X media upload", () => {
  it("cuts a stream into pieces of the chunk size, whatever sizes it arrives in", async () => {
    const pieces: string[] = [];
    for await (const p of piecesOf(Readable.from(["ab", "cdefg", "h", "ijklmnop"].map((s) => Buffer.from(s))), 3)) {
      pieces.push(p.toString());
    }
    expect(pieces).toEqual(["abc", "def", "ghi", "jkl", "mno", "p"]);
  });

  it("uploads a video in chunks, waits as X says until it is processed, and adds it to the media library", async () => {
    server.play(loadRecording("media-video"));
    const key = await uploadXMedia(http(), account, owner, video(), options);
    expect(key).toBe("13_1880028106020515841");
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /2/media/upload/initialize",
      "POST /2/media/upload/1880028106020515841/append",
      "POST /2/media/upload/1880028106020515841/append",
      "POST /2/media/upload/1880028106020515841/finalize",
      "GET /2/media/upload",
      "GET /2/media/upload",
      "POST /12/accounts/18ce54d4x5t/media_library",
    ]);
    // check_after_secs of the finalize answer, then of the first status.
    expect(slept).toEqual([2000, 3000]);
  });

  it("refuses a video X fails to process, with X's reason, and does not add it to the library", async () => {
    server.play(loadRecording("media-video-failed"));
    const failed = await uploadXMedia(http(), account, owner, video(), options).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(AdsRefusal);
    expect(failed).toMatchObject({
      key: "xAdsMediaFailed",
      params: { name: "teaser.mp4", problem: "Unsupported video codec" },
      status: 502,
    });
    expect(server.received.at(-1)?.path).toBe("/2/media/upload");
  });

  it("stops a file whose storage fails mid-way, after the chunks that were whole, and says which file", async () => {
    server.play(loadRecording("media-video").slice(0, 2));
    async function* broken() {
      yield Buffer.from("0123");
      yield Buffer.from("4567");
      throw new Error("disk gone");
    }
    const stopped = await uploadXMedia(
      http(),
      account,
      owner,
      { ...video(), read: async () => Readable.from(broken()) },
      options,
    ).catch((e: unknown) => e);
    expect(stopped).toMatchObject({ key: "xAdsMediaUnreadable", params: { name: "teaser.mp4" }, status: 409 });
    expect(server.received).toHaveLength(2);
  });
});
