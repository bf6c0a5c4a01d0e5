import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("limits on the work one team starts (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  let eve: string;
  let acme: { id: number; slug: string };
  let rival: { id: number; slug: string };
  beforeAll(async () => {
    t = await createTestApp(backend, {
      ANALYSES_PER_MINUTE: "10",
      TEAM_ANALYSES_PER_MINUTE: "4",
      GENERATIONS_PER_HOUR: "10",
      TEAM_GENERATIONS_PER_HOUR: "2",
    });
    [ann, bob, eve] = [
      await signIn(t, "ann@acme.test"),
      await signIn(t, "bob@acme.test"),
      await signIn(t, "eve@rival.test"),
    ];
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
    rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
    await t.db.query(
      "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test'",
      [acme.id],
    );
  });
  afterAll(() => t.close());

  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]?.n;
  const analyse = (token: string, team?: string | number) =>
    t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token,
      payload: { query: "coffee", sections: ["conversation_volume"] },
      headers: team === undefined ? {} : { "x-team": String(team) },
    });

  it("stops two members who together reach their team's analyses; another team and work without a team go on", async () => {
    for (const token of [ann, bob, ann, bob]) expect((await analyse(token, acme.slug)).status).toBe(200);
    const refused = await analyse(ann, acme.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.body.detail).toBe(
      "Your team has run 4 analyses this minute, the most one team may. Try again in 1 min.",
    );
    const inJapanese = await t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token: bob,
      payload: { query: "coffee", sections: ["conversation_volume"] },
      headers: { "x-team": acme.slug, "accept-language": "ja" },
    });
    expect(inJapanese.status).toBe(429);
    expect(inJapanese.body.detail).toContain("1 チームの上限");
    // Eve's team has its own budget; Ann's own limit (10) is not met, so without a team she goes on.
    expect((await analyse(eve, rival.slug)).status).toBe(200);
    expect((await analyse(ann)).status).toBe(200);
    // The next window frees the team.
    t.clock.advance(60_000);
    expect((await analyse(bob, acme.slug)).status).toBe(200);
  });

  it("says the user's limit when it is the user's that is met", async () => {
    t.clock.advance(60_000);
    for (let i = 0; i < 10; i++) expect((await analyse(eve, i < 3 ? rival.slug : undefined)).status).toBe(200);
    const refused = await analyse(eve, rival.slug);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^You have run 10 analyses this minute, the most one user may/);
  });

  it("answers 404 for a team the caller is not in, counting nothing", async () => {
    t.clock.advance(60_000);
    for (const team of [acme.slug, acme.id, "no-such-team"]) {
      const res = await analyse(eve, team);
      expect(res.status, String(team)).toBe(404);
      expect(res.body.detail).toBeTruthy();
    }
    // A header longer than any slug names no team: refused as the field it is.
    const long = await analyse(eve, "x".repeat(101));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("x-team");
    // Acme's budget for the window is whole: Eve's refused requests took none of it.
    for (const token of [ann, bob, ann, bob]) expect((await analyse(token, acme.slug)).status).toBe(200);
    expect((await analyse(ann, acme.slug)).status).toBe(429);
  });

  it("queues no generation past the team's limit, and none for another team's name", async () => {
    const generate = (token: string, team: string) =>
      t.call({
        method: "POST",
        url: "/api/build-audience/",
        token,
        payload: { description: "coffee lovers" },
        headers: { "x-team": team },
      });
    expect((await generate(ann, acme.slug)).status).toBe(201);
    expect((await generate(bob, acme.slug)).status).toBe(201);
    const jobs = await count("SELECT count(*)::int AS n FROM jobs");
    const refused = await generate(ann, acme.slug);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.body.detail).toMatch(/^Your team has started 2 targeting generations this hour/);
    expect((await generate(eve, acme.slug)).status).toBe(404);
    expect(await count("SELECT count(*)::int AS n FROM jobs")).toBe(jobs);
    expect((await generate(eve, rival.slug)).status).toBe(201);
  });
});
