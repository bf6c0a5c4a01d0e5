import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runServicesStart } from "../test/start-services.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { deferSecondaryIndexes } from "./deferred-indexes.ts";

describe.each(backends)("the social services' start on %s", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it("builds the indexes an interrupted bulk load left out, with the demo world turned off", async () => {
    const indexes = async () =>
      (
        await t.db.query<{ indexname: string }>(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'posts' AND schemaname = current_schema() ORDER BY 1",
        )
      ).map((r) => r.indexname);
    const all = await indexes();
    // An import into PGlite dropped them for its bulk load, and the process died before the end.
    const dropped = await deferSecondaryIndexes(t.db, ["posts"]);
    expect(await indexes()).toHaveLength(all.length - dropped);
    const logged = await runServicesStart(t.db);
    expect(await indexes()).toEqual(all);
    expect(logged).toEqual([`Rebuilt ${dropped} indexes left out by an interrupted bulk load.`]);
    const [accounts] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
    // Without the demo world, an empty store stays empty.
    expect(accounts?.n).toBe(0);
  });
});
