import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AdsPlatformError } from "../ads-platform.ts";
import { type Exchange, loadRecording, type RecordingServer, startRecordingServer } from "./test/recording-server.ts";
import { XAdsHttp } from "./x-ads-http.ts";
import { chunkDays, createXAdsStats, microsToMinor } from "./x-ads-stats.ts";

const secrets = {
  consumerKey: "test-consumer-key",
  consumerSecret: "test consumer secret/+=",
  accessToken: "756201191646691328-testtoken",
  accessTokenSecret: "test-token-secret",
};
/** 2026-11-27T15:00:00Z: the recordings' rate-limit resets are counted from it. */
const NOW_SECONDS = 1795791600;
const accountId = "18ce54d4x5t";

let server: RecordingServer;
let nonces = 0;
let slept: number[] = [];

const client = () => {
  const http = new XAdsHttp({
    ...secrets,
    baseUrl: server.baseUrl,
    uploadBaseUrl: server.baseUrl,
    fetch,
    now: () => new Date(NOW_SECONDS * 1000),
    nonce: () => `nonce${++nonces}`,
    timeoutMs: 5000,
  });
  return createXAdsStats(http, {
    fetch,
    sleep: async (ms) => {
      slept.push(ms);
    },
    pollMs: 5000,
    maxPolls: 5,
  });
};

/** A recording whose file URLs point at the loopback server. */
const recording = (name: string): Exchange[] =>
  JSON.parse(JSON.stringify(loadRecording(name)).replaceAll("__BASE__", server.baseUrl)) as Exchange[];

beforeAll(async () => {
  server = await startRecordingServer(secrets);
});
afterAll(() => server.close());
afterEach(() => {
  // Every request was the one recorded, signed as OAuth 1.0a requires (the file download excepted), and all were asked for.
  expect(server.problems).toEqual([]);
  expect(server.pending()).toBe(0);
  server.received.length = 0;
  slept = [];
});

describe("X Ads API stats", () => {
  it("reads a few days synchronously: one figure per line item and day with delivery", async () => {
    server.play(recording("stats-sync"));
    const figures = await client().readStats({
      accountId,
      entity: "LINE_ITEM",
      entityIds: ["8u94t", "8xdpe"],
      from: "2026-11-20",
      to: "2026-11-22",
    });
    expect(figures.filter((f) => f.id === "8u94t")).toEqual([
      {
        id: "8u94t",
        day: "2026-11-20",
        segment: null,
        impressions: 1200,
        engagements: 30,
        clicks: 9,
        spend_micro: 7_800_000,
      },
      {
        id: "8u94t",
        day: "2026-11-22",
        segment: null,
        impressions: 1500,
        engagements: 41,
        clicks: 12,
        spend_micro: 9_750_000,
      },
    ]);
    // A day reported as zeros is a day with no delivery, kept as such.
    expect(figures.filter((f) => f.id === "8xdpe").map((f) => [f.day, f.impressions])).toEqual([
      ["2026-11-20", 400],
      ["2026-11-21", 0],
      ["2026-11-22", 380],
    ]);
    expect(microsToMinor(7_800_000, 2)).toBe(780);
    expect(microsToMinor(7_800_000, 0)).toBe(8);
  });

  it("runs a segmented range as a job: creates it, polls until it succeeds, downloads and unzips its file", async () => {
    server.play(recording("stats-job"));
    const figures = await client().readStats({
      accountId,
      entity: "LINE_ITEM",
      entityIds: ["8u94t"],
      from: "2026-11-01",
      to: "2026-11-10",
      segmentation: "GENDER",
    });
    expect(slept).toEqual([5000, 5000]);
    expect(figures).toHaveLength(20);
    const women = figures.filter((f) => f.segment?.name === "Female");
    expect(women[0]).toEqual({
      id: "8u94t",
      day: "2026-11-01",
      segment: { name: "Female", value: "2" },
      impressions: 1000,
      engagements: 20,
      clicks: 5,
      spend_micro: 6_500_000,
    });
    expect(women.at(-1)?.day).toBe("2026-11-10");
    const download = server.received.at(-1);
    expect(download?.path).toMatch(/\.json\.gz$/);
    expect(download?.oauth).toEqual({});
  });

  it("keeps to the rate limit: a used-up window refuses the next call until it resets, without calling", async () => {
    server.play(recording("stats-rate-limited"));
    const stats = client();
    const query = {
      accountId,
      entity: "LINE_ITEM" as const,
      entityIds: ["8u94t"],
      from: "2026-11-20",
      to: "2026-11-20",
    };
    expect(await stats.readStats(query)).toHaveLength(1);
    const error = await stats.readStats(query).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdsPlatformError);
    expect((error as AdsPlatformError).status).toBe(429);
    expect((error as AdsPlatformError).retryAfterSeconds).toBe(420);
    expect(server.received).toHaveLength(1);
  });

  it("cuts long ranges into the longest a job takes", () => {
    expect(chunkDays("2026-01-01", "2026-01-10", 7)).toEqual([
      ["2026-01-01", "2026-01-07"],
      ["2026-01-08", "2026-01-10"],
    ]);
    expect(chunkDays("2026-01-01", "2026-12-31", 90)).toHaveLength(5);
    expect(chunkDays("2026-01-01", "2026-01-01", 45)).toEqual([["2026-01-01", "2026-01-01"]]);
  });
});
