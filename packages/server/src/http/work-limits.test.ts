import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("limits on the work one user starts (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { ANALYSES_PER_MINUTE: "3", GENERATIONS_PER_HOUR: "2", TEAMS_PER_DAY: "2" });
    ann = await signIn(t, "ann@example.com");
    bob = await signIn(t, "bob@example.com");
  });
  afterAll(() => t.close());

  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]?.n;

  it("answers a user's analysis past the limit with 429 and Retry-After; another user still runs theirs", async () => {
    const analyse = (token: string) =>
      t.call({
        method: "POST",
        url: "/api/external/analyze-query/",
        token,
        payload: { query: "coffee", sections: ["conversation_volume"] },
      });
    for (let i = 0; i < 3; i++) expect((await analyse(ann)).status).toBe(200);
    const refused = await analyse(ann);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.body.detail).toBe("You have run 3 analyses this minute, the most one user may. Try again in 1 min.");
    expect((await analyse(bob)).status).toBe(200);
    // The next window lets Ann analyse again.
    t.clock.advance(60_000);
    expect((await analyse(ann)).status).toBe(200);
  });

  it("queues no generation past the limit", async () => {
    const generate = () =>
      t.call({ method: "POST", url: "/api/build-audience/", token: ann, payload: { description: "coffee lovers" } });
    for (let i = 0; i < 2; i++) expect((await generate()).status).toBe(201);
    const refused = await generate();
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^You have started 2 targeting generations this hour/);
    expect(await count("SELECT count(*)::int AS n FROM jobs")).toBe(2);
  });

  it("creates no team past the limit", async () => {
    const create = (name: string) => t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name } });
    expect((await create("One")).status).toBe(201);
    expect((await create("Two")).status).toBe(201);
    const refused = await create("Three");
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^You have created 2 teams today/);
    expect(await count("SELECT count(*)::int AS n FROM teams")).toBe(2);
  });
});
