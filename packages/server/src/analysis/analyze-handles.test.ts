import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";

/*
 * @nike has 5 followers in the store, @adidas 3 (a03 a04 a05); there is no @nobody. Each handle
 * counts as one analysis: the caller may run 4 a minute here.
 */
describe.each(backends)("analyze-handles on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { ANALYSES_PER_MINUTE: "4" });
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    token = await signIn(t, `handles-${backend}@example.com`);
  });
  afterAll(async () => {
    await t.close();
  });

  const analyze = (payload: object, language = "en") =>
    t.call({
      method: "POST",
      url: "/api/external/analyze-handles/",
      token,
      payload,
      headers: { "accept-language": language },
    });

  it("analyses each handle as a handle analysis does, answering its result or its error in order", async () => {
    const res = await analyze({ handles: ["nike", "@ADIDAS", "nobody"], sections: ["audience_size"] });
    expect(res.status).toBe(200);
    const [nike, adidas, nobody] = res.body.results;
    expect(nike).toMatchObject({
      handle: "nike",
      ok: true,
      result: { query_type: "handle", resolved: { handle: "nike" } },
    });
    expect(nike.result.sections.audience_size.value).toBe(5);
    expect(adidas).toMatchObject({ handle: "@ADIDAS", ok: true, result: { resolved: { handle: "adidas" } } });
    expect(adidas.result.sections.audience_size.value).toBe(3);
    expect(nobody).toEqual({
      handle: "nobody",
      ok: false,
      error: { status: 404, detail: "No account @nobody in the data store" },
    });
    // The same as analyze-query answers for the one handle.
    const single = await t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token,
      payload: { query_type: "handle", handle: "@ADIDAS", sections: ["audience_size"] },
    });
    expect(single.body.sections).toEqual(adidas.result.sections);
  });

  it("takes 2 to 20 handles, refusing others with a readable 400", async () => {
    expect(await analyze({ handles: ["nike"] })).toMatchObject({
      status: 400,
      body: { handles: ["Send at least 2 handles"] },
    });
    const many = Array.from({ length: 21 }, (_, i) => `h${i}`);
    expect((await analyze({ handles: many })).body).toMatchObject({ handles: ["Send at most 20 handles"] });
    expect((await analyze({ handles: ["nike", ""] })).status).toBe(400);
  });

  it("counts every handle against the analyses limit, refusing the batch past it", async () => {
    // 4 a minute and 4 spent above; a new minute, then a batch of 5 is too many.
    t.clock.advance(60_000);
    const res = await analyze({ handles: ["nike", "adidas", "alice", "bob", "carol"], sections: ["audience_size"] });
    expect(res.status).toBe(429);
    expect(res.body.detail).toContain("analyses");
  });
});
