import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { joinGroup } from "../test/user-groups.ts";

// The creators tool opens to the Creators group and the provider's staff (core's canFindCreators).
describe.each(backends)("who the creators tool opens to, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { PROVIDER_EMAIL_DOMAINS: "provider.test" });
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
  });
  afterAll(() => t.close());

  const find = (token: string, lang = "en") =>
    t.call({
      method: "POST",
      url: "/api/external/creators/",
      token,
      payload: { query: "nike" },
      headers: { "accept-language": lang },
    });
  const influencers = (token: string) =>
    t.call({ method: "GET", url: "/api/external/insights-influencer/?query=nike", token });

  it("refuses a user in no group (Audience_creator included), saying who it is open to", async () => {
    const ann = await signIn(t, "ann@acme.test");
    await joinGroup(t.db, "Audience_creator", "ann@acme.test");
    const refused = await find(ann);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("The creators tool is open to the Creators group and the provider's staff.");
    expect((await find(ann, "ja")).body.detail).toContain("Creators グループ");
    expect((await influencers(ann)).status).toBe(403);
    const me = await t.call({ method: "GET", url: "/api/user/me/", token: ann });
    expect(me.body.access).toEqual({ creators: false, campaign_planner: false });
  });

  it("opens to the Creators group and to the provider's staff", async () => {
    const bob = await signIn(t, "bob@acme.test");
    await joinGroup(t.db, "Creators", "bob@acme.test");
    const kim = await signIn(t, "kim@provider.test");
    for (const token of [bob, kim]) {
      const found = await find(token);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.body.count).toBeGreaterThan(0);
      expect((await influencers(token)).status).toBe(200);
      expect((await t.call({ method: "GET", url: "/api/user/me/", token })).body.access.creators).toBe(true);
    }
  });
});
