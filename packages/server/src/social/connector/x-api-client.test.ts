import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker } from "../../jobs/worker.ts";
import { backends, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { xFetchJob } from "../social-jobs.ts";
import { fetchFromX } from "./fetch-from-x.ts";
import { type RateLimitWait, XApiClient, XApiError } from "./x-api-client.ts";

const DATA = path.resolve(import.meta.dirname, "../../../fixtures/twarc-v2");
/** Recorded v2 responses (twarc2 files), without twarc's own metadata. */
const recorded = (file: string, line: number) => {
  const page = JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8").split("\n")[line - 1] as string);
  delete page.__twarc;
  return page;
};

type Replay = { url: string; auth: string | undefined };

const COMMUNITY = "1758747817642700922";
const GONE = "1758747817642700999";
/** A search page whose posts were made in communities, and the lookup X answers for one (its documented example). */
const COMMUNITY_SEARCH = {
  data: [
    { id: "1900000000000000001", author_id: "2351222345", text: "new op just dropped", community_id: COMMUNITY },
    { id: "1900000000000000002", author_id: "2351222345", text: "anyone else watching?", community_id: GONE },
  ],
  meta: { result_count: 2 },
};
const COMMUNITY_LOOKUP = {
  data: {
    id: COMMUNITY,
    name: "Anime Community",
    description: "Welcome to the Anime Community! Where anime fans gather to share their favorite shows.",
    access: "Public",
    join_policy: "Open",
    member_count: 57_310,
    created_at: "2024-02-17T05:31:56.000Z",
  },
};

/** A local server on 127.0.0.1 that answers like the X API from recorded pages. */
async function startReplayServer(): Promise<{ base: string; calls: Replay[]; close: () => Promise<void> }> {
  const search1 = recorded("2sets.jsonl", 1);
  const search2 = recorded("2sets.jsonl", 2);
  const timeline = recorded("withheld.jsonl", 4);
  const followers = recorded("users.jsonl", 1);
  const user = { data: timeline.includes.users.find((u: { id: string }) => u.id === "2351222345") };
  const calls: Replay[] = [];
  let limitedOnce = false;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    calls.push({ url: request.url ?? "", auth: request.headers.authorization });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== "Bearer test-token") return send(401, { title: "Unauthorized" });
    const reset = String(Math.floor(Date.now() / 1000) + 2);
    if (url.pathname === `/2/communities/${COMMUNITY}`) return send(200, COMMUNITY_LOOKUP);
    if (url.pathname === "/2/tweets/search/recent" && url.searchParams.get("query") === "in communities")
      return send(200, COMMUNITY_SEARCH);
    if (url.pathname === "/2/tweets/search/recent") {
      // A window used up for ten minutes: the next page has to wait that long.
      if (url.searchParams.get("query") === "used up")
        return send(200, search1, { "x-rate-limit-remaining": "0", "x-rate-limit-reset": String(Number(reset) + 600) });
      if (!url.searchParams.get("next_token"))
        return send(200, search1, { "x-rate-limit-remaining": "5", "x-rate-limit-reset": reset });
      // The second page is rate limited once: the client must wait for the reset and ask again.
      if (!limitedOnce) {
        limitedOnce = true;
        return send(
          429,
          { title: "Too Many Requests" },
          { "x-rate-limit-remaining": "0", "x-rate-limit-reset": reset },
        );
      }
      return send(200, search2, { "x-rate-limit-remaining": "0", "x-rate-limit-reset": reset });
    }
    if (url.pathname === "/2/users/by/username/TheUser") return send(200, user);
    if (url.pathname === "/2/users/2351222345/tweets") return send(200, { ...timeline, meta: { result_count: 100 } });
    if (url.pathname === "/2/users/2351222345/followers") return send(200, followers);
    return send(404, { title: "Not Found Error" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)("X API v2 connector against a replay server on %s", (backend) => {
  let t: TestApp;
  let replay: Awaited<ReturnType<typeof startReplayServer>>;
  const waits: RateLimitWait[] = [];
  const slept: number[] = [];
  const client = () =>
    new XApiClient({
      bearerToken: "test-token",
      baseUrl: replay.base,
      sleep: async (ms) => {
        slept.push(ms);
      },
      onRateLimit: (wait) => waits.push(wait),
    });
  beforeAll(async () => {
    t = await createTestApp(backend, { X_BEARER_TOKEN: "test-token" });
    replay = await startReplayServer();
  });
  afterAll(async () => {
    await replay.close();
    await t.close();
  });

  it("pages through recent search, waits out a 429 until the reset, and stores what it got", async () => {
    const summary = await fetchFromX(t.db, client(), { kind: "search", query: "#kpop", maxPages: 2 });
    expect(summary.pages).toBe(2);
    expect(summary.written.posts.inserted).toBeGreaterThan(150);
    const searches = replay.calls.filter((c) => c.url.startsWith("/2/tweets/search/recent"));
    expect(searches).toHaveLength(3);
    expect(searches[0]?.url).toContain("expansions=author_id");
    expect(searches[1]?.url).toContain("next_token=b26v89c19zqg8o3fpds60ssjlg8rrux0bxoa7beulbhbx");
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatchObject({ endpoint: "/2/tweets/search/recent" });
    expect(slept[0]).toBeGreaterThan(1000);
    expect(replay.calls.every((c) => c.auth === "Bearer test-token")).toBe(true);
  });

  it("keeps the community a post was made in, and names it with a lookup", async () => {
    const summary = await fetchFromX(t.db, client(), { kind: "search", query: "in communities", maxPages: 1 });
    const search = replay.calls.find((c) => c.url.includes("query=in+communities"));
    expect(decodeURIComponent(search?.url ?? "")).toContain("community_id");
    const lookup = replay.calls.find((c) => c.url.startsWith(`/2/communities/${COMMUNITY}?`));
    expect(decodeURIComponent(lookup?.url ?? "")).toContain("community.fields=access,created_at,description");
    const rows = await t.db.query(
      "SELECT id, name, access, join_policy, member_count::int AS members, source FROM communities ORDER BY id",
    );
    expect(rows).toEqual([
      {
        id: COMMUNITY,
        name: "Anime Community",
        access: "Public",
        join_policy: "Open",
        members: 57_310,
        source: "x-api",
      },
      // No longer on X: known by its id only, and the missed lookup is reported.
      { id: GONE, name: null, access: null, join_policy: null, members: null, source: "x-api" },
    ]);
    expect(Object.keys(summary.skipped).some((reason) => reason.includes(`community ${GONE}`))).toBe(true);
    const posts = await t.db.query("SELECT id, community_id FROM posts WHERE id LIKE '19000000000000000%' ORDER BY id");
    expect(posts).toEqual([
      { id: "1900000000000000001", community_id: COMMUNITY },
      { id: "1900000000000000002", community_id: GONE },
    ]);
  });

  it("waits before calling an endpoint whose window is used up", async () => {
    waits.length = 0;
    const c = client();
    let pages = 0;
    for await (const _ of c.searchRecent("x", { maxPages: 2 })) pages++;
    expect(pages).toBe(2);
    expect(waits).toHaveLength(0);
    // The last page said "remaining: 0": the next search first waits for the window to reset.
    await c.searchRecent("x", { maxPages: 1 }).next();
    expect(waits).toHaveLength(1);
    expect(waits[0]?.waitMs).toBeGreaterThan(1000);
  });

  it("looks up a user, reads their timeline and followers, storing follow edges", async () => {
    const timeline = await fetchFromX(t.db, client(), { kind: "timeline", username: "TheUser" });
    expect(timeline.written.posts.inserted + timeline.written.posts.updated).toBeGreaterThan(50);
    const followers = await fetchFromX(t.db, client(), { kind: "followers", username: "@TheUser" });
    expect(followers.written.follows.inserted).toBeGreaterThan(50);
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM follows WHERE followee_id = '2351222345' AND source = 'x-api'",
    );
    expect(row?.n).toBe(followers.written.follows.inserted);
    const [account] = await t.db.query("SELECT source FROM accounts WHERE id = '2351222345'");
    expect(account).toEqual({ source: "x-api" });
    // Fetched today: the profile's counts are today's point of its follower growth.
    const snapshots = await t.db.query(
      `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.followers = a.followers_count AS same
       FROM follower_snapshots s JOIN accounts a ON a.id = s.account_id WHERE s.account_id = '2351222345'`,
    );
    expect(snapshots).toEqual([{ day: new Date().toISOString().slice(0, 10), same: true }]);
  });

  it("runs as a staff-started background job whose progress can be polled", async () => {
    const staff = await signIn(t, "staff@example.com");
    const bad = await t.call({
      method: "POST",
      url: "/api/social/x-fetch/",
      token: staff,
      payload: { kind: "timeline", username: "no spaces!" },
    });
    expect(bad.status).toBe(400);
    const created = await t.call({
      method: "POST",
      url: "/api/social/x-fetch/",
      token: staff,
      payload: { kind: "timeline", username: "TheUser" },
    });
    expect(created).toMatchObject({ status: 201, body: { kind: "social.x-fetch", status: "queued" } });
    // The Data page offers the fetch form when the server has a token.
    const store = await t.call({ method: "GET", url: "/api/social/store/", token: staff });
    expect(store.body.x_connector).toBe(true);
    const worker = startWorker(
      t.db,
      { "social.x-fetch": xFetchJob({ bearerToken: "test-token", baseUrl: replay.base }) },
      { autoStart: false },
    );
    expect(await worker.drain()).toBe(1);
    const job = await t.call({ method: "GET", url: `/api/social/jobs/${created.body.id}/`, token: staff });
    expect(job.body).toMatchObject({ status: "done", result: { phase: "done", pages: 2 } });
    // The Data page lists past fetches with what each asked for, and shows one by its id.
    const fetch = await t.call({ method: "GET", url: `/api/social/x-fetch/${created.body.id}/`, token: staff });
    expect(fetch.body).toMatchObject({
      id: created.body.id,
      status: "done",
      request: { kind: "timeline", username: "TheUser", max_pages: 5 },
      result: { pages: 2 },
    });
    const off = await t.call({
      method: "POST",
      url: "/api/social/x-fetch/",
      token: staff,
      payload: { kind: "search", query: "x" },
    });
    // One account is a single lookup: pages asked for are not kept.
    const lookup = await t.call({
      method: "POST",
      url: "/api/social/x-fetch/",
      token: staff,
      payload: { kind: "user", username: "TheUser", max_pages: 3 },
    });
    const noToken = startWorker(
      t.db,
      { "social.x-fetch": xFetchJob({ bearerToken: undefined }) },
      { autoStart: false },
    );
    await noToken.drain();
    const failed = await t.call({ method: "GET", url: `/api/social/jobs/${off.body.id}/`, token: staff });
    expect(failed.body).toMatchObject({ status: "failed", error: expect.stringContaining("X_BEARER_TOKEN") });
    const list = await t.call({ method: "GET", url: "/api/social/x-fetch/", token: staff });
    expect(list.status).toBe(200);
    expect(
      (list.body.results as { id: string; status: string; request: unknown }[]).map(({ id, status, request }) => ({
        id,
        status,
        request,
      })),
    ).toEqual([
      { id: lookup.body.id, status: "failed", request: { kind: "user", username: "TheUser" } },
      { id: off.body.id, status: "failed", request: { kind: "search", query: "x", max_pages: 10 } },
      { id: created.body.id, status: "done", request: { kind: "timeline", username: "TheUser", max_pages: 5 } },
    ]);
  });

  it("stops a fetch that is cancelled while it waits out a rate limit, keeping the page it stored", async () => {
    const staff = await signIn(t, "staff@example.com");
    await t.db.query("DELETE FROM jobs");
    const created = await t.call({
      method: "POST",
      url: "/api/social/x-fetch/",
      token: staff,
      payload: { kind: "search", query: "used up", max_pages: 2 },
    });
    const worker = startWorker(
      t.db,
      { "social.x-fetch": xFetchJob({ bearerToken: "test-token", baseUrl: replay.base }) },
      { autoStart: false, heartbeatMs: 20 },
    );
    const running = worker.drain();
    const view = async () =>
      (await t.call({ method: "GET", url: `/api/social/x-fetch/${created.body.id}/`, token: staff })).body;
    // The first page is stored; the second must wait ten minutes for the window to reset.
    while ((await view()).progress.phase !== "waiting") await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await view()).progress).toMatchObject({ phase: "waiting", pages: 1 });
    const cancel = await t.call({
      method: "POST",
      url: `/api/social/x-fetch/${created.body.id}/cancel/`,
      token: staff,
    });
    expect(cancel).toMatchObject({ status: 200, body: { status: "running", cancel_requested: true } });
    expect(await running).toBe(1);
    const ended = await view();
    expect(ended).toMatchObject({ status: "cancelled", cancel_requested: true, error: null, progress: { pages: 1 } });
    // Stored before (an earlier test fetched the same page): now unchanged, or updated.
    const { posts } = (ended.progress as { written: Record<string, Record<string, number>> }).written;
    expect((posts?.inserted ?? 0) + (posts?.updated ?? 0) + (posts?.unchanged ?? 0)).toBeGreaterThan(50);
    const again = await t.call({ method: "POST", url: `/api/social/x-fetch/${created.body.id}/cancel/`, token: staff });
    expect(again).toMatchObject({ status: 409, body: { detail: "This fetch has already ended." } });
    // An import's id is not a fetch's.
    const other = await t.call({ method: "POST", url: `/api/social/imports/${created.body.id}/cancel/`, token: staff });
    expect(other.status).toBe(404);
  });

  it("shows fetches to staff only, and only fetches by their id", async () => {
    const staff = await signIn(t, "staff@example.com");
    const member = await signIn(t, "member@example.com");
    const created = await t.call({
      method: "POST",
      url: "/api/social/x-fetch/",
      token: staff,
      payload: { kind: "search", query: "coffee lang:ja", max_pages: 2 },
    });
    expect(created.body.request).toEqual({ kind: "search", query: "coffee lang:ja", max_pages: 2 });
    for (const url of ["/api/social/x-fetch/", `/api/social/x-fetch/${created.body.id}/`]) {
      expect(await t.call({ method: "GET", url, token: member })).toMatchObject({
        status: 403,
        body: { detail: "Only staff can import data." },
      });
      expect(await t.call({ method: "GET", url })).toMatchObject({
        status: 403,
        body: { detail: "Authentication credentials were not provided." },
      });
    }
    const upload = await t.call({
      method: "POST",
      url: "/api/social/imports/?filename=one.jsonl",
      token: staff,
      payload: '{"data":{"id":"1","text":"hi","author_id":"2"}}\n',
      headers: { "content-type": "application/x-ndjson" },
    });
    expect(upload.status).toBe(201);
    const notAFetch = await t.call({ method: "GET", url: `/api/social/x-fetch/${upload.body.id}/`, token: staff });
    expect(notAFetch).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
    const unknown = await t.call({ method: "GET", url: "/api/social/x-fetch/99999999/", token: staff });
    expect(unknown.status).toBe(404);
    const garbage = await t.call({ method: "GET", url: "/api/social/x-fetch/abc/", token: staff });
    expect(garbage.status).toBe(404);
  });

  it("reports a refused token clearly", async () => {
    const bad = new XApiClient({ bearerToken: "wrong", baseUrl: replay.base });
    await expect(bad.userByUsername("TheUser")).rejects.toThrow(XApiError);
    await expect(bad.userByUsername("TheUser")).rejects.toThrow(/X_BEARER_TOKEN/);
  });

  it("runs the follows hook after a fetch that wrote new follow edges, and not after one that wrote none", async () => {
    const staff = await signIn(t, "staff@example.com");
    await t.db.query("DELETE FROM jobs");
    await t.db.query("DELETE FROM follows");
    let ran = 0;
    const hooks = { afterFollowsImported: async () => ran++ };
    const worker = startWorker(
      t.db,
      { "social.x-fetch": xFetchJob({ bearerToken: "test-token", baseUrl: replay.base, hooks }) },
      { autoStart: false },
    );
    for (const expected of [1, 1]) {
      const created = await t.call({
        method: "POST",
        url: "/api/social/x-fetch/",
        token: staff,
        payload: { kind: "followers", username: "TheUser", max_pages: 1 },
      });
      expect(created.status).toBe(201);
      expect(await worker.drain()).toBe(1);
      expect(ran).toBe(expected);
    }
  });
});
