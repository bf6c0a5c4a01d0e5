import { isStopListed } from "@xa/text/terms/generic-words";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NEWEST_POST, WORLD_NOW } from "../test/test-world.ts";

type Raw = {
  author_id: string;
  created_at: Date | string;
  hashtags: string[];
  keywords: string[];
  lang: string | null;
  engagements: number;
};

// Every figure is checked against the window's rows read back with plain SQL and counted here.
describe.each(backends)("country stats on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    token = await signIn(t, "analyst@example.com");
  });
  afterAll(() => t.close());

  const stats = (query: string, headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url: `/api/external/deepthought/x-stats/?${query}`, token, headers });

  const rowsOf = (country: string, start: string, end: string) =>
    t.db.query<Raw>(
      `SELECT p.author_id, p.created_at, p.hashtags, p.keywords, p.lang,
         coalesce(p.like_count, 0) + coalesce(p.repost_count, 0) + coalesce(p.reply_count, 0) + coalesce(p.quote_count, 0) AS engagements
       FROM posts p WHERE p.author_id IN (SELECT id FROM accounts WHERE country = $1)
         AND p.created_at > $2 AND p.created_at <= $3`,
      [country, start, end],
    );

  it("counts a country's window as its rows do, the window ending at the store's newest post", async () => {
    for (const country of ["US", "JP"]) {
      const res = await stats(`country=${country}&days=30`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body;
      expect(body).toMatchObject({ country, end: WORLD_NEWEST_POST });
      expect(new Date(body.end).getTime() - new Date(body.start).getTime()).toBe(30 * 86_400_000);
      const rows = await rowsOf(country, body.start, body.end);
      expect(rows.length).toBeGreaterThan(0);
      expect(body.totals).toEqual({
        posts: rows.length,
        authors: new Set(rows.map((r) => r.author_id)).size,
        engagements: rows.reduce((sum, r) => sum + Number(r.engagements), 0),
      });
      const hashtagPosts = new Map<string, number>();
      for (const r of rows) for (const h of new Set(r.hashtags)) hashtagPosts.set(h, (hashtagPosts.get(h) ?? 0) + 1);
      for (const { term, posts } of body.hashtags) expect(posts, term).toBe(hashtagPosts.get(term));
      expect(body.hashtags.length).toBe(Math.min(20, hashtagPosts.size));
      const keywordPosts = new Map<string, number>();
      for (const r of rows)
        for (const k of new Set(r.keywords))
          if (!r.hashtags.includes(k)) keywordPosts.set(k, (keywordPosts.get(k) ?? 0) + 1);
      expect(body.keywords.length).toBeGreaterThan(0);
      for (const { term, posts } of body.keywords) {
        expect(posts, term).toBe(keywordPosts.get(term));
        expect([...term].length, term).toBeGreaterThan(1);
        expect(isStopListed(term), term).toBe(false);
      }
      const languages = new Map<string, number>();
      for (const r of rows) languages.set(r.lang || "und", (languages.get(r.lang || "und") ?? 0) + 1);
      expect(
        Object.fromEntries(body.languages.map((l: { language: string; posts: number }) => [l.language, l.posts])),
      ).toEqual(Object.fromEntries(languages));
      const zone = country === "JP" ? "Asia/Tokyo" : "America/New_York";
      expect(body.time_zone).toBe(zone);
      const hours = Array.from({ length: 24 }, () => 0);
      const hourIn = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" });
      for (const r of rows) {
        const hour = Number(hourIn.format(new Date(r.created_at)));
        hours[hour] = (hours[hour] ?? 0) + 1;
      }
      expect(body.hours).toEqual(hours);
      const byAuthor = new Map<string, number>();
      for (const r of rows) byAuthor.set(r.author_id, (byAuthor.get(r.author_id) ?? 0) + Number(r.engagements));
      for (const a of body.accounts) expect(a.engagements, a.id).toBe(byAuthor.get(a.id));
      expect(body.accounts.map((a: { engagements: number }) => a.engagements)).toEqual(
        [...body.accounts.map((a: { engagements: number }) => a.engagements)].sort((x, y) => y - x),
      );
    }
  });

  it("reads a country as people type it and refuses what is not one, or a window past 90 days", async () => {
    const uk = await stats("country=UK&days=30");
    expect(uk.status).toBe(200);
    expect(uk.body.country).toBe("GB");
    const unknown = await stats("country=Atlantis");
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain("Atlantis");
    const wide = await stats("country=US&days=91");
    expect(wide.status).toBe(400);
    expect(JSON.stringify(wide.body)).toContain("days must be at most 90");
  });

  it("answers a country with no posts in the window with zeros, not an error", async () => {
    const res = await stats("country=FR&days=1");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totals: { posts: 0, authors: 0, engagements: 0 }, hashtags: [], accounts: [] });
    expect(res.body.hours).toEqual(Array.from({ length: 24 }, () => 0));
    expect(res.body.time_zone).toBe("Europe/Paris");
  });

  it("asks for sign-in", async () => {
    const res = await t.call({ method: "GET", url: "/api/external/deepthought/x-stats/?country=US" });
    expect(res.status).toBe(403);
  });
});
