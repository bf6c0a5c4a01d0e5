import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import {
  insertTestWorld,
  WORLD_KEYWORDS,
  WORLD_NEWEST_POST,
  WORLD_NOW,
  WORLD_SHARE_OF_VOICE,
  WORLD_TRENDING,
} from "../test/test-world.ts";

// Expected numbers are the hand counts written beside the rows in test-world.ts.
describe.each(backends)("keyword routes on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    token = await signIn(t, "analyst@example.com");
  });
  afterAll(async () => {
    await t.close();
  });

  const explain = (payload: Record<string, unknown>) =>
    t.call({ method: "POST", url: "/api/external/keyword-explain/", payload, token });
  const trending = (query = "") => t.call({ method: "GET", url: `/api/external/trending-topics/${query}`, token });
  const shareOfVoice = (payload: Record<string, unknown>) =>
    t.call({ method: "POST", url: "/api/external/share-of-voice/", payload, token });

  it("asks for sign-in on every keyword call", async () => {
    const calls = [
      t.call({ method: "POST", url: "/api/external/keyword-explain/", payload: { query: "nike" } }),
      t.call({ method: "GET", url: "/api/external/trending-topics/" }),
      t.call({ method: "POST", url: "/api/external/share-of-voice/", payload: { keywords: [{ keyword: "nike" }] } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: "Authentication credentials were not provided." });
    }
  });

  describe("keyword explain", () => {
    it.each(Object.entries(WORLD_KEYWORDS))("counts the %s query group by group", async (_name, expected) => {
      const response = await explain({ query: expected.query });
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(expected.total);
      if ("groups" in expected) {
        expect(response.body.groups).toEqual(expected.groups);
        expect(response.body.exclusions).toEqual(expected.exclusions);
      }
    });

    it("answers the normalised query and the default window (30 days ending 5 minutes ago)", async () => {
      const response = await explain({ query: '  (NIKE and  "Air Max") , #Sneakers not FAKE ' });
      expect(response.body).toMatchObject({
        query: '(nike AND "air max") OR #sneakers NOT fake',
        start_date: "2025-12-15T23:55:00.000Z",
        end_date: "2026-01-14T23:55:00.000Z",
        total: 6,
      });
    });

    it("counts only the asked dates; a date-only end date includes that day", async () => {
      // nike before 2026-01-14: t01 t02 t03 t04 t08 t09 t11 t12 t25 t27 (t14 and j08 are on the 14th)
      expect((await explain({ query: "nike", start_date: "2026-01-01", end_date: "2026-01-13" })).body.total).toBe(10);
      // only t29, from 2025-11-01, which the default window leaves out
      expect((await explain({ query: "nike", start_date: "2025-10-01", end_date: "2025-12-01" })).body.total).toBe(1);
    });

    it("counts only authors in a country when asked", async () => {
      // US authors (a01 a03 a04 a06): t01 t02 t03 t04 t08 t09 t12 t14 t25 t27
      expect((await explain({ query: "nike", country: "United States" })).body.total).toBe(10);
      expect((await explain({ query: "nike", country: "US" })).body.total).toBe(10);
    });

    it("answers a malformed query with a 400 that points at the problem", async () => {
      expect(await explain({ query: 'nike "air max' })).toMatchObject({
        status: 400,
        body: { detail: "Unclosed quote at character 6" },
      });
      expect((await explain({ query: "nike OR OR adidas" })).body).toEqual({
        detail: 'Empty group between "OR" and "OR" at character 9',
      });
      expect((await explain({ query: " " })).body).toEqual({ detail: "Query is empty" });
    });

    it("searches terms with quotes and backslashes as text, not as SQL or tsquery syntax", async () => {
      const response = await explain({ query: `"it's" OR o'neil OR 'nike' OR a\\b:*` });
      expect(response.status).toBe(200);
      // 'nike' is the word nike (12 posts); nothing says it's, o'neil or a b
      expect(response.body).toMatchObject({ query: `"it's" OR o'neil OR 'nike' OR a\\b:*`, total: 12 });
    });

    it("refuses bad dates and countries with a readable 400", async () => {
      const bad = await explain({ query: "nike", start_date: "yesterday" });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toMatch(/start_date "yesterday" is not a date/);
      const reversed = await explain({ query: "nike", start_date: "2026-01-10", end_date: "2026-01-01" });
      expect(reversed).toMatchObject({ status: 400, body: { detail: "start_date must not be after end_date." } });
      expect((await explain({ query: "nike", country: "Narnia" })).body).toEqual({
        detail: `Unknown country "Narnia": use a country name, an ISO code such as "JP", or "Global".`,
      });
    });
  });

  describe("trending topics", () => {
    it("ranks the rising topics of US authors (the default country) and says where the window ends", async () => {
      const response = await trending();
      expect(response.status).toBe(200);
      expect(response.headers["x-window-end"]).toBe(WORLD_NEWEST_POST);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body.map((x: { topic: string; kind: string }) => [x.topic, x.kind])).toEqual(
        WORLD_TRENDING.us.map((x) => [x.topic, x.kind]),
      );
      WORLD_TRENDING.us.forEach((expected, i) => {
        expect(response.body[i].count).toBe(expected.count);
        expect(response.body[i].baseline).toBeCloseTo(expected.baseline, 9);
        expect(response.body[i].growth).toBeCloseTo(expected.growth, 9);
      });
      const airmax = response.body[0];
      expect(airmax.series.map(([, n]: [string, number]) => n)).toEqual(WORLD_TRENDING.usAirmaxSeries);
      // rolling days ending at the newest post: the latest starts 24 hours before it
      expect(airmax.series.at(-1)[0]).toBe("2026-01-13T16:00:00.000Z");
      expect(airmax.series[0][0]).toBe("2026-01-07T16:00:00.000Z");
    });

    it("reads a country as a name or an ISO code, with a chosen minimum count", async () => {
      const byName = await trending("?country=Japan&min_count=2");
      const byCode = await trending("?country=jp&min_count=2");
      expect(byName.body).toEqual(byCode.body);
      expect(byName.body.map((x: { topic: string; count: number }) => [x.topic, x.count])).toEqual(
        WORLD_TRENDING.japanMin2.map((x) => [x.topic, x.count]),
      );
      expect(byName.body[1].baseline).toBeCloseTo(WORLD_TRENDING.japanMin2[1].baseline, 9);
    });

    it("counts every author for Global", async () => {
      const response = await trending("?country=Global");
      const airmax = response.body.find((x: { topic: string }) => x.topic === "airmax");
      // t13 t14 t15 t16 (US), t17 (GB), t18 (CA) in the last 24 hours; t10 before
      expect(airmax).toMatchObject({ kind: "hashtag", count: 6 });
      expect(airmax.baseline).toBeCloseTo(1 / 6, 9);
    });

    it("ends the window now when the data reaches now", async () => {
      const saved = t.clock.now;
      t.clock.now = new Date("2026-01-14T12:30:00.000Z");
      try {
        const response = await trending();
        expect(response.headers["x-window-end"]).toBe("2026-01-14T12:30:00.000Z");
        expect(Array.isArray(response.body)).toBe(true);
      } finally {
        t.clock.now = saved;
      }
    });

    it("refuses an unknown country or too few intervals", async () => {
      expect((await trending("?country=Narnia")).status).toBe(400);
      const one = await trending("?intervals=1");
      expect(one.status).toBe(400);
      expect(JSON.stringify(one.body)).toMatch(/intervals must be at least 2/);
    });
  });

  describe("share of voice", () => {
    it("compares keywords with their aliases: posts, engagement, shares, sentiment and a daily series", async () => {
      const response = await shareOfVoice({ keywords: WORLD_SHARE_OF_VOICE.keywords });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        kind: "share_of_voice",
        interval: "day",
        base: { unit: "posts", count: 20 },
      });
      WORLD_SHARE_OF_VOICE.items.forEach((expected, i) => {
        const item = response.body.items[i];
        expect(item).toMatchObject({
          keyword: expected.keyword,
          posts: expected.posts,
          engagement: expected.engagement,
        });
        expect(item.share).toBeCloseTo(expected.share, 9);
        expect(item.positive_share).toBeCloseTo(expected.positive_share, 9);
        expect(item.negative_share).toBeCloseTo(expected.negative_share, 9);
      });
      const lastDay = response.body.points.find((p: { t: string }) => p.t === WORLD_SHARE_OF_VOICE.lastDay.t);
      expect(lastDay.counts).toEqual(WORLD_SHARE_OF_VOICE.lastDay.counts);
      // every day of the 30-day window is a point, empty days too
      expect(response.body.points).toHaveLength(31);
    });

    it("counts only authors in the country asked for", async () => {
      const response = await shareOfVoice({ keywords: WORLD_SHARE_OF_VOICE.keywords, country: "United States" });
      expect(response.body.items.map((x: { posts: number }) => x.posts)).toEqual([
        WORLD_SHARE_OF_VOICE.us.nike,
        WORLD_SHARE_OF_VOICE.us.adidas,
      ]);
    });

    it("lets an alias use the query syntax", async () => {
      // #airmax: t10 t13 t14 t15 t16 t17 t18 (7); エアマックス: j05; "air max" NOT fake NOT #airmax: t01 t02 t28 (t11 is not fake but replica)
      const response = await shareOfVoice({
        keywords: [
          { keyword: "#airmax", aliases: ["エアマックス"] },
          { keyword: "classic", aliases: ['"air max" NOT fake NOT #airmax NOT replica'] },
        ],
      });
      expect(response.body.items.map((x: { posts: number }) => x.posts)).toEqual([8, 3]);
    });

    it("refuses empty, too many or malformed keywords and bad dates with a readable 400", async () => {
      const none = await shareOfVoice({ keywords: [] });
      expect(none).toMatchObject({ status: 400, body: { keywords: ["Add at least one keyword to compare"] } });
      const eleven = await shareOfVoice({ keywords: Array.from({ length: 11 }, (_, i) => ({ keyword: `k${i}` })) });
      expect(eleven).toMatchObject({ status: 400, body: { keywords: ["Compare at most 10 keywords at a time"] } });
      const malformed = await shareOfVoice({ keywords: [{ keyword: "nike", aliases: ["nike OR"] }] });
      expect(malformed).toMatchObject({
        status: 400,
        body: { detail: 'Alias "nike OR" of "nike": Empty group after "OR" at character 6' },
      });
      const badDate = await shareOfVoice({ keywords: [{ keyword: "nike" }], end_date: "2026-13-45" });
      expect(badDate.status).toBe(400);
      expect(badDate.body.detail).toMatch(/end_date "2026-13-45" is not a date/);
    });
  });

  it("lists the keyword calls in the OpenAPI document", async () => {
    const doc = await t.call({ method: "GET", url: "/api/schema/" });
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/external/keyword-explain/",
        "/api/external/trending-topics/",
        "/api/external/share-of-voice/",
      ]),
    );
  });
});
