import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTeamWorld } from "../test/team-world.ts";
import { backends, type TestApp } from "../test/test-app.ts";
import { joinGroup } from "../test/user-groups.ts";

const WINDOW = "start_date=2026-01-08&end_date=2026-01-14";

describe.each(backends)("insights-influencer on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { slug: string };
  beforeAll(async () => {
    ({ t, ann, eve, acme } = await openTeamWorld(backend));
    await joinGroup(t.db, "Creators", "ann@example.com", "eve@example.com");
  });
  afterAll(() => t.close());

  const find = (query: string, token = ann, headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url: `/api/external/insights-influencer/?${query}`, token, headers });

  it("ranks a query's authors by followers × the share of their posts on it, as the rows count", async () => {
    const res = await find(`query=%23airmax&${WINDOW}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await t.db.query<{ id: string; topical: number; base: number; followers: number }>(
      `WITH m AS (SELECT author_id AS id, count(*)::int AS topical FROM posts
                  WHERE 'airmax' = ANY(hashtags) AND kind <> 'repost'
                    AND created_at >= '2026-01-08' AND created_at < '2026-01-15' GROUP BY author_id)
       SELECT m.id, m.topical, a.followers_count AS followers,
         (SELECT count(*)::int FROM posts p WHERE p.author_id = m.id AND p.kind <> 'repost'
            AND p.created_at >= '2026-01-08' AND p.created_at < '2026-01-15') AS base
       FROM m JOIN accounts a ON a.id = m.id`,
    );
    const expected = rows
      .map((r) => ({ id: r.id, influence: Math.round((r.followers * r.topical) / r.base), followers: r.followers }))
      .sort((a, b) => b.influence - a.influence || b.followers - a.followers || (a.id < b.id ? -1 : 1));
    expect(res.body.kind).toBe("query");
    expect(res.body.audience).toBe(rows.length);
    expect(
      res.body.results.map((r: { id: string; influence: number }) => ({ id: r.id, influence: r.influence })),
    ).toEqual(expected.map(({ id, influence }) => ({ id, influence })));
    // @nike posted t01, t27 and t16 in the week, t16 with #airmax: 1,000 followers × 1/3.
    expect(res.body.results.find((r: { handle: string }) => r.handle === "nike")).toMatchObject({
      topical: 1,
      base: 3,
      topical_share: 0.3333,
      influence: 333,
    });
  });

  it("ranks a handle's followers by followers × the share of their followers who follow it too", async () => {
    // @nike's store followers: alice, bob, a06, a07; a07's followers a08 and a09 follow no one else here.
    const res = await find("handle=@nike");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe("handle");
    const [followers] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM follows WHERE followee_id = 'a01'",
    );
    expect(res.body.audience).toBe(followers?.n);
    expect(res.body.results.map((r: { id: string }) => r.id).sort()).toEqual(["a03", "a04", "a06", "a07"]);
    const a07 = res.body.results.find((r: { id: string }) => r.id === "a07");
    expect(a07).toMatchObject({ base: 2, topical: 0, influence: 0 });
    expect(res.body.method).toContain("@nike");
  });

  it("asks for one of query and handle, and refuses strangers", async () => {
    const neither = await find("limit=5");
    expect(neither.status).toBe(400);
    expect(JSON.stringify(neither.body)).toContain("Give a query or a handle");
    expect((await find("query=nike&handle=nike")).status).toBe(400);
    expect((await find("handle=nobody_here")).status).toBe(404);
    expect((await find("query=nike%20AND")).status).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/external/insights-influencer/?query=nike" })).status).toBe(403);
    expect((await find("query=nike", eve, { "x-team": acme.slug })).status).toBe(404);
  });
});
