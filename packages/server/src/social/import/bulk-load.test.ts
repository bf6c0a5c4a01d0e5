import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { deferSecondaryIndexes } from "../deferred-indexes.ts";
import { ingest } from "./ingest.ts";

const DATA = path.resolve(import.meta.dirname, "../../../fixtures/twarc-v2");
const file = (name: string) => fs.createReadStream(path.join(DATA, name), { highWaterMark: 16 * 1024 });
// What a large file's size says to the import; the rows come from the small real file.
const LARGE = 64 * 1024 * 1024;

const postIndexes = async (db: Db) =>
  (
    await db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'posts' AND schemaname = current_schema() ORDER BY indexname",
    )
  ).map((r) => r.indexdef);

describe.each(backends)("a bulk load on %s", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it("builds the posts' indexes once at the end", async () => {
    const before = await postIndexes(t.db);
    expect(before.length).toBeGreaterThan(5);
    const during: number[] = [];
    const built: [number, number][] = [];
    const summary = await ingest({
      db: t.db,
      input: file("flat.jsonl"),
      filename: "flat.jsonl",
      chunkBytes: 16 * 1024,
      totalBytes: LARGE,
      onCommit: async (tx) => {
        during.push((await postIndexes(tx)).length);
      },
      onIndexing: (done, total) => {
        built.push([done, total]);
      },
    });
    // 100 lines: the posts and the posts they quote or repost.
    const [stored] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
    expect(summary.written.posts.inserted).toBe(stored?.n);
    expect(stored?.n).toBeGreaterThan(100);
    expect(during.length).toBeGreaterThan(1);
    const secondary = before.length - 1;
    // Only the primary key while the rows went in; then each index built, and reported.
    expect(new Set(during)).toEqual(new Set([1]));
    expect(built).toEqual(Array.from({ length: secondary + 1 }, (_, i) => [i, secondary]));
    expect(await postIndexes(t.db)).toEqual(before);
    const [pending] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM deferred_indexes");
    expect(pending?.n).toBe(0);
    // The rebuilt search index finds the posts by their words.
    const [found] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM posts WHERE search @@ to_tsquery('simple', 'the')",
    );
    expect(found?.n).toBeGreaterThan(10);
  });

  it("keeps the indexes when the store holds more posts than the file can, or the file is small", async () => {
    const before = await postIndexes(t.db);
    // 5,000 stored posts; a 16 MiB file holds at most 4,096 (see BULK_LOAD).
    await t.db.exec(
      "INSERT INTO posts (id, text, tokens, search, source) SELECT g::text, 'stored', 'stored', to_tsvector('simple', 'stored'), 'x-v2' FROM generate_series(1, 5000) AS g",
    );
    for (const totalBytes of [16 * 1024 * 1024, undefined]) {
      const during: number[] = [];
      await ingest({
        db: t.db,
        input: file("flat.jsonl"),
        filename: "flat.jsonl",
        totalBytes,
        onCommit: async (tx) => {
          during.push((await postIndexes(tx)).length);
        },
      });
      expect(new Set(during)).toEqual(new Set([before.length]));
    }
    const fresh = await createTestApp(backend);
    try {
      const during: number[] = [];
      // An empty store, but a file of 1 MiB: nothing to gain from building the indexes again.
      await ingest({
        db: fresh.db,
        input: file("flat.jsonl"),
        filename: "flat.jsonl",
        totalBytes: 1024 * 1024,
        onCommit: async (tx) => {
          during.push((await postIndexes(tx)).length);
        },
      });
      expect(new Set(during)).toEqual(new Set([before.length]));
    } finally {
      await fresh.close();
    }
  });

  it("builds the indexes it left out when the import is cancelled, keeping what it stored", async () => {
    const before = await postIndexes(t.db);
    const stop = new AbortController();
    let commits = 0;
    const run = ingest({
      db: t.db,
      input: file("flat.jsonl"),
      filename: "flat.jsonl",
      chunkBytes: 8 * 1024,
      totalBytes: LARGE,
      signal: stop.signal,
      onCommit: async () => {
        if (++commits === 3) stop.abort(new Error("cancelled by a person"));
      },
    });
    await expect(run).rejects.toThrow("cancelled by a person");
    expect(await postIndexes(t.db)).toEqual(before);
    const [posts] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
    expect(posts?.n).toBeGreaterThan(0);
    expect(posts?.n).toBeLessThan(164);
  });

  it("restores the indexes a killed bulk load left out at the end of the next import, however small", async () => {
    const before = await postIndexes(t.db);
    // A bulk load drops them as the import does, then its process dies: nothing builds them.
    const dropped = await deferSecondaryIndexes(t.db, ["posts"]);
    expect(dropped).toBe(before.length - 1);
    expect(await postIndexes(t.db)).toHaveLength(1);
    const summary = await ingest({ db: t.db, input: file("flat.jsonl"), filename: "flat.jsonl" });
    expect(summary.written.posts.inserted).toBeGreaterThan(100);
    expect(await postIndexes(t.db)).toEqual(before);
    const [pending] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM deferred_indexes");
    expect(pending?.n).toBe(0);
  });
});
