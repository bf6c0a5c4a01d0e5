import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { encodeCopyRows, pickRows } from "./copy-rows.ts";
import { type UpsertOptions, upsertRows } from "./upsert-batch.ts";

const COLUMNS = { id: "text", name: "text", tags: "text[]", meta: "jsonb", n: "integer", at: "timestamptz" };
type Row = {
  id: string;
  name: string | null;
  tags: string[] | null;
  meta: unknown;
  n: number | null;
  at: string | null;
};

let tables = 0;
/** A fresh table per test: the upsert remembers per table whether it met stored keys. */
async function freshTable(db: Db): Promise<UpsertOptions> {
  const table = `upsert_test_${++tables}`;
  await db.exec(
    `CREATE TABLE ${table} (id text PRIMARY KEY, name text, tags text[], meta jsonb, n integer, at timestamptz)`,
  );
  const set = ["name", "tags", "meta", "n", "at"];
  return {
    table,
    columns: COLUMNS,
    conflict: "id",
    update: set.map((c) => `${c} = EXCLUDED.${c}`).join(", "),
    changed: `(${set.map((c) => `${table}.${c}`).join(", ")}) IS DISTINCT FROM (${set.map((c) => `EXCLUDED.${c}`).join(", ")})`,
  };
}

const row = (id: string, name: string | null, extra: Partial<Row> = {}): Row => ({
  id,
  name,
  tags: null,
  meta: null,
  n: null,
  at: null,
  ...extra,
});

/** Rows keyed by id, as the importer encodes posts and accounts. */
function keyed(rows: Row[]) {
  const encoded = encodeCopyRows(COLUMNS, rows);
  return { ...encoded, keys: rows.map((r) => r.id) };
}

describe("pickRows", () => {
  it("gives runs of consecutive rows as views of one buffer", () => {
    const rows = encodeCopyRows({ id: "text" }, [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }]);
    const text = (parts: Uint8Array[]) => parts.map((p) => Buffer.from(p).toString());
    expect(text(pickRows(rows, [0, 1, 3]))).toEqual(["a\nb\n", "d\n"]);
    expect(text(pickRows(rows, [2]))).toEqual(["c\n"]);
    expect(pickRows(rows, [])).toEqual([]);
  });
});

