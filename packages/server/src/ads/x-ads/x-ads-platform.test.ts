import { createHash } from "node:crypto";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AccountRef, type AdsPlatform, AdsPlatformError, AdsRefusal } from "../ads-platform.ts";
import { loadRecording, type RecordingServer, startRecordingServer } from "./test/recording-server.ts";
import { X_SKIP_REASONS } from "./x-ads-criteria.ts";
import {
  AUDIENCE_USERS_LIMITS,
  createXAdsPlatform,
  TARGETING_BATCH_SIZE,
  usersRequests,
  type XUserToken,
} from "./x-ads-platform.ts";

const secrets = {
  consumerKey: "test-consumer-key",
  consumerSecret: "test consumer secret/+=",
  accessToken: "756201191646691328-testtoken",
  accessTokenSecret: "test-token-secret",
};
/** Team 1 connected the login that manages the recordings' accounts; team 2 another advertiser's; team 3 none. */
const rivalToken = { accessToken: "990011-rivaltoken", accessTokenSecret: "rival-secret", screenName: "rival_ads" };
const tokens: Record<number, XUserToken> = {
  1: { accessToken: secrets.accessToken, accessTokenSecret: secrets.accessTokenSecret, screenName: "acme_ads" },
  2: rivalToken,
};
const accounts = {
  [secrets.accessToken]: [
    { id: "18ce54d4x5t", name: "API McTestface" },
    { id: "5gvk9h", name: "Acme Japan" },
  ],
  [rivalToken.accessToken]: [{ id: "9zz77", name: "Rival Inc." }],
};
/** 2026-11-27T15:00:00Z: the recordings' rate-limit resets are counted from it. */
const NOW_SECONDS = 1795791600;
const account: AccountRef = { id: 1, teamId: 1, accountId: "18ce54d4x5t" };

let server: RecordingServer;
let clock = NOW_SECONDS * 1000;
let nonces = 0;

const platform = (overrides: { timeoutMs?: number } = {}): AdsPlatform =>
  createXAdsPlatform({
    baseUrl: server.baseUrl,
    oauthBaseUrl: server.baseUrl,
    consumerKey: secrets.consumerKey,
    consumerSecret: secrets.consumerSecret,
    tokenOf: async (teamId) => tokens[teamId] ?? null,
    now: () => new Date(clock),
    nonce: () => `nonce${++nonces}`,
    ...overrides,
  });

/** The error a promise rejects with, to assert on its status and message. */
async function failure(promise: Promise<unknown>): Promise<AdsPlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AdsPlatformError);
  return error as AdsPlatformError;
}

beforeAll(async () => {
  server = await startRecordingServer({
    ...secrets,
    tokens: { [rivalToken.accessToken]: rivalToken.accessTokenSecret },
    accounts,
  });
});
afterAll(() => server.close());
afterEach(() => {
  // Every request was the one recorded, signed as OAuth 1.0a requires, and every recording was asked for.
  expect(server.problems).toEqual([]);
  expect(server.pending()).toBe(0);
  server.received.length = 0;
  server.listed.length = 0;
  clock = NOW_SECONDS * 1000;
});

