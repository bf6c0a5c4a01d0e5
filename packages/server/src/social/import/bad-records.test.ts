import { Readable } from "node:stream";
import { emptyAccount, type ImportItem } from "@xa/core/social/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker } from "../../jobs/worker.ts";
import { backends, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { socialJobHandlers } from "../social-jobs.ts";
import { emptyWriteCounts, encodeItems } from "../write-items.ts";
import { BatchWriter } from "./batch-writer.ts";
import { ingest } from "./ingest.ts";

const text = (s: string) => Readable.from([Buffer.from(s)]);
const user = (id: string, username: string, followers: string) =>
  `{"id":"${id}","username":"${username}","public_metrics":{"followers_count":${followers},"following_count":5,"tweet_count":3000000000}}`;
const tweet = (id: string, author: string, createdAt: string) =>
  `{"id":"${id}","text":"coffee ${id}","author_id":"${author}","created_at":"${createdAt}","public_metrics":{"like_count":2147483648}}`;
// Written by hand: JSON.stringify cannot write 1e20 as the digits an export holds.
const V2_LINES = [
  `{"data":[${tweet("501", "51", "2026-01-10T10:00:00.000Z")}],"includes":{"users":[${user("51", "big", "2147483648")}]},"__twarc":{"retrieved_at":"2026-01-12T00:00:00+00:00"}}`,
  `{"data":[],"includes":{"users":[${user("52", "huge", "100000000000000000000")}]}}`,
  `{"data":[${tweet("503", "51", "0000-01-01T00:00:00Z")}]}`,
  `{"data":[${tweet("504", "51", "2024-13-45")}]}`,
  `{"data":[${tweet("505", "51", "2026-01-11T10:00:00.000Z")}]}`,
].join("\n");

const COUNT = "is not a count from 0 to 9007199254740991";
const DATE = "is not a real date between the years 1000 and 9999";

describe.each(backends)("bad records on %s", (backend) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signIn(t, "staff@example.com");
  });
  afterAll(async () => {
    await t.close();
  });
  const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0] as T;

  it("imports the good records of an uploaded file around bad ones, and serves counts past int4 as numbers", async () => {
    const created = await t.call({
      method: "POST",
      url: "/api/social/imports/?filename=bad.jsonl",
      payload: V2_LINES,
      headers: { "content-type": "application/x-ndjson" },
      token: staff,
    });
    expect(created.status).toBe(201);
    const worker = startWorker(t.db, socialJobHandlers({ xBearerToken: undefined }), { autoStart: false });
    expect(await worker.drain()).toBe(1);
    const job = await t.call({ method: "GET", url: `/api/social/imports/${created.body.id}/`, token: staff });
    expect(job.body).toMatchObject({
      status: "done",
      read: 5,
      skipped: { "count out of range": 1, "invalid date": 2 },
      written: { posts: { inserted: 2 }, accounts: { inserted: 1 }, snapshots: { inserted: 1 } },
    });
    expect(job.body.bad_lines).toEqual([
      { line: 2, message: `followers_count 100000000000000000000 ${COUNT}` },
      { line: 3, message: `created_at "0000-01-01T00:00:00Z" ${DATE}` },
      { line: 4, message: `created_at "2024-13-45" ${DATE}` },
    ]);
    expect(await one("SELECT followers_count::text AS f, post_count::text AS p FROM accounts WHERE id = '51'")).toEqual(
      { f: "2147483648", p: "3000000000" },
    );
    expect(await one("SELECT like_count::text AS n FROM posts WHERE id = '505'")).toEqual({ n: "2147483648" });
    expect((await t.db.query("SELECT id FROM posts ORDER BY id")).map((r) => r.id)).toEqual(["501", "505"]);

    // Read back through the API as numbers, on both backends.
    t.clock.now = new Date("2026-01-15T00:00:00Z");
    const analysis = await t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token: staff,
      payload: { query_type: "handle", handle: "@big", sections: ["profile", "follower_growth"] },
    });
    expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
    expect(analysis.body.sections.profile.account).toMatchObject({ handle: "big", followers_count: 2147483648 });
    expect(analysis.body.sections.profile.post_count ?? analysis.body.sections.profile.account.post_count).toBe(
      3000000000,
    );
    const store = await t.call({ method: "GET", url: "/api/social/store/", token: staff });
    expect(store.body).toMatchObject({ posts: 2, accounts: 1, snapshots: 1 });
  });

  it("does the same for v1.1 JSONL and CSV, reporting each bad line", async () => {
    const status = (id: string, createdAt: string, followers: string) =>
      `{"id_str":"${id}","text":"tea ${id}","created_at":"${createdAt}","favorite_count":2147483648,"user":{"id_str":"6${id}","screen_name":"u${id}","followers_count":${followers}}}`;
    const v1 = await ingest({
      db: t.db,
      filename: "v1.jsonl",
      input: text(
        [
          status("601", "Wed Oct 10 20:19:24 +0000 2018", "2147483648"),
          status("602", "Wed Oct 10 20:19:24 +0000 2018", "100000000000000000000"),
          status("603", "0000-01-01T00:00:00Z", "1"),
          status("604", "2024-13-45", "1"),
          status("605", "2018-10-11T00:00:00Z", "-4"),
          status("606", "2018-10-11T00:00:00Z", "7"),
        ].join("\n"),
      ),
    });
    expect(v1).toMatchObject({ format: "x-v1", read: 6, skipped: { "count out of range": 2, "invalid date": 2 } });
    expect(v1.written.posts.inserted).toBe(2);
    expect(v1.badLines.map((b) => b.line)).toEqual([2, 3, 4, 5]);
    expect(v1.badLines[3]?.message).toBe(`followers_count -4 ${COUNT}`);
    expect(await one("SELECT followers_count::text AS f FROM accounts WHERE id = '6601'")).toEqual({
      f: "2147483648",
    });

    const csv = await ingest({
      db: t.db,
      filename: "bad.csv",
      input: text(
        [
          "id,text,created_at,username,followers,likes",
          "701,milk,2026-01-10T10:00:00Z,ann,2147483648,1",
          "702,milk,2026-01-10T10:00:00Z,bob,100000000000000000000,1",
          "703,milk,0000-01-01T00:00:00Z,cat,1,1",
          "704,milk,2024-13-45,dan,1,1",
          "705,milk,2026-01-10T10:00:00Z,eve,1,NaN",
          "706,milk,2026-01-10T10:00:00Z,fay,1,3",
        ].join("\n"),
      ),
    });
    expect(csv).toMatchObject({ format: "csv", read: 6, skipped: { "count out of range": 2, "invalid date": 2 } });
    expect(csv.written.posts.inserted).toBe(2);
    expect(csv.badLines).toEqual([
      { line: 3, message: `followers "100000000000000000000" ${COUNT}` },
      { line: 4, message: `created_at "0000-01-01T00:00:00Z" ${DATE}` },
      { line: 5, message: `created_at "2024-13-45" ${DATE}` },
      { line: 6, message: `likes "NaN" ${COUNT}` },
    ]);
    expect(await one("SELECT followers_count::text AS f FROM accounts WHERE handle = 'ann'")).toEqual({
      f: "2147483648",
    });
  });

  it("writes a batch the database refuses again without the refused rows, reporting them with their lines", async () => {
    // Values the mappers would have refused, given straight to the writer: the last line of defence.
    const items: ImportItem[] = [
      { type: "account", record: { ...emptyAccount("801"), handle: "ok1", followers: 10 } },
      { type: "account", record: { ...emptyAccount("802"), handle: "beyond", followers: 1e20 } },
      { type: "account", record: { ...emptyAccount("803"), handle: "ok2", createdAt: "0000-01-01T00:00:00Z" } },
      { type: "account", record: { ...emptyAccount("804"), handle: "ok3", followers: 2147483648 } },
    ];
    const progress = { format: null, read: 0, bytes: 0, written: emptyWriteCounts(), skipped: {}, badLines: [] };
    const writer = new BatchWriter({ db: t.db }, progress);
    const batch = encodeItems(items, "x-v2", [11, 12, 13, 14]);
    await writer.add(Promise.resolve({ seq: 0, records: 4, skipped: {}, badLines: [], batch }), 4, 100, 1);
    await writer.finish();
    expect(progress.written.accounts.inserted).toBe(2);
    expect(progress.skipped).toEqual({ "rejected by the database": 2 });
    expect(progress.badLines).toEqual([
      { line: 12, message: expect.stringMatching(/^rejected by the database \(accounts 802\): .*out of range/) },
      { line: 13, message: expect.stringMatching(/^rejected by the database \(accounts 803\): /) },
    ]);
    const stored = await t.db.query<{ id: string }>("SELECT id FROM accounts WHERE id LIKE '80_' ORDER BY id");
    expect(stored.map((r) => r.id)).toEqual(["801", "804"]);
  });
});