describe.each(backends)("upsertRows on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const stored = (options: UpsertOptions) =>
    t.db.query<Row>(
      `SELECT id, name, tags, meta, n, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
       FROM ${options.table} ORDER BY id`,
    );

  it("stores text, arrays and JSON exactly as given, whatever they contain", async () => {
    const options = await freshTable(t.db);
    const tricky: Row[] = [
      row("1", "tab\there, newline\nthere, return\r, backslash \\ and \\N and \\.", {
        tags: ['quote "x"', "back\\slash", "comma,brace}{", "", "NULL", "tab\tnew\nline"],
        meta: { text: 'a "quoted"\nline\twith \\ backslash', list: [1, null, "ü"] },
        n: -42,
        at: "2026-01-02T03:04:05Z",
      }),
      row("2", "日本語のテキスト 🙌🏽 👨‍👩‍👧", { tags: ["スニーカー", "☕"], meta: [], n: 0 }),
      row("3", null, { tags: [] }),
      row("4", "", { meta: "just a string" }),
    ];
    const result = await upsertRows(t.db, options, keyed(tricky));
    expect(result).toMatchObject({ inserted: 4, updated: 0, unchanged: 0 });
    expect(await stored(options)).toEqual(tricky);
  });

  it("inserts new rows, updates changed ones and leaves unchanged ones alone, counting each", async () => {
    const options = await freshTable(t.db);
    const first = await upsertRows(t.db, options, keyed([row("a", "Ann"), row("b", "Bo"), row("c", "Cy")]));
    expect(first).toMatchObject({ inserted: 3, updated: 0, unchanged: 0, copied: [0, 1, 2] });
    const second = await upsertRows(t.db, options, keyed([row("a", "Ann"), row("b", "Bob"), row("d", "Di")]));
    expect(second).toMatchObject({ inserted: 1, updated: 1, unchanged: 1 });
    // Only the new row went in by COPY; the others were merged.
    expect(second.copied).toEqual([2]);
    expect((await stored(options)).map((r) => `${r.id}:${r.name}`)).toEqual(["a:Ann", "b:Bob", "c:Cy", "d:Di"]);
  });

  it("merges whole batches while they are mostly stored rows, and COPYs again once they are new", async () => {
    const options = await freshTable(t.db);
    await upsertRows(t.db, options, keyed([row("a", "Ann"), row("b", "Bo"), row("c", "Cy")]));
    // Three of four stored: the new row goes in by COPY, and the table is marked as mostly stored.
    const mixed = await upsertRows(
      t.db,
      options,
      keyed([row("a", "Ann"), row("b", "Bob"), row("c", "Cy"), row("d", "Di")]),
    );
    expect(mixed).toMatchObject({ inserted: 1, updated: 1, unchanged: 2, copied: [3] });
    // So the next batch is merged whole, its new row included: nothing goes in by COPY.
    const merged = await upsertRows(t.db, options, keyed([row("a", "Al"), row("b", "Bob"), row("e", "Eve")]));
    expect(merged).toMatchObject({ inserted: 1, updated: 1, unchanged: 1, copied: [] });
    // Mostly new rows: still merged, as the table was marked; after it, COPY comes back.
    const fresh = await upsertRows(t.db, options, keyed([row("f", "Fay"), row("g", "Gus"), row("a", "Al")]));
    expect(fresh).toMatchObject({ inserted: 2, updated: 0, unchanged: 1, copied: [] });
    const again = await upsertRows(t.db, options, keyed([row("h", "Hal"), row("i", "Ida")]));
    expect(again).toMatchObject({ inserted: 2, copied: [0, 1] });
    expect((await stored(options)).map((r) => `${r.id}:${r.name}`)).toEqual([
      "a:Al",
      "b:Bob",
      "c:Cy",
      "d:Di",
      "e:Eve",
      "f:Fay",
      "g:Gus",
      "h:Hal",
      "i:Ida",
    ]);
  });

  it("writes only the picked rows", async () => {
    const options = await freshTable(t.db);
    const result = await upsertRows(t.db, options, keyed([row("a", "Ann"), row("b", "Bo"), row("c", "Cy")]), [0, 2]);
    expect(result.inserted).toBe(2);
    expect((await stored(options)).map((r) => r.id)).toEqual(["a", "c"]);
  });

  it("merges rows whose key another writer stored after it was looked up", async () => {
    const options = await freshTable(t.db);
    await upsertRows(t.db, options, keyed([row("a", "Ann")]));
    // Stored behind the upsert's back: its first, optimistic COPY meets the key and is undone.
    await t.db.query(`INSERT INTO ${options.table} (id, name) VALUES ('b', 'old')`);
    const result = await upsertRows(t.db, options, keyed([row("b", "new"), row("c", "Cy")]));
    expect(result).toMatchObject({ inserted: 1, updated: 1, unchanged: 0, copied: [1] });
    expect((await stored(options)).map((r) => `${r.id}:${r.name}`)).toEqual(["a:Ann", "b:new", "c:Cy"]);
  });

  it("lets two writers upsert overlapping new keys at once without an error or a duplicate", async () => {
    const options = await freshTable(t.db);
    const ids = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => row(String(from + i).padStart(3, "0"), "same"));
    const results = await Promise.all([
      upsertRows(t.db, options, keyed(ids(0, 200))),
      upsertRows(t.db, options, keyed(ids(100, 300))),
    ]);
    expect(results.reduce((n, r) => n + r.inserted, 0)).toBe(300);
    expect(results.reduce((n, r) => n + r.unchanged, 0)).toBe(100);
    expect(await stored(options)).toHaveLength(300);
  });

  it("merges tables without a single key through staging, in one transaction with the caller", async () => {
    const table = `upsert_pairs_${++tables}`;
    await t.db.exec(`CREATE TABLE ${table} (a text, b text, n integer, PRIMARY KEY (a, b))`);
    const options: UpsertOptions = {
      table,
      columns: { a: "text", b: "text", n: "integer" },
      conflict: "a, b",
      update: "n = EXCLUDED.n",
      changed: `${table}.n IS DISTINCT FROM EXCLUDED.n`,
    };
    const rows = (n: number) =>
      encodeCopyRows(options.columns, [
        { a: "x", b: "y", n },
        { a: "x", b: "z", n: 1 },
      ]);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await upsertRows(tx, options, rows(1))).toMatchObject({ inserted: 2 });
        // Twice in one transaction: the staging table starts empty each time.
        expect(await upsertRows(tx, options, rows(2))).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await t.db.query(`SELECT * FROM ${table}`)).toEqual([]);
  });
});
