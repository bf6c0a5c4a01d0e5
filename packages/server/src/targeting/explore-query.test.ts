import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { startTargetingServices } from "./autopilot/start-targeting-services.ts";

/*
 * The explore and xplore families are the analysis engine under other names, and the query
 * analyzer keeps a query for the caller's team so the audience creator can build from it.
 * @nike's followers in the test world: a03 a04 a06 a07 a09 (test-world-audience.ts).
 */
describe.each(backends)("explore and xplore on %s", (backend: Backend) => {
  let t: TestApp;
  let ann: string;
  let bea: string;
  let eve: string;
  let services: { stop: () => Promise<void> };
  const acme = { slug: "" };
  const globex = { slug: "" };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    services = startTargetingServices({ db: t.db, config: readConfig({}), log: () => {}, pollMs: 20 });
    ann = await signIn(t, `ann-${backend}@example.com`);
    bea = await signIn(t, `bea-${backend}@example.com`);
    eve = await signIn(t, `eve-${backend}@example.com`);
    globex.slug = (
      await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Globex" } })
    ).body.slug;
    const made = await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } });
    await t.db.query(
      "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = $2",
      [made.body.id, `bea-${backend}@example.com`],
    );
    acme.slug = made.body.slug;
  });
  afterAll(async () => {
    await services.stop();
    await t.close();
  });

  const post = (url: string, payload: object, token: string, team?: string) =>
    t.call({ method: "POST", url, token, payload, headers: team ? { "x-team": team } : {} });

  it.each([
    ["analyze-query", { query_type: "handle", handle: "@nike", sections: ["audience_size", "genders"] }],
    ["analyze-query", { query_type: "keyword", query: "nike", sections: ["hashtags_used_by_handle", "countries"] }],
    ["compute-age-groups", { query_type: "handle", handle: "nike" }],
    ["top-accounts", { query_type: "handle", handle: "nike" }],
    ["keyword-explain", { query: "nike OR adidas" }],
    ["x-conversations", { query: "nike" }],
  ])("answers %s under explore and xplore with the original's body", async (call, payload) => {
    const original = await post(`/api/external/${call}/`, payload, ann);
    expect(original.status).toBe(200);
    for (const family of ["explore", "xplore"]) {
      const alias = await post(`/api/external/${family}/${call}/`, payload, ann);
      expect(alias.status, `${family}/${call}`).toBe(200);
      expect(alias.body).toEqual(original.body);
    }
  });

  it("answers bad input the same way under the aliases: a 400 with a detail, and a 403 signed out", async () => {
    for (const url of ["/api/external/analyze-query/", "/api/external/explore/analyze-query/"]) {
      const bad = await post(url, { query_type: "nonsense" }, ann);
      expect(bad.status).toBe(400);
      const out = await t.call({ method: "POST", url, payload: { query: "nike" } });
      expect(out.status).toBe(403);
    }
  });

  it("keeps the query analyzer's query for the team, and the audience creator builds from its id", async () => {
    const asked = { query_type: "handle", handle: "@nike", sections: ["audience_size"], ad_account_id: "18ce54d4x5t" };
    const analyzed = await post("/api/external/explore/query-analyzer/", asked, ann, acme.slug);
    expect(analyzed.status).toBe(200);
    const id = analyzed.body.audience_creator_query_id;
    expect(id).toMatch(/^\d+$/);
    // The analysis is analyze-query's, to the figure.
    const { ad_account_id: _a, ...plain } = asked;
    const original = await post("/api/external/analyze-query/", plain, ann);
    const { audience_creator_query_id: _i, ...analysis } = analyzed.body;
    expect(analysis).toEqual(original.body);
    const [kept] = await t.db.query<{ ad_account_id: string; request: { handle: string } }>(
      "SELECT ad_account_id, request FROM audience_creator_queries WHERE id = $1",
      [id],
    );
    expect(kept).toMatchObject({ ad_account_id: "18ce54d4x5t", request: { handle: "@nike" } });
    // Ann's activity names the kept query (the spec's user activity entry).
    const activity = await t.call({ method: "GET", url: "/api/user-activity/?action=explore", token: ann });
    expect(activity.body.results).toContainEqual(
      expect.objectContaining({ action: "explore", context: "handle: @nike", audience_creator_query_id: id }),
    );

    // Another member of the team builds from it: the audience is @nike's five followers.
    const created = await post("/api/build-audience/", { audience_creator_query_id: id }, bea, acme.slug);
    expect(created.status).toBe(201);
    expect(created.body.request).toMatchObject({ audience_creator_query_id: id, analysis: { handle: "@nike" } });
    let done = created;
    for (let i = 0; i < 400 && !["done", "failed"].includes(done.body.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      done = await t.call({ method: "GET", url: `/api/audience-insight/${created.body.id}/`, token: bea });
    }
    expect(done.body.status).toBe("done");
    expect(done.body.result.estimate.audience_accounts).toBe(5);
    expect(done.body.result.brief_terms).toContain("@nike");
  });

  it("answers the same under xplore and explore-x, each keeping a query of its own", async () => {
    const asked = { query_type: "keyword", query: "nike", sections: ["audience_size"] };
    const ids = new Set<string>();
    for (const url of ["/api/external/query-analyzer/", "/api/external/xplore/query-analyzer/", "/api/explore-x/"]) {
      const res = await post(url, asked, ann, acme.slug);
      expect(res.status, url).toBe(200);
      ids.add(res.body.audience_creator_query_id);
    }
    expect(ids.size).toBe(3);
  });

  it("keeps a query to another team private: its id is a 404 to them, and nothing is queued", async () => {
    const analyzed = await post(
      "/api/external/query-analyzer/",
      { query_type: "handle", handle: "nike" },
      ann,
      acme.slug,
    );
    const id = analyzed.body.audience_creator_query_id;
    const jobs = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs"))[0]?.n;
    const before = await jobs();
    for (const team of [globex.slug, undefined]) {
      const refused = await post("/api/build-audience/", { audience_creator_query_id: id }, eve, team);
      expect(refused.status).toBe(404);
      expect(refused.body.detail).toEqual(expect.any(String));
    }
    // An id that was never answered reads the same as another team's.
    const unknown = await post("/api/build-audience/", { audience_creator_query_id: "999999999" }, ann);
    expect(unknown.status).toBe(404);
    const malformed = await post("/api/build-audience/", { audience_creator_query_id: "1; drop" }, ann);
    expect(malformed.status).toBe(400);
    expect(malformed.body.audience_creator_query_id ?? malformed.body.detail).toBeDefined();
    expect(await jobs()).toBe(before);
  });

  it("keeps a query made without a team for its user alone", async () => {
    const analyzed = await post("/api/external/query-analyzer/", { query_type: "handle", handle: "nike" }, ann);
    const id = analyzed.body.audience_creator_query_id;
    expect((await post("/api/build-audience/", { audience_creator_query_id: id }, bea, acme.slug)).status).toBe(404);
    expect((await post("/api/build-audience/", { audience_creator_query_id: id }, ann)).status).toBe(201);
  });

  it("refuses a bad address or another team's header before keeping anything", async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audience_creator_queries"))[0]?.n;
    const before = await count();
    const badEmail = await post("/api/external/query-analyzer/", { handle: "nike", email: "not-an-address" }, ann);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.detail).toBe("Invalid email address");
    const foreign = await post(
      "/api/external/query-analyzer/",
      { query_type: "handle", handle: "nike" },
      ann,
      globex.slug,
    );
    expect(foreign.status).toBe(404);
    expect(await count()).toBe(before);
  });
});