describe("the X Ads API client against loopback recordings", () => {
  it("checks access from the accounts the team's own login may manage", async () => {
    const x = platform();
    expect(x.name).toBe("x");
    expect(await x.checkAccess(account)).toBe(true);
    expect(await x.checkAccess({ ...account, accountId: "gq1844" })).toBe(false);
    // Another advertiser's login does not see Acme's account; a team without a login sees none.
    expect(await x.checkAccess({ ...account, teamId: 2 })).toBe(false);
    expect(await x.checkAccess({ ...account, teamId: 3 })).toBe(false);
    expect(await x.listAccounts(2)).toEqual([{ account_id: "9zz77", name: "Rival Inc." }]);
    expect(server.received).toEqual([]);
    expect(server.listed.map((r) => `${r.method} ${r.path} ${r.query.count}`)).toEqual(
      Array(4).fill("GET /12/accounts 1000"),
    );
  });

  it("refuses another advertiser's account before reading or writing anything", async () => {
    const x = platform();
    const rival = { ...account, teamId: 2 };
    for (const call of [
      () => x.listLineItems(rival),
      () => x.applyTargeting(rival, "8v7jo", emptyTargeting({ keywords: ["coffee"] }), "eve@rival.test"),
      () => x.checkCustomAudiences(rival, ["Newsletter subscribers"]),
      () => x.uploadAudience(rival, "Stolen", { kind: "handles", handles: ["a"] }),
      () => x.deleteAudience(rival, "1p3xy"),
      () => x.assertManageable(2, account.accountId),
    ]) {
      const refused = await failure(call());
      expect(refused).toBeInstanceOf(AdsRefusal);
      expect(refused.status).toBe(403);
      expect((refused as AdsRefusal).params).toEqual({ account: "18ce54d4x5t", screenName: "rival_ads" });
    }
    const unconnected = await failure(x.listLineItems({ ...account, teamId: 3 }));
    expect(unconnected.status).toBe(409);
    expect((unconnected as AdsRefusal).key).toBe("xAdsNotConnected");
    // Only the accounts list was asked, each time with the rival's own token.
    expect(server.received).toEqual([]);
    expect(server.listed).toHaveLength(6);
  });

  it("lists line items over every page, with their campaigns' names", async () => {
    server.play(loadRecording("line-items"));
    expect(await platform().listLineItems(account)).toEqual([
      { id: "8v7jo", name: "Coffee lovers – timelines", campaign_name: "Autumn blend launch", status: "ACTIVE" },
      { id: "8v7jp", name: "Coffee lovers – search", campaign_name: "Autumn blend launch", status: "PAUSED" },
      { id: "9a1kq", name: "9a1kq", campaign_name: "Holiday gift sets", status: "DRAFT" },
    ]);
  });

  it("replaces a line item's criteria in one batch and reads back what was stored", async () => {
    server.play(loadRecording("apply"));
    const outcome = await platform().applyTargeting(
      account,
      "8v7jo",
      emptyTargeting({
        keywords: ["espresso", "cold brew"],
        hashtags: ["coffee"],
        handles: [
          { handle: "nasa", account_id: "11348282" },
          { handle: "mystery", account_id: null },
        ],
        languages: [{ id: "ja", label: "Japanese" }],
        interests: [{ id: "iab-1", label: "Beverages" }],
        conversation_topics: [
          { id: "t1", label: "Coffee" },
          { id: "t2", label: "Latte art" },
        ],
        network_operators: [{ id: "440-10", label: "NTT docomo" }],
        movies_tv_shows: [{ id: "m1", label: "Friends" }],
        custom_audiences: ["Newsletter subscribers", "Old list"],
        placements: ["homeTimelines"],
        age: "AGE_25_TO_49",
        gender: "FEMALE",
        locations: [{ id: "JP-13", label: "Tokyo", type: "region", country_code: "JP" }],
        countries: ["JP"],
      }),
      "owner@example.com",
    );
    // The recording holds the exact batch: 3 deletes (a stale location, the old age, a negated keyword),
    // 12 creates, and "espresso", already there, left alone.
    const batch = server.received.find((r) => r.path.startsWith("/12/batch/"));
    expect(batch?.contentType).toBe("application/json");
    expect((JSON.parse(batch?.body ?? "[]") as unknown[]).length).toBe(15);
    expect(outcome.criteria).toHaveLength(13);
    expect(outcome.criteria).toContainEqual({ type: "BROAD_KEYWORD", value: "espresso", label: "espresso" });
    expect(outcome.criteria).toContainEqual({ type: "PHRASE_KEYWORD", value: "cold brew", label: "cold brew" });
    expect(outcome.criteria).toContainEqual({
      type: "SIMILAR_TO_FOLLOWERS_OF_USER",
      value: "11348282",
      label: "@nasa",
    });
    expect(outcome.criteria).toContainEqual({ type: "LOCATION", value: "c3a5d8f1e0b49a27", label: "Tokyo, JP" });
    expect(outcome.criteria).toContainEqual({
      type: "CUSTOM_AUDIENCE",
      value: "1nmth",
      label: "Newsletter subscribers",
    });
    expect(outcome.skipped).toEqual([
      { type: "SIMILAR_TO_FOLLOWERS_OF_USER", value: "mystery", reason: X_SKIP_REASONS.noAccountId },
      { type: "CONVERSATION", value: "Latte art", reason: X_SKIP_REASONS.notFound },
      { type: "TV_SHOW", value: "Friends", reason: X_SKIP_REASONS.notSupported },
      { type: "PLACEMENT", value: "homeTimelines", reason: X_SKIP_REASONS.lineItemSetting },
      { type: "CUSTOM_AUDIENCE", value: "Old list", reason: X_SKIP_REASONS.notFound },
    ]);
  });

  it(`sends at most ${TARGETING_BATCH_SIZE} operations per batch request`, async () => {
    const keywords = Array.from({ length: 620 }, (_, i) => `word${i}`);
    const base = "/12/accounts/18ce54d4x5t";
    const page = (data: unknown[]) => ({ status: 200, body: { request: { params: {} }, next_cursor: null, data } });
    const criteria = {
      method: "GET",
      path: `${base}/targeting_criteria`,
      query: { line_item_ids: "8v7jo", count: "1000" },
    };
    server.play([
      { request: { method: "GET", path: `${base}/line_items/8v7jo` }, response: { status: 200, body: { data: {} } } },
      { request: criteria, response: page([]) },
      { request: { method: "POST", path: "/12/batch/accounts/18ce54d4x5t/targeting_criteria" }, response: page([]) },
      { request: { method: "POST", path: "/12/batch/accounts/18ce54d4x5t/targeting_criteria" }, response: page([]) },
      { request: criteria, response: page([]) },
    ]);
    await platform().applyTargeting(account, "8v7jo", emptyTargeting({ keywords }), "owner@example.com");
    const batches = server.received.filter((r) => r.method === "POST").map((r) => JSON.parse(r.body) as unknown[]);
    expect(batches.map((b) => b.length)).toEqual([500, 120]);
    expect(batches[1]?.[0]).toEqual({
      operation_type: "Create",
      params: { line_item_id: "8v7jo", targeting_type: "BROAD_KEYWORD", targeting_value: "word500" },
    });
  });

  it("lists an account's live web event tags (its pixel), and none where it has none", async () => {
    server.play(loadRecording("web-event-tags"));
    const x = platform();
    expect(await x.listConversionTags(account)).toEqual([{ id: "o3vaz", name: "Site visit" }]);
    expect(await x.listConversionTags({ ...account, id: 2, accountId: "5gvk9h" })).toEqual([]);
    // Another advertiser's account is refused before X is asked about its tags.
    expect((await failure(x.listConversionTags({ ...account, teamId: 2 }))).status).toBe(403);
  });

  it("answers whether each named custom audience is targetable, over every page", async () => {
    server.play(loadRecording("custom-audiences"));
    const check = await platform().checkCustomAudiences(account, [
      "Newsletter subscribers",
      "Event visitors",
      "Tiny list",
      "Old list",
      "Never uploaded",
    ]);
    expect(check.custom_audiences).toEqual([
      { name: "Newsletter subscribers", targetable: true },
      { name: "Event visitors", targetable: false },
      { name: "Tiny list", targetable: false },
      { name: "Old list", targetable: false },
      { name: "Never uploaded", targetable: false },
    ]);
  });

  it("uploads handles hashed and normalised, at most 2,500 users per operation", async () => {
    server.play(loadRecording("upload-handles"));
    const handles = ["@NASA", ...Array.from({ length: 2500 }, (_, i) => `user${i}`)];
    const result = await platform().uploadAudience(account, "Coffee fans (handles)", { kind: "handles", handles });
    expect(result).toEqual({ platformAudienceId: "1p3xy", targetable: false });
    expect(server.received[0]?.contentType).toBe("application/x-www-form-urlencoded");
    const operations = JSON.parse(server.received[1]?.body ?? "[]");
    expect(operations.map((o: { operation_type: string }) => o.operation_type)).toEqual(["Update", "Update"]);
    expect(operations.map((o: { params: { users: unknown[] } }) => o.params.users.length)).toEqual([2500, 1]);
    // sha256("nasa"): lower case, without '@', as the Audience API requires.
    expect(operations[0].params.users[0]).toEqual({
      handle: ["724f92f8cb38408715702812909881c9089bb6873d204398178da562ba2720ac"],
    });
  });

  it("splits users into requests within the operation and byte limits", () => {
    const users = Array.from({ length: 7 }, (_, i) => ({ email: [String(i).padStart(64, "0")] }));
    const limits = { usersPerOperation: 2, operationsPerRequest: 3, maxBytes: 100_000 };
    expect(usersRequests(users, limits).map((r) => r.map((o) => o.params.users.length))).toEqual([[2, 2, 2], [1]]);
    // 450 bytes hold two operations of two users, not three.
    const small = usersRequests(users, { ...limits, maxBytes: 450 });
    expect(small.map((r) => r.length)).toEqual([2, 2]);
    for (const body of small) expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(450);
    expect(AUDIENCE_USERS_LIMITS.maxBytes).toBeLessThan(5_000_000);
  });

  it("uploads e-mails as sha256, hashing any that arrive unhashed after normalising", async () => {
    server.play(loadRecording("upload-emails"));
    const hashed = createHash("sha256").update("ana@example.com").digest("hex");
    const result = await platform().uploadAudience(account, "Newsletter + shop", {
      kind: "emails",
      sha256: [hashed, "  Ana@Example.com "],
    });
    expect(result.platformAudienceId).toBe("1p3xz");
  });

  it("deletes an audience that took fewer users than sent, and reports the failure", async () => {
    server.play(loadRecording("upload-short"));
    const error = await failure(
      platform().uploadAudience(account, "Short list", { kind: "handles", handles: ["a", "b"] }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toContain("1 of 2 users");
    expect(server.received.at(-1)?.method).toBe("DELETE");
  });

  it("deletes an audience; one already gone is deleted too", async () => {
    server.play(loadRecording("delete-audience"));
    await platform().deleteAudience(account, "1p3xy");
    await platform().deleteAudience(account, "1p3xy");
    expect(server.received.map((r) => r.method)).toEqual(["DELETE", "DELETE"]);
  });
});

describe("rate limits", () => {
  it("turns a 429 into an error that says when to retry, and makes no call until then", async () => {
    server.play(loadRecording("rate-limited"));
    const x = platform();
    const limited = await failure(x.listLineItems(account));
    expect(limited.status).toBe(429);
    expect(limited.retryAfterSeconds).toBe(420);
    clock += 60_000;
    const again = await failure(x.listLineItems(account));
    expect(again.status).toBe(429);
    expect(again.retryAfterSeconds).toBe(360);
    expect(server.received).toHaveLength(1);
  });

  it("does not call an endpoint whose window the last answer said is used up, until it resets", async () => {
    const [usedUp, afterReset] = loadRecording("used-up");
    const other = { ...account, accountId: "5gvk9h" };
    const otherAudiences = {
      request: { method: "GET", path: "/12/accounts/5gvk9h/custom_audiences", query: { count: "1000" } },
      response: { status: 200, body: { request: { params: {} }, next_cursor: null, data: [] } },
    };
    server.play([usedUp, otherAudiences, afterReset].filter((e) => e !== undefined));
    const x = platform();
    const targetable = async (ref: AccountRef) =>
      (await x.checkCustomAudiences(ref, ["Newsletter subscribers"])).custom_audiences[0]?.targetable;
    expect(await targetable(account)).toBe(true);
    const refused = await failure(targetable(account));
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBe(300);
    expect(server.received).toHaveLength(1);
    // The used-up window was the account's own (x-account-rate-limit-*): another account still calls.
    expect(await targetable(other)).toBe(false);
    expect(server.received).toHaveLength(2);
    clock += 301_000;
    expect(await targetable(account)).toBe(true);
    expect(server.received).toHaveLength(3);
  });
});

describe("failures", () => {
  it("keeps 404 for an unknown line item, and turns API errors into 502 with their messages", async () => {
    server.play(loadRecording("errors"));
    const x = platform();
    const unknown = await failure(x.applyTargeting(account, "zzzzz", emptyTargeting({ keywords: ["a"] }), "me"));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain("Line item zzzzz not found");

    const refused = await failure(x.applyTargeting(account, "8v7jo", emptyTargeting({ keywords: ["a"] }), "me"));
    expect(refused.status).toBe(502);
    expect(refused.message).toBe(
      "X Ads API answered 400: INVALID_TARGETING_CRITERIA: Keyword targeting is not available for this line item's objective",
    );

    const down = await failure(x.checkAccess(account));
    expect(down.status).toBe(502);
    expect(down.message).toBe("X Ads API answered 503");

    // Refused credentials are our configuration's fault, not "no access to this account".
    const unauthenticated = await failure(x.checkAccess(account));
    expect(unauthenticated.status).toBe(502);
    expect(unauthenticated.message).toContain("INVALID_ACCESS_TOKEN");
  });

  it("turns a dropped connection into a 502", async () => {
    server.play(loadRecording("dropped"));
    const error = await failure(platform().checkAccess(account));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^X Ads API could not be reached/);
  });

  it("gives up on a call that takes longer than its timeout", async () => {
    // A fetch that never answers, so only the timeout's signal ends it.
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const x = createXAdsPlatform({
      baseUrl: "http://127.0.0.1:9",
      oauthBaseUrl: "http://127.0.0.1:9",
      consumerKey: secrets.consumerKey,
      consumerSecret: secrets.consumerSecret,
      tokenOf: async () => tokens[1] ?? null,
      fetch: hanging,
      timeoutMs: 50,
    });
    const error = await failure(x.checkAccess(account));
    expect(error.status).toBe(502);
    expect(error.message).toContain("did not answer GET accounts within 0.05 s");
  });
});
