import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { countAudiences } from "./competitor-analysis.ts";
import { BRANDS, COMPETITOR_NOW, insertCompetitorWorld } from "./test/competitor-world.ts";

const URL = "/api/external/competitor-analysis/";
const IDS = BRANDS.map((b) => b.id);
const HANDLES = BRANDS.map((b) => b.handle);

type Region = { members: number[]; count: number };

// Every figure is checked against the store's rows counted with plain SQL, independently of the bitmask.
describe.each(backends)("competitor analysis on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { id: number; slug: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(COMPETITOR_NOW);
    await insertCompetitorWorld(t.db);
    [ann, eve] = [await signIn(t, "ann@acme.test"), await signIn(t, "eve@rival.test")];
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  });
  afterAll(() => t.close());

  const compare = (payload: object, token: string | undefined = ann, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: URL, token, payload, headers });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: number }>(sql, params))[0]?.n);

  /** Followers of exactly the members' competitors, by INTERSECT and EXCEPT of their follower sets. */
  const regionCount = (ids: readonly string[], members: readonly number[]) => {
    const set = (i: number) => `SELECT follower_id FROM follows WHERE followee_id = '${ids[i]}'`;
    const inside = members.map(set).join(" INTERSECT ");
    const outside = ids.map((_, i) => i).filter((i) => !members.includes(i));
    const sql = outside.length ? `(${inside}) EXCEPT (${outside.map(set).join(" UNION ")})` : inside;
    return count(`SELECT count(*)::int AS n FROM (${sql}) x`);
  };

  it("counts every combination of the audiences as a direct SQL count does", async () => {
    const res = await compare({ handles: ["@Brew_A", "brew_b", "brew_c"] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    expect(body.competitors.map((c: { id: string }) => c.id)).toEqual(IDS);
    expect(body.overlap).toHaveLength(7);
    for (const region of body.overlap as Region[]) {
      expect(region.count, JSON.stringify(region.members)).toBe(await regionCount(IDS, region.members));
    }
    // By hand: even, multiples of 3, of 5 among 0…299; all three are the multiples of 30.
    expect(body.overlap.at(-1)).toEqual({ members: [0, 1, 2], count: 10 });
    expect(body.union).toBe(220);
    expect(body.union).toBe(
      await count("SELECT count(DISTINCT follower_id)::int AS n FROM follows WHERE followee_id = ANY ($1)", [IDS]),
    );
    for (const [i, c] of body.competitors.entries()) {
      expect(c.audience).toBe(await count("SELECT count(*)::int AS n FROM follows WHERE followee_id = $1", [IDS[i]]));
      const unique = await regionCount(IDS, [i]);
      expect(c.unique).toBe(unique);
      expect(c.unique_share).toBeCloseTo(unique / c.audience, 4);
    }
    expect(body.competitors.map((c: { audience: number }) => c.audience)).toEqual([150, 100, 60]);
  });

  it("counts the overlap of two and of five handles alike", async () => {
    const two = await compare({ handles: ["brew_b", "brew_c"] });
    expect(two.status).toBe(200);
    expect(two.body.overlap).toEqual([
      { members: [0], count: await regionCount(["c2", "c3"], [0]) },
      { members: [1], count: await regionCount(["c2", "c3"], [1]) },
      { members: [0, 1], count: 20 },
    ]);
    const five = await compare({ handles: [...HANDLES, "only_a", "mixed"] });
    expect(five.status).toBe(200);
    expect(five.body.overlap).toHaveLength(31);
    const ids = [...IDS, "x_a", "x_mixed"];
    for (const region of five.body.overlap as Region[]) {
      expect(region.count, JSON.stringify(region.members)).toBe(await regionCount(ids, region.members));
    }
  });

  it("lists the accounts only one audience follows, with how many of its followers do", async () => {
    const res = await compare({ handles: HANDLES });
    const exclusive = res.body.competitors.map((c: { exclusive_followees: { id: string }[] }) => c.exclusive_followees);
    // Plain SQL: followed by a follower of the competitor and by no follower of another one.
    for (const [i, id] of IDS.entries()) {
      const others = IDS.filter((o) => o !== id);
      const expected = await t.db.query<{ id: string; n: number }>(
        `SELECT f.followee_id AS id, count(*)::int AS n FROM follows f
         WHERE f.follower_id IN (SELECT follower_id FROM follows WHERE followee_id = $1)
           AND NOT (f.followee_id = ANY ($3))
           AND NOT EXISTS (SELECT 1 FROM follows g JOIN follows h ON h.follower_id = g.follower_id
             WHERE g.followee_id = f.followee_id AND h.followee_id = ANY ($2))
         GROUP BY 1 ORDER BY n DESC, id`,
        [id, others, IDS],
      );
      expect(
        exclusive[i].map((a: { id: string; audience_followers: number }) => ({ id: a.id, n: a.audience_followers })),
      ).toEqual(expected);
    }
    expect(res.body.exclusive_base).toBe(220);
    expect(exclusive[0].map((a: { handle: string }) => a.handle)).toEqual(["only_a"]);
    expect(exclusive[1]).toEqual([]);
    expect(exclusive[2]).toMatchObject([{ id: "x_c", handle: "only_c", audience_followers: 20 }]);
  });

  it("reads a large union's follows from a fixed sample, as SQL over the same sample finds them", async () => {
    const { exclusive, read, overlap } = await countAudiences(t.db, IDS, 10, 60);
    expect(read).toBe(60);
    // The overlap stays exact whatever the sample.
    expect(overlap.get(0b111)).toBe(10);
    const sampleSql = `SELECT follower_id AS id FROM (SELECT DISTINCT follower_id FROM follows WHERE followee_id = ANY ($1)) u
      ORDER BY hashtext(follower_id), follower_id LIMIT 60`;
    for (const [i, id] of IDS.entries()) {
      const others = IDS.filter((o) => o !== id);
      const expected = await t.db.query<{ id: string; n: number }>(
        `WITH s AS (${sampleSql.replace("$1", "$4")})
         SELECT f.followee_id AS id, count(*)::int AS n FROM follows f
         WHERE f.follower_id IN (SELECT follower_id FROM follows WHERE followee_id = $1 AND follower_id IN (SELECT id FROM s))
           AND NOT (f.followee_id = ANY ($3))
           AND NOT EXISTS (SELECT 1 FROM follows g JOIN follows h ON h.follower_id = g.follower_id
             WHERE g.followee_id = f.followee_id AND h.followee_id = ANY ($2) AND g.follower_id IN (SELECT id FROM s))
         GROUP BY 1 ORDER BY n DESC, id`,
        [id, others, IDS, IDS],
      );
      expect(exclusive[i]?.map((a) => ({ id: a.id, n: a.audience_followers }))).toEqual(expected);
    }
  });

  it("shares the voice and rates engagement per day, from the brands' posts", async () => {
    const res = await compare({ handles: HANDLES });
    const [a, b, c] = res.body.competitors;
    expect(res.body.interval).toBe("day");
    expect([a.posts, b.posts, c.posts]).toEqual([10, 5, 0]);
    // Likes + reposts + replies: brew_a Σ(10d + 1 + d + 1) over d = 1…10; brew_b over d = 2, 4, …, 10.
    expect([a.engagements, b.engagements]).toEqual([625, 345]);
    expect(a.share_of_voice).toBeCloseTo(10 / 15, 4);
    expect(a.engagement_share).toBeCloseTo(625 / 970, 4);
    expect(a.engagement_rate).toBeCloseTo(625 / 10 / 40_000, 6);
    expect(c.engagement_rate).toBeNull();
    const day = (comp: { timeline: { t: string }[] }, t: string) => comp.timeline.find((p) => p.t === t);
    expect(day(a, "2026-01-11T00:00:00Z")).toMatchObject({ posts: 1, share_of_voice: 0.5 });
    expect(day(b, "2026-01-11T00:00:00Z")).toMatchObject({ posts: 1, engagements: 10 * 2 + 2 + 2 + 1 });
    expect(day(a, "2026-01-12T00:00:00Z")).toMatchObject({ posts: 1, share_of_voice: 1 });
    expect(day(a, "2026-01-05T00:00:00Z")).toMatchObject({ posts: 0, share_of_voice: 0, engagement_rate: null });
    expect(a.timeline.length).toBe(b.timeline.length);
    expect(a.best_posts.map((p: { id: string }) => p.id).slice(0, 2)).toEqual(["c1-10", "c1-9"]);
  });

  it("ends the window at the store's newest post when its data stops before now, days long", async () => {
    const res = await compare({ handles: HANDLES, days: 7 });
    expect(res.status).toBe(200);
    // The newest post is a follower's, 2026-01-20T10:00Z; the brands post at noon from the 10th to the 19th.
    expect(res.body).toMatchObject({ start_date: "2026-01-13T10:00:00.000Z", end_date: "2026-01-20T10:00:00.000Z" });
    expect(res.body.competitors.map((c: { posts: number }) => c.posts)).toEqual([7, 4, 0]);
    const dated = await compare({ handles: HANDLES, start_date: "2026-01-18", end_date: "2026-01-19" });
    expect(dated.body.competitors.map((c: { posts: number }) => c.posts)).toEqual([2, 1, 0]);
  });

  it("sets the audiences' demographics side by side, counted from their profiles", async () => {
    const res = await compare({ handles: HANDLES });
    for (const [i, comp] of res.body.competitors.entries()) {
      const genders = await t.db.query<{ key: string; n: number }>(
        `SELECT a.gender AS key, count(*)::int AS n FROM follows f JOIN accounts a ON a.id = f.follower_id
         WHERE f.followee_id = $1 AND a.gender <> 'unknown' GROUP BY 1`,
        [IDS[i]],
      );
      for (const g of genders) {
        expect(comp.demographics.genders.items.find((x: { key: string }) => x.key === g.key)?.count).toBe(g.n);
      }
      const countries = await t.db.query<{ key: string; n: number }>(
        `SELECT a.country AS key, count(*)::int AS n FROM follows f JOIN accounts a ON a.id = f.follower_id
         WHERE f.followee_id = $1 AND a.country IS NOT NULL GROUP BY 1 ORDER BY 1`,
        [IDS[i]],
      );
      const items = comp.demographics.countries.items.map((x: { key: string; count: number }) => ({
        key: x.key,
        n: x.count,
      }));
      expect([...items].sort((x, y) => x.key.localeCompare(y.key))).toEqual(countries);
      expect(comp.demographics.age_groups.base.count).toBe(comp.audience);
      expect(comp.demographics.languages.kind).toBe("distribution");
    }
  });

  it("refuses too few, too many, repeated, empty and unknown handles in the caller's language", async () => {
    const cases: [object, number, RegExp, RegExp][] = [
      [{ handles: ["brew_a"] }, 400, /at least 2 handles \(got 1\)/, /2 個以上/],
      [{ handles: [] }, 400, /at least 2/, /2 個以上/],
      [{ handles: ["a", "b", "c", "d", "e", "f"] }, 400, /at most 5 handles .*got 6/, /5 個まで/],
      [{ handles: ["brew_a", "@BREW_A"] }, 400, /@brew_a is listed twice/, /2 回指定/],
      [{ handles: ["brew_a", " "] }, 400, /Handle 2 is empty/, /2 番目/],
      [{ handles: ["brew_a", "nosuch"] }, 404, /@nosuch/, /@nosuch/],
    ];
    for (const [payload, status, en, ja] of cases) {
      const res = await compare(payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.detail).toMatch(en);
      const inJapanese = await compare(payload, ann, { "accept-language": "ja" });
      expect(inJapanese.body.detail).toMatch(ja);
    }
    const badDates = await compare({ handles: HANDLES, start_date: "2026-02-01", end_date: "2026-01-01" });
    expect(badDates.status).toBe(400);
  });

  it("answers only a signed-in analyst, and 404 for a team the caller is not in", async () => {
    const signedOut = await t.call({ method: "POST", url: URL, payload: { handles: HANDLES } });
    expect(signedOut.status).toBe(403);
    expect((await compare({ handles: HANDLES }, ann, { "x-team": acme.slug })).status).toBe(200);
    const other = await compare({ handles: HANDLES }, eve, { "x-team": acme.slug });
    expect(other.status).toBe(404);
    expect(other.body.competitors).toBeUndefined();
  });
});
