import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTeamWorld } from "../test/team-world.ts";
import { backends, type TestApp } from "../test/test-app.ts";

const WINDOW = { start_date: "2026-01-08", end_date: "2026-01-14" };

// The answer is recomputed here from the store's rows with plain SQL: who posted the query, who of
// them used each term, who in the whole store did.
describe.each(backends)("related keywords on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { slug: string };
  beforeAll(async () => {
    ({ t, ann, eve, acme } = await openTeamWorld(backend));
  });
  afterAll(() => t.close());

  const related = (payload: Record<string, unknown>, token = ann, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: "/api/external/related-keywords/", token, payload, headers });

  it("ranks the terms the query's authors use beyond chance, with counts the rows give", async () => {
    const res = await related({ query: "#sneakers", ...WINDOW });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const authors = await t.db.query<{ id: string }>(
      `SELECT DISTINCT author_id AS id FROM posts WHERE 'sneakers' = ANY(hashtags)
       AND created_at >= '2026-01-08' AND created_at < '2026-01-15'`,
    );
    expect(res.body.authors).toBe(authors.length);
    const [store] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
    expect(res.body.store_accounts).toBe(store?.n);
    expect(res.body.results.length).toBeGreaterThan(0);
    for (const r of res.body.results as {
      term: string;
      kind: string;
      accounts: number;
      store_accounts: number;
      lift: number;
    }[]) {
      const column = r.kind === "hashtag" ? "hashtags" : "keywords";
      const term = r.term.replace(/^#/, "");
      const [inside] = await t.db.query<{ n: number }>(
        `SELECT count(DISTINCT author_id)::int AS n FROM posts WHERE 'sneakers' = ANY(hashtags) AND $1 = ANY(${column})
         AND created_at >= '2026-01-08' AND created_at < '2026-01-15'`,
        [term],
      );
      const [everyone] = await t.db.query<{ n: number }>(
        `SELECT count(DISTINCT author_id)::int AS n FROM posts WHERE $1 = ANY(${column})`,
        [term],
      );
      expect(r.accounts, r.term).toBe(inside?.n);
      expect(r.store_accounts, r.term).toBe(everyone?.n);
      const lift = r.accounts / authors.length / (r.store_accounts / (store?.n ?? 1));
      expect(r.lift, r.term).toBeCloseTo(lift, 2);
      expect(r.lift).toBeGreaterThanOrEqual(1.5);
      expect(r.accounts).toBeGreaterThanOrEqual(2);
    }
    // The query's own tag is never its own related keyword.
    expect(res.body.results.map((r: { term: string }) => r.term)).not.toContain("#sneakers");
    const bounds = res.body.results.map((r: { lift_bound: number }) => r.lift_bound);
    expect(bounds).toEqual([...bounds].sort((a, b) => b - a));
    expect(res.body.method).toContain(`The ${authors.length} accounts`);
  });

  it("answers an unknown word with no terms, and refuses bad input and strangers", async () => {
    const none = await related({ query: "zzqx", ...WINDOW });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ authors: 0, results: [] });
    const bad = await related({ query: "nike AND" });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.detail).toBe("string");
    expect((await related({ query: "nike", start_date: "soon" })).status).toBe(400);
    expect((await related({ query: "nike", limit: 0 })).status).toBe(400);
    expect(
      (await t.call({ method: "POST", url: "/api/external/related-keywords/", payload: { query: "nike" } })).status,
    ).toBe(403);
    expect((await related({ query: "nike" }, eve, { "x-team": acme.slug })).status).toBe(404);
  });
});
