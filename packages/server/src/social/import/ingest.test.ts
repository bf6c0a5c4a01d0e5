import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { IngestError, ingest } from "./ingest.ts";

const DATA = path.resolve(import.meta.dirname, "../../../fixtures/twarc-v2");
const file = (name: string) => fs.createReadStream(path.join(DATA, name), { highWaterMark: 16 * 1024 });
const text = (s: string) => Readable.from([Buffer.from(s)]);

describe.each(backends)("importers on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0] as T;

  // An import per file, each starting its worker thread: slow on a busy machine, hence the timeout below.
  it("imports every real twarc2 file, reporting the malformed line and API errors", async () => {
    const files = fs.readdirSync(DATA).filter((f) => /\.jsonl?$/.test(f));
    expect(files.length).toBeGreaterThan(25);
    for (const name of files) {
      const summary = await ingest({ db: t.db, input: file(name), filename: name });
      if (name === "streaming_output_with_error.jsonl") {
        expect(summary.read).toBe(8);
        expect(summary.skipped["malformed JSON"]).toBe(1);
        expect(summary.badLines).toEqual([{ line: 8, message: expect.stringContaining("malformed JSON") }]);
        expect(summary.written.posts.inserted).toBeGreaterThan(5);
      }
      if (name === "empty.json") expect(summary).toMatchObject({ read: 0, skipped: { "empty file": 1 } });
      if (name === "withheld.jsonl") expect(summary.skipped["API error: Forbidden"]).toBe(3);
      if (name === "counts.jsonl") expect(summary.skipped["tweet counts (not stored)"]).toBe(169);
    }
    const withheld = await one<{ n: number }>("SELECT count(*)::int AS n FROM posts WHERE 'IN' = ANY(withheld_in)");
    expect(withheld.n).toBeGreaterThan(0);
    const withheldUser = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE withheld_in IS NOT NULL",
    );
    expect(withheldUser.n).toBeGreaterThan(0);
    const edited = await one<{ edit_history_ids: string[] }>(
      "SELECT edit_history_ids FROM posts WHERE id = '1576994789110992896'",
    );
    expect(edited.edit_history_ids).toEqual(["1576994746135764992", "1576994789110992896"]);
    const media = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM posts WHERE media @> \'[{"type": "photo"}]\'',
    );
    expect(media.n).toBeGreaterThan(10);
    const place = await one<{ place: { countryCode: string } }>(
      "SELECT place FROM posts WHERE place IS NOT NULL LIMIT 1",
    );
    expect(place.place.countryCode).toMatch(/^[A-Z]{2}$/);
    const lists = await one<{ n: number }>("SELECT count(*)::int AS n FROM lists");
    expect(lists.n).toBe(6);
    const verified = await one<{ verified_type: string }>(
      "SELECT verified_type FROM accounts WHERE verified_type = 'business'",
    );
    expect(verified).toBeDefined();
  }, 90_000);

  it("updates and never duplicates when the same file is imported again", async () => {
    await ingest({ db: t.db, input: file("flat.jsonl"), filename: "flat.jsonl" });
    const before = await one<{ n: number }>("SELECT count(*)::int AS n FROM posts");
    const again = await ingest({ db: t.db, input: file("flat.jsonl"), filename: "flat.jsonl" });
    expect(again.written.posts).toMatchObject({ inserted: 0, updated: 0 });
    expect(again.written.posts.unchanged).toBeGreaterThan(100);
    const edited = await ingest({ db: t.db, input: file("edited_after.jsonl"), filename: "edited_after.jsonl" });
    expect(edited.written.posts.inserted).toBe(0);
    expect((await one<{ n: number }>("SELECT count(*)::int AS n FROM posts")).n).toBe(before.n);
  });

  it("keeps each profile's follower counts as a snapshot of the day twarc retrieved it, once", async () => {
    const fresh = await createTestApp(backend);
    try {
      // Small chunks: profiles repeat across batches, as in a large file.
      const run = () =>
        ingest({ db: fresh.db, input: file("kpop.jsonl"), filename: "kpop.jsonl", chunkBytes: 64 * 1024 });
      const first = await run();
      const snapshots = await fresh.db.query<{ day: string; n: number; differ: number }>(
        `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, count(*)::int AS n,
           count(*) FILTER (WHERE (s.followers, s.following) <> (a.followers_count, a.following_count))::int AS differ
         FROM follower_snapshots s JOIN accounts a ON a.id = s.account_id GROUP BY s.day`,
      );
      const accounts = await fresh.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM accounts WHERE followers_count IS NOT NULL",
      );
      // kpop.jsonl was retrieved on 2021-09-22: one snapshot per profile, with the counts it stored.
      expect(snapshots).toEqual([{ day: "2021-09-22", n: accounts[0]?.n, differ: 0 }]);
      expect(first.written.snapshots.inserted).toBe(accounts[0]?.n);
      expect(first.written.snapshots.inserted).toBeGreaterThan(100);
      const again = await run();
      expect(again.written.snapshots).toMatchObject({ inserted: 0, updated: 0 });
      expect(again.written.snapshots.unchanged).toBeGreaterThanOrEqual(accounts[0]?.n ?? 1);
      // v1.1 statuses do not say when their profiles were seen: no snapshot is made up.
      await ingest({
        db: fresh.db,
        input: text(
          JSON.stringify({
            id_str: "77",
            text: "hello",
            created_at: "Wed Oct 10 20:19:24 +0000 2018",
            user: { id_str: "900", screen_name: "v1user", followers_count: 5, friends_count: 6 },
          }),
        ),
        filename: "v1.jsonl",
        format: "x-v1",
      });
      const [v1] = await fresh.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM follower_snapshots WHERE account_id = '900'",
      );
      expect(v1?.n).toBe(0);
      // twarc-csv writes retrieved_at as a column.
      const csv = `id,text,author_id,author.username,author.public_metrics.followers_count,author.public_metrics.following_count,__twarc.retrieved_at
88,hi,901,kim,1500,12,2021-10-01T08:00:00+00:00\n`;
      const fromCsv = await ingest({ db: fresh.db, input: text(csv), filename: "twarc.csv" });
      expect(fromCsv.written.snapshots.inserted).toBe(1);
      const [kim] = await fresh.db.query(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, followers, following FROM follower_snapshots WHERE account_id = '901'",
      );
      expect(kim).toEqual({ day: "2021-10-01", followers: 1500, following: 12 });
    } finally {
      await fresh.close();
    }
  });

  it("lets two imports of the same file run at once: both finish, nothing is stored twice", async () => {
    const fresh = await createTestApp(backend);
    try {
      // Small chunks: many batches each, so the two imports write the same new rows at the same time.
      const run = () =>
        ingest({ db: fresh.db, input: file("kpop.jsonl"), filename: "kpop.jsonl", chunkBytes: 8 * 1024 });
      const [a, b] = await Promise.all([run(), run()]);
      const [posts] = await fresh.db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
      expect(posts?.n).toBeGreaterThanOrEqual(100);
      expect(a.written.posts.inserted + b.written.posts.inserted).toBe(posts?.n);
      for (const summary of [a, b]) {
        const { inserted, updated, unchanged } = summary.written.posts;
        expect(inserted + updated + unchanged).toBe(posts?.n);
      }
    } finally {
      await fresh.close();
    }
  });

  it("stops after the batch under way when its signal is aborted, keeping every batch committed", async () => {
    const fresh = await createTestApp(backend);
    try {
      const stop = new AbortController();
      let commits = 0;
      // flat.jsonl: 100 one-tweet lines, each under half of 16 KiB; 16 KiB chunks make batches of two lines.
      const run = ingest({
        db: fresh.db,
        input: file("flat.jsonl"),
        filename: "flat.jsonl",
        chunkBytes: 16 * 1024,
        signal: stop.signal,
        onCommit: async () => {
          commits++;
          // Past 50 rows: enough for the import to refresh the planner's statistics.
          if (commits === 16) stop.abort(new Error("cancelled by a person"));
        },
      });
      await expect(run).rejects.toThrow("cancelled by a person");
      expect(commits).toBe(16);
      const [posts] = await fresh.db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
      expect(posts?.n).toBeGreaterThan(50);
      expect(posts?.n).toBeLessThan(100);
      // The planner knows of the rows that stay, as after a finished import.
      const [stats] = await fresh.db.query<{ rows: number }>(
        "SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'posts'::regclass",
      );
      expect(stats?.rows).toBe(posts?.n);
    } finally {
      await fresh.close();
    }
  });

  it("leaves the planner statistics of the tables it filled fresh, so queries after it are planned right", async () => {
    const fresh = await createTestApp(backend);
    try {
      const estimate = async () =>
        (
          await fresh.db.query<{ rows: number }>(
            "SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'posts'::regclass",
          )
        )[0]?.rows;
      expect(await estimate()).toBeLessThanOrEqual(0);
      await ingest({ db: fresh.db, input: file("kpop.jsonl"), filename: "kpop.jsonl" });
      const [posts] = await fresh.db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
      expect(await estimate()).toBe(posts?.n);
    } finally {
      await fresh.close();
    }
  });

  it("writes a batch again when the database aborted it to break a deadlock, counting it once", async () => {
    const fresh = await createTestApp(backend);
    try {
      // The first transaction does all its work, then fails as a deadlock victim would: rolled back.
      let deadlocks = 1;
      const db: Db = {
        ...fresh.db,
        transaction: (fn) =>
          fresh.db.transaction(async (tx) => {
            const result = await fn(tx);
            if (deadlocks-- > 0) throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
            return result;
          }),
      };
      const summary = await ingest({ db, input: file("kpop.jsonl"), filename: "kpop.jsonl" });
      const [posts] = await fresh.db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
      expect(deadlocks).toBe(-1);
      expect(summary.written.posts).toEqual({ inserted: posts?.n, updated: 0, unchanged: 0 });
      expect(summary.read).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("enriches posts: language, tags, keywords, sentiment and a searchable vector", async () => {
    const post = await one<Record<string, unknown>>(
      "SELECT lang, lang_source, hashtags, sentiment, tokens FROM posts WHERE id = '1394735776701816833'",
    );
    expect(post).toMatchObject({ hashtags: ["poiuytrewq"], sentiment: "neutral" });
    const found = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM posts WHERE search @@ to_tsquery('simple', 'poiuytrewq')",
    );
    expect(found.n).toBeGreaterThan(0);
    // The importer writes most vectors itself (core's searchVector) and leaves the rest to the
    // database: across every real post, each is what the database makes of the tokens.
    const vectors = await one<{ posts: number; differ: number; empty: number }>(
      `SELECT count(*)::int AS posts,
              count(*) FILTER (WHERE search IS DISTINCT FROM to_tsvector('simple', tokens))::int AS differ,
              count(*) FILTER (WHERE search = ''::tsvector)::int AS empty
       FROM posts`,
    );
    expect(vectors.posts).toBeGreaterThan(1000);
    expect(vectors.differ).toBe(0);
    expect(vectors.empty).toBeLessThan(vectors.posts / 10);
  });

  it("reads v1.1 statuses as a pretty-printed array and as JSONL", async () => {
    const statuses = [
      {
        // biome-ignore lint/correctness/noPrecisionLoss: v1.1's numeric id is imprecise on purpose; id_str must win
        id: 1850000000000000001,
        id_str: "1850000000000000001",
        created_at: "Wed Oct 10 20:19:24 +0000 2018",
        full_text: "東京で新しいスニーカーを買いました！最高 #スニーカー",
        lang: "ja",
        entities: { hashtags: [{ text: "スニーカー" }], user_mentions: [] },
        user: {
          id_str: "1850000000000000009",
          screen_name: "hanako",
          name: "田中 花子",
          description: "大学生です",
          location: "東京都",
        },
        favorite_count: 3,
      },
      { delete: { status: { id_str: "1" } } },
    ];
    const array = await ingest({ db: t.db, input: text(JSON.stringify(statuses, null, 2)), filename: "statuses.json" });
    expect(array).toMatchObject({ format: "x-v1", read: 2, skipped: { "stream notice (delete)": 1 } });
    expect(array.written.posts.inserted).toBe(1);
    const jsonl = await ingest({
      db: t.db,
      input: text(statuses.map((s) => JSON.stringify(s)).join("\n")),
      filename: "s.jsonl",
    });
    expect(jsonl.written.posts).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    // A pretty-printed file cut off inside its last value: what is whole imports, the rest is one bad piece.
    const pretty = JSON.stringify(statuses[0], null, 2);
    const cut = await ingest({
      db: t.db,
      input: text(`${pretty}\n${pretty.slice(0, 60)}`),
      filename: "cut.json",
      format: "x-v1",
    });
    expect(cut).toMatchObject({ read: 2, skipped: { "malformed JSON": 1 } });
    expect(cut.badLines).toEqual([
      { line: pretty.split("\n").length + 1, message: expect.stringContaining("ends inside a value") },
    ]);
    const ja = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM posts WHERE search @@ to_tsquery('simple', 'スニーカー & 東京')",
    );
    expect(ja.n).toBe(1);
    const post = await one<Record<string, unknown>>(
      "SELECT sentiment, lang FROM posts WHERE id = '1850000000000000001'",
    );
    expect(post).toEqual({ sentiment: "positive", lang: "ja" });
  });

  it("reads CSV with quoted newlines, a column mapping, and reports rows it cannot use", async () => {
    const csv =
      'Status ID,Tweet,User Name,Likes\n9100,"line one\nline two #Coffee",@ann,"1,234"\n,no id,@bob,1\n9101,plain,@ann,2\n';
    const summary = await ingest({
      db: t.db,
      input: text(csv),
      filename: "export.csv",
      map: { text: "Tweet", author: "User Name" },
    });
    expect(summary).toMatchObject({
      format: "csv",
      csvColumns: { preset: "generic", mapped: true },
      read: 3,
      skipped: { "row without a valid post id": 1 },
    });
    expect(summary.written.posts.inserted).toBe(2);
    const row = await one<Record<string, unknown>>(
      "SELECT text, like_count, author_id, hashtags FROM posts WHERE id = '9100'",
    );
    expect(row).toEqual({
      text: "line one\nline two #Coffee",
      like_count: 1234,
      author_id: "h:ann",
      hashtags: ["coffee"],
    });
  });

  it("reads a CSV file saved in Shift_JIS (Excel on Japanese Windows) as Japanese text", async () => {
    const honbun = [0x96, 0x7b, 0x95, 0xb6]; // 本文
    // 東京でコーヒー #コーヒー
    const coffee = [0x83, 0x52, 0x81, 0x5b, 0x83, 0x71, 0x81, 0x5b];
    const body = [0x93, 0x8c, 0x8b, 0x9e, 0x82, 0xc5, ...coffee, 0x20, 0x23, ...coffee];
    const csv = Buffer.concat([
      Buffer.from("id,"),
      Buffer.from(honbun),
      Buffer.from(",user\n9400,"),
      Buffer.from(body),
      Buffer.from(",@tokyo_cafe\n"),
    ]);
    // Cut inside a two-byte character, as a read from disk can be.
    const cut = csv.indexOf(0x8c);
    const summary = await ingest({
      db: t.db,
      input: Readable.from([csv.subarray(0, cut), csv.subarray(cut)]),
      filename: "export.csv",
      map: { text: "本文" },
    });
    expect(summary).toMatchObject({ format: "csv", read: 1, bytes: csv.length, skipped: {} });
    expect(summary.written.posts.inserted).toBe(1);
    const row = await one<Record<string, unknown>>("SELECT text, hashtags, lang FROM posts WHERE id = '9400'");
    expect(row).toEqual({ text: "東京でコーヒー #コーヒー", hashtags: ["コーヒー"], lang: "ja" });
  });

  it("tells Shift_JIS from the first non-ASCII bytes, however far into the file they are", async () => {
    // 90 KB of ASCII rows (beyond the 64 KB head read for detection), then 東京 in Shift_JIS.
    const ascii = Array.from({ length: 2000 }, (_, i) => `${96000 + i},plain row number ${i} of the export,@ann\n`);
    const csv = Buffer.concat([
      Buffer.from(`id,text,user\n${ascii.join("")}98000,`),
      Buffer.from([0x93, 0x8c, 0x8b, 0x9e]),
      Buffer.from(",@bob\n"),
    ]);
    expect(csv.indexOf(0x93)).toBeGreaterThan(80_000);
    const chunks = [csv.subarray(0, 40_000), csv.subarray(40_000, 80_000), csv.subarray(80_000)];
    const summary = await ingest({ db: t.db, input: Readable.from(chunks), filename: "long.csv" });
    expect(summary).toMatchObject({ read: 2001, skipped: {} });
    expect(await one<{ text: string }>("SELECT text FROM posts WHERE id = '98000'")).toEqual({ text: "東京" });
  });

  it("counts a CSV row with several stray quotes as one bad row, and imports the rows around it", async () => {
    const csv = 'Status ID,Tweet,User Name\n9200,"ok one",@ann\n9201,says "hi" and "bye" loudly,@bob\n9202,fine,@ann\n';
    const summary = await ingest({ db: t.db, input: text(csv), filename: "quotes.csv" });
    expect(summary).toMatchObject({ read: 3, skipped: { "bad CSV row": 1 } });
    expect(summary.badLines).toEqual([{ line: 3, message: expect.stringContaining("Invalid Opening Quote") }]);
    expect(summary.written.posts.inserted).toBe(2);
  });

  it("refuses a file whose format it cannot tell, and resumes after committed records", async () => {
    await expect(ingest({ db: t.db, input: text("just some words"), filename: "notes.txt" })).rejects.toBeInstanceOf(
      IngestError,
    );
    // A binary file, and CSV saved as UTF-16, are refused as a whole, whatever format is asked for.
    const posts = await one<{ n: number }>("SELECT count(*)::int AS n FROM posts");
    const utf16 = Buffer.from("\uFEFFid,text\n9300,hello\n", "utf16le");
    for (const format of [undefined, "csv"] as const) {
      await expect(
        ingest({ db: t.db, input: Readable.from([utf16]), filename: "export.csv", ...(format ? { format } : {}) }),
      ).rejects.toThrow("Cannot read export.csv: it is not UTF-8 text");
    }
    await expect(
      ingest({
        db: t.db,
        input: Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])]),
        filename: "a.png",
      }),
    ).rejects.toBeInstanceOf(IngestError);
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM posts")).toEqual(posts);
    const resumed = await ingest({ db: t.db, input: file("flat.jsonl"), filename: "flat.jsonl", resumeAfter: 90 });
    expect(resumed.read).toBe(100);
    expect(resumed.written.posts.unchanged).toBeLessThan(40);
  });
});
