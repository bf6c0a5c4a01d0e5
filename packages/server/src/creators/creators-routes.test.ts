import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { WORLD_NOW } from "../test/test-world.ts";
import { joinGroup } from "../test/user-groups.ts";
import { BURST_FOLLOWERS, insertCreatorsWorld } from "./test/creators-world.ts";

const URL = "/api/external/creators/";

type Creator = {
  id: string;
  handle: string;
  matching_posts: number;
  posts: number;
  relevance: number;
  engagements: number;
  engagement_rate: number | null;
  store_followers: number;
  audience_followers: number;
  audience_fit: number | null;
  growth: { from_day: string; to_day: string; from: number; to: number; change: number } | null;
  posts_per_week: number;
  signals: Record<string, { value: number | null; raised: boolean }>;
};

// Every figure is checked against the store's rows counted again with plain SQL.
describe.each(backends)("creators API on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { slug: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertCreatorsWorld(t.db);
    [ann, eve] = [await signIn(t, "ann@acme.test"), await signIn(t, "eve@rival.test")];
    await joinGroup(t.db, "Creators", "ann@acme.test", "eve@rival.test");
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  });
  afterAll(() => t.close());

  const find = (payload: object, options: { token?: string; team?: string; url?: string; lang?: string } = {}) =>
    t.call({
      method: "POST",
      url: options.url ?? URL,
      token: options.token ?? ann,
      payload,
      headers: { "accept-language": options.lang ?? "en", ...(options.team ? { "x-team": options.team } : {}) },
    });
  const one = async <T>(sql: string, params: unknown[]) => (await t.db.query<T>(sql, params))[0] as T;

  // The window resolveWindow gives the test clock: 30 days ending at the newest post (t20).
  const START = "2025-12-15T16:00:00.000Z";
  const END = "2026-01-14T16:00:00.000Z";

  it("ranks the query's authors with engagement rate and audience fit as direct SQL counts them", async () => {
    const res = await find({ query: "nike" }, { team: acme.slug });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { count: number; results: Creator[]; audience: { kind: string; size: number } };
    const authors = await t.db.query<{ id: string; n: number }>(
      `SELECT author_id AS id, count(*)::int AS n FROM posts WHERE search @@ to_tsquery('simple', 'nike')
         AND kind <> 'repost' AND created_at >= $1 AND created_at <= $2 GROUP BY author_id`,
      [START, END],
    );
    expect(body.count).toBe(authors.length);
    expect(body.results.map((c) => c.id).sort()).toEqual(authors.map((a) => a.id).sort());
    // The audience: every author of the query in the store, any date (the builder's "posted about").
    const audience = await one<{ n: number }>(
      "SELECT count(DISTINCT author_id)::int AS n FROM posts WHERE search @@ to_tsquery('simple', 'nike')",
      [],
    );
    expect(body.audience).toEqual({ kind: "query_authors", size: audience.n });
    for (const c of body.results) {
      const posting = await one<{ posts: number; engagements: number; followers: number | null }>(
        `SELECT count(*)::int AS posts,
           sum(coalesce(like_count, 0) + coalesce(repost_count, 0) + coalesce(reply_count, 0) + coalesce(quote_count, 0))::int AS engagements,
           (SELECT followers_count FROM accounts WHERE id = $1) AS followers
         FROM posts WHERE author_id = $1 AND kind <> 'repost' AND created_at >= $2 AND created_at <= $3`,
        [c.id, START, END],
      );
      expect(c.matching_posts).toBe(authors.find((a) => a.id === c.id)?.n);
      expect(c.posts).toBe(posting.posts);
      expect(c.engagements).toBe(posting.engagements);
      expect(c.engagement_rate).toBeCloseTo(posting.engagements / posting.posts / (posting.followers ?? 1), 6);
      const fit = await one<{ all: number; inside: number }>(
        `SELECT count(*)::int AS all, count(*) FILTER (WHERE follower_id IN (
           SELECT author_id FROM posts WHERE search @@ to_tsquery('simple', 'nike')))::int AS inside
         FROM follows WHERE followee_id = $1`,
        [c.id],
      );
      expect(c.store_followers).toBe(fit.all);
      expect(c.audience_followers).toBe(fit.inside);
      expect(c.audience_fit).toBe(fit.all ? Math.round((fit.inside / fit.all) * 1e4) / 1e4 : null);
    }
    // By hand: @nike's five followers in the store, three of whom (alice, bob, dave) post about nike.
    const nike = body.results.find((c) => c.handle === "nike");
    expect(nike).toMatchObject({ matching_posts: 2, store_followers: 5, audience_followers: 3, audience_fit: 0.6 });
    // Ranked by matching posts, then their share: bob 3 of 5 posts, alice 3 of 6.
    expect(body.results.slice(0, 2).map((c) => [c.handle, c.relevance])).toEqual([
      ["bob", 0.6],
      ["alice", 0.5],
    ]);
  });

  it("reads growth from the snapshots in the window, and says nothing where there are none", async () => {
    const res = await find({ query: "nike", sort: "growth" });
    const [first, ...rest] = res.body.results as Creator[];
    // test-world-audience: @nike 990 on 2026-01-05 … 1,000 on 2026-01-14 (the 2025-12-01 snapshot is outside).
    expect(first?.handle).toBe("nike");
    expect(first?.growth).toEqual({
      from_day: "2026-01-05",
      to_day: "2026-01-14",
      from: 990,
      to: 1000,
      change: 10,
      rate: 0.0101,
    });
    expect(rest.every((c) => c.growth === null)).toBe(true);
  });

  it("states the signals with their values: a burst of default profiles, a low follower ratio", async () => {
    const res = await find({ query: "nike" });
    const byHandle = new Map((res.body.results as Creator[]).map((c) => [c.handle, c]));
    const dave = byHandle.get("dave");
    expect(dave?.store_followers).toBe(BURST_FOLLOWERS);
    expect(dave?.signals.burst_follows).toEqual({ value: 1, dated_follows: BURST_FOLLOWERS, raised: true });
    expect(dave?.signals.default_profiles).toEqual({ value: 1, profiled_followers: BURST_FOLLOWERS, raised: true });
    // bob: 80 followers, 1,000 followed.
    expect(byHandle.get("bob")?.signals.follower_ratio).toEqual({ value: 0.08, raised: true });
    // nike: its followers have bios and no follow dates, 1,000 followers over 10 followed.
    expect(byHandle.get("nike")?.signals).toEqual({
      follower_ratio: { value: 100, raised: false },
      burst_follows: { value: null, dated_follows: 0, raised: false },
      default_profiles: { value: 0, profiled_followers: 5, raised: false },
    });
  });

  it("counts audience fit on an audience built from criteria", async () => {
    const audience = { criteria: [{ kind: "followers_of", handles: ["adidas"] }] };
    const res = await find({ query: "nike", audience, sort: "audience_fit" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const followers = await t.db.query<{ id: string }>(
      "SELECT follower_id AS id FROM follows WHERE followee_id = 'a02'",
    );
    expect(res.body.audience).toEqual({ kind: "built", size: followers.length });
    for (const c of res.body.results as Creator[]) {
      const inside = await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM follows WHERE followee_id = $1 AND follower_id = ANY($2::text[])",
        [c.id, followers.map((f) => f.id)],
      );
      expect(c.audience_followers).toBe(inside.n);
    }
    const fits = (res.body.results as Creator[]).map((c) => c.audience_fit ?? -1);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
  });

  describe("for a saved audience", () => {
    // A package's selected terms find the creators; the accounts it reaches are the audience.
    const PACKAGE = {
      keywords: [{ label: "ultraboost" }, { label: "nike", deselected: true }],
      hashtags: [{ label: "sneakers" }],
      handles: [{ handle: "nike" }],
    };
    const TERMS = "(search @@ to_tsquery('simple', 'ultraboost') OR hashtags && ARRAY['sneakers'])";
    const save = async (name: string, targeting_package: object, token = ann, team: string = acme.slug) => {
      const res = await t.call({
        method: "POST",
        url: "/api/audience-configs/",
        token,
        payload: { team, name, targeting_package, countries: [] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number };
    };

    it("ranks the package's term authors with audience fit against the accounts it reaches, as direct SQL counts them", async () => {
      const saved = await save("Sneaker fans", PACKAGE);
      const res = await find({ audience_id: saved.id, sort: "audience_fit" }, { team: acme.slug });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as { count: number; results: Creator[]; audience: object };
      const authors = await t.db.query<{ id: string; n: number }>(
        `SELECT author_id AS id, count(*)::int AS n FROM posts WHERE ${TERMS}
           AND kind <> 'repost' AND created_at >= $1 AND created_at <= $2 GROUP BY author_id`,
        [START, END],
      );
      expect(authors.length).toBeGreaterThan(2);
      expect(body.count).toBe(authors.length);
      expect(body.results.map((c) => c.id).sort()).toEqual(authors.map((a) => a.id).sort());
      // The reach: authors of posts with the terms (any date) and followers of @nike (a01).
      const reach = `SELECT author_id FROM posts WHERE ${TERMS} AND author_id IS NOT NULL
        UNION SELECT follower_id FROM follows WHERE followee_id = 'a01'`;
      const size = await one<{ n: number }>(`SELECT count(*)::int AS n FROM (${reach}) r`, []);
      expect(body.audience).toEqual({ kind: "saved", size: size.n, saved: { id: saved.id, name: "Sneaker fans" } });
      for (const c of body.results) {
        expect(c.matching_posts).toBe(authors.find((a) => a.id === c.id)?.n);
        const fit = await one<{ all: number; inside: number }>(
          `SELECT count(*)::int AS all, count(*) FILTER (WHERE follower_id IN (${reach}))::int AS inside
           FROM follows WHERE followee_id = $1`,
          [c.id],
        );
        expect(c.store_followers).toBe(fit.all);
        expect(c.audience_followers).toBe(fit.inside);
        expect(c.audience_fit).toBe(fit.all ? Math.round((fit.inside / fit.all) * 1e4) / 1e4 : null);
      }
      expect(body.results.some((c) => (c.audience_fit ?? 0) > 0)).toBe(true);
      const fits = body.results.map((c) => c.audience_fit ?? -1);
      expect(fits).toEqual([...fits].sort((a, b) => b - a));
      // Past the last page, the audience is still counted.
      const past = await find({ audience_id: saved.id }, { url: `${URL}?offset=500` });
      expect(past.body).toMatchObject({ count: authors.length, results: [], audience: { size: size.n } });
    });

    it("answers 404 for another team's audience and one that does not exist", async () => {
      const rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
      const theirs = await save("Rival fans", PACKAGE, eve, rival.slug);
      const res = await find({ audience_id: theirs.id }, { team: acme.slug });
      expect(res.status).toBe(404);
      expect(res.body.detail).toEqual(expect.any(String));
      expect((await find({ audience_id: theirs.id })).status).toBe(404);
      expect((await find({ audience_id: 2_000_000_000 })).status).toBe(404);
      expect((await find({ audience_id: theirs.id }, { token: eve, team: rival.slug })).status).toBe(200);
    });

    it("refuses a query beside it and a package without terms, in the caller's language", async () => {
      const saved = await save("Sneakers again", PACKAGE);
      const handlesOnly = await save("Only handles", { handles: [{ handle: "nike" }] });
      const both = await find({ audience_id: saved.id, query: "nike" });
      expect(both).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/not both/) } });
      const built = { criteria: [{ kind: "followers_of", handles: ["adidas"] }] };
      expect((await find({ audience_id: saved.id, audience: built })).status).toBe(400);
      const noTerms = await find({ audience_id: handlesOnly.id });
      expect(noTerms).toMatchObject({ status: 400, body: { detail: expect.stringContaining("“Only handles”") } });
      const ja = await find({ audience_id: handlesOnly.id }, { lang: "ja" });
      expect(ja).toMatchObject({ status: 400, body: { detail: expect.stringContaining("キーワード") } });
      expect((await find({ audience_id: "one" })).status).toBe(400);
    });
  });

  it("pages by limit and offset without overlap, sorted as asked", async () => {
    const all = await find({ query: "nike", sort: "engagement_rate" });
    const rates = (all.body.results as Creator[]).map((c) => c.engagement_rate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const first = await find({ query: "nike", sort: "engagement_rate" }, { url: `${URL}?limit=2&offset=0` });
    const second = await find({ query: "nike", sort: "engagement_rate" }, { url: `${URL}?limit=2&offset=2` });
    expect(first.body.count).toBe(all.body.count);
    expect(second.body.count).toBe(all.body.count);
    expect([...first.body.results, ...second.body.results].map((c: Creator) => c.id)).toEqual(
      (all.body.results as Creator[]).slice(0, 4).map((c) => c.id),
    );
    const past = await find({ query: "nike" }, { url: `${URL}?offset=500` });
    expect(past.body).toMatchObject({ count: all.body.count, results: [] });
  });

  it("refuses bad input with a 400 in the caller's language", async () => {
    const cases: [object, RegExp][] = [
      [{ query: "  " }, /query is required/i],
      [{ query: "nike AND" }, /./],
      [{ query: "nike", start_date: "2026-01-10", end_date: "2026-01-01" }, /start_date/],
      [{ query: "nike", audience: { criteria: [{ kind: "followers_of", handles: ["nosuch"] }] } }, /@nosuch/],
      [{ query: "nike", sort: "fame" }, /./],
    ];
    for (const [payload, detail] of cases) {
      const res = await find(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(detail);
    }
    const ja = await find({ query: "" }, { lang: "ja" });
    expect(ja.status).toBe(400);
    expect(ja.body.detail).toMatch(/クエリが必要/);
  });

  it("answers only a signed-in analyst, and 404 for a team the caller is not in", async () => {
    expect((await t.call({ method: "POST", url: URL, payload: { query: "nike" } })).status).toBe(403);
    expect((await find({ query: "nike" }, { token: eve, team: acme.slug })).status).toBe(404);
    expect((await find({ query: "nike" }, { token: eve })).status).toBe(200);
  });
});
