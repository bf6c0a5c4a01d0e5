import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createScratchTable, dropStaleScratchTables } from "./scratch-table.ts";

describe.each(backends)("autopilot scratch tables (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const scratchTables = async () =>
    (
      await t.db.query<{ name: string }>(
        "SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relname LIKE 'autopilot\\_scratch\\_%' AND relnamespace = current_schema()::regnamespace ORDER BY relname",
      )
    ).map((r) => r.name);

  it("drops the tables a dead process left behind after an hour, not a generation's own", async () => {
    const now = Date.now();
    const old = Math.floor((now - 2 * 3_600_000) / 1000);
    await t.db.exec(`CREATE UNLOGGED TABLE autopilot_scratch_${old}_abc123 (id text)`);
    const own = await createScratchTable(t.db, "SELECT 'a1'::text AS id", []);
    expect(own.rows).toBe(1);
    expect(await dropStaleScratchTables(t.db, now)).toBe(1);
    expect(await scratchTables()).toEqual([own.name]);
    await own.drop();
    expect(await scratchTables()).toEqual([]);
  });
});
