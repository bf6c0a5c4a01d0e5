import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { insertTestWorld } from "../test/test-world.ts";

const URL = "/api/external/toolkit-overview/";

describe.each(backends)("the toolkit overview on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("says an empty store is empty, to a visitor not signed in", async () => {
    const res = await t.call({ method: "GET", url: URL });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accounts: 0, posts: 0, first_post_at: null, last_post_at: null, countries: 0 });
    expect(res.body.top_accounts).toEqual([]);
    expect(res.body.hashtags).toEqual([]);
    expect(res.body.demo).toBeNull();
  });

  it("gives the store's counts as direct SQL counts them, and names the demo world", async () => {
    const fresh = await createTestApp(backend);
    try {
      await insertTestWorld(fresh.db);
      await fresh.db.query("INSERT INTO demo_worlds (seed, accounts, days, finished_at) VALUES (7, 12, 90, now())");
      const res = await fresh.call({ method: "GET", url: URL });
      expect(res.status).toBe(200);
      const [sql] = await fresh.db.query<Record<string, unknown>>(
        `SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM posts)::int AS posts,
           (SELECT count(DISTINCT country) FROM accounts)::int AS countries,
           (SELECT min(created_at) FROM posts) AS first, (SELECT max(created_at) FROM posts) AS last`,
      );
      expect(res.body.accounts).toBe(12);
      expect(res.body.posts).toBe(41);
      expect(res.body).toMatchObject({ accounts: sql?.accounts, posts: sql?.posts, countries: sql?.countries });
      expect(res.body.first_post_at).toBe(new Date(sql?.first as string).toISOString());
      expect(res.body.last_post_at).toBe("2026-01-14T16:00:00.000Z");
      expect(res.body.sample_posts).toBe(41);

      const tags = await fresh.db.query<{ tag: string; posts: number }>(
        `SELECT t AS tag, count(*)::int AS posts FROM posts, unnest(hashtags) t GROUP BY t ORDER BY posts DESC, t LIMIT 6`,
      );
      expect(res.body.hashtags).toEqual(tags);
      const langs = await fresh.db.query<{ language: string; posts: number }>(
        "SELECT lang AS language, count(*)::int AS posts FROM posts GROUP BY lang ORDER BY posts DESC, lang",
      );
      expect(res.body.languages).toEqual(langs);
      expect(res.body.top_accounts[0]).toMatchObject({ handle: "nike", followers_count: 1000 });
      const followers = res.body.top_accounts.map((a: { followers_count: number }) => a.followers_count);
      expect(followers).toEqual([...followers].sort((a, b) => b - a));
      expect(res.body.top_countries[0].accounts).toBeGreaterThan(0);
      expect(res.body.demo).toMatchObject({ seed: 7 });
    } finally {
      await fresh.close();
    }
  });
});
