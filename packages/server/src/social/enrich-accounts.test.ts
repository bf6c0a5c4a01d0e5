import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { enrichAccounts } from "./enrich-accounts.ts";
import { ingest } from "./import/ingest.ts";

/** A v2 response page of posts by the given authors, each with its hashtags. */
function page(posts: { id: string; author: string; tags: string[] }[]): string {
  const users = [...new Set(posts.map((p) => p.author))].map((id) => ({
    id,
    username: `user${id}`,
    name: "Alex Morgan",
    description: "Hello there",
  }));
  const data = posts.map((p) => {
    const text = `Posting again ${p.tags.map((t) => `#${t}`).join(" ")}`;
    return {
      id: p.id,
      author_id: p.author,
      text,
      created_at: "2026-03-01T10:00:00.000Z",
      lang: "en",
      entities: { hashtags: p.tags.map((tag) => ({ start: text.indexOf(`#${tag}`), end: 0, tag })) },
    };
  });
  return `${JSON.stringify({ data, includes: { users } })}\n`;
}

describe.each(backends)("account enrichment on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const interestsOf = async (id: string) =>
    (await t.db.query<{ interests: string[] }>("SELECT interests FROM accounts WHERE id = $1", [id]))[0]?.interests;
  const load = (lines: string) =>
    ingest({ db: t.db, input: Readable.from([Buffer.from(lines)]), filename: "page.jsonl" });

  it("finds interests in the hashtags an account used twice or more, and again after new tagged posts", async () => {
    await load(
      page([
        { id: "801", author: "71", tags: ["espresso"] },
        { id: "802", author: "71", tags: ["espresso", "gaming"] },
        { id: "803", author: "72", tags: ["coffee"] },
      ]),
    );
    expect(await enrichAccounts(t.db, { batchSize: 1 })).toBe(2);
    // A neutral bio: coffee comes from #espresso twice; one #gaming or #coffee is no interest.
    expect(await interestsOf("71")).toEqual(["coffee"]);
    expect(await interestsOf("72")).toEqual([]);
    expect(await enrichAccounts(t.db)).toBe(0);

    // A second tagged post for gaming: the author is enriched again, the other is not.
    await load(page([{ id: "804", author: "71", tags: ["gaming"] }]));
    expect(await enrichAccounts(t.db)).toBe(1);
    expect((await interestsOf("71"))?.sort()).toEqual(["coffee", "gaming"]);
  });

  // Two connections at once: PostgreSQL only (PGlite has one, so nothing can change in between).
  it.runIf(backend === "postgres")(
    "leaves an account changed while it was enriched waiting, instead of marking it done with the old profile",
    async () => {
      await load(page([{ id: "901", author: "91", tags: ["espresso"] }]));
      const stateOf = async () =>
        (
          await t.db.query<{ country: string | null; done: boolean }>(
            "SELECT country, enrichment_version > 0 AS done FROM accounts WHERE id = '91'",
          )
        )[0];
      // An import changes the profile and holds its transaction open while enrichment reads the old one.
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let changed = (_pid: number) => {};
      const importer = new Promise<number>((resolve) => {
        changed = resolve;
      });
      const importing = t.db.transaction(async (tx) => {
        await tx.query("UPDATE accounts SET location = 'Tokyo, Japan', enrichment_version = 0 WHERE id = '91'");
        const [me] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        changed(me?.pid ?? 0);
        await committing;
      });
      const importerPid = await importer;
      const enriching = enrichAccounts(t.db);
      // Enrichment has read the old profile and waits for the row to write its result.
      for (let waited = 0; ; waited += 20) {
        const [waiting] = await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))",
          [importerPid],
        );
        if ((waiting?.n ?? 0) > 0) break;
        if (waited > 10_000) throw new Error("enrichment never waited for the changed account");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      commit();
      await importing;
      expect(await enriching).toBe(0);
      expect(await stateOf()).toEqual({ country: null, done: false });
      // The next enrichment (the changing import's own step) reads the new profile.
      expect(await enrichAccounts(t.db)).toBe(1);
      expect(await stateOf()).toEqual({ country: "JP", done: true });
    },
  );
});
