import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { ALICE, BOB, createPremiumWorld, type PremiumWorld } from "./test/premium-world.ts";

describe.each(backends)("the premium suite's accounts and dashboard on %s", (backend) => {
  let w: PremiumWorld;
  beforeAll(async () => {
    w = await createPremiumWorld(backend);
  });
  afterAll(() => w.t.close());

  const get = (url: string, token: string, language = "en") =>
    w.t.call({ method: "GET", url, token, headers: { "accept-language": language } });

  it("lists the caller's connected accounts with what the store holds, and whether the suite is open", async () => {
    const alice = await get("/api/external/deepthought/accounts/", w.alice);
    expect(alice.status).toBe(200);
    expect(alice.body).toMatchObject({
      premium: true,
      accounts: [{ id: ALICE, username: "alice", name: "Alice A", in_store: true, followers_count: 200 }],
    });
    expect(alice.body.accounts).toHaveLength(1);
    expect(alice.body.accounts[0]).not.toHaveProperty("socialAccountId");
    const bob = await get("/api/external/deepthought/accounts/", w.bob);
    expect(bob.body).toMatchObject({ premium: false, accounts: [{ id: BOB }] });
    expect((await get("/api/external/deepthought/accounts/", w.eve)).body).toEqual({ accounts: [], premium: false });
  });

  it("counts the dashboard over the window ending at the newest post, from the store", async () => {
    const res = await get(`/api/external/deepthought/account-stats/?account=${ALICE}&days=30`, w.alice);
    expect(res.status).toBe(200);
    // p1 (10), p2 (4), p3 (40); the repost is not her post.
    expect(res.body).toMatchObject({
      posts: 3,
      engagements: 54,
      median_engagements: 10,
      followers_change: 10,
      followers_in_store: 5,
      following_in_store: 2,
      top_post: { id: "p3", engagements: 40 },
      window: { end: "2026-11-20T18:00:00.000Z", days: 30 },
    });
    expect(res.body.engagement_rate).toBeCloseTo(54 / 3 / 200, 10);
    expect(res.body.daily).toEqual([
      { day: "2026-11-10", posts: 1, engagements: 10 },
      { day: "2026-11-12", posts: 1, engagements: 4 },
      { day: "2026-11-20", posts: 1, engagements: 40 },
    ]);
    const defaulted = await get("/api/external/deepthought/account-stats/", w.alice);
    expect(defaulted.body.account.id).toBe(ALICE);
  });

  it("keeps another user's account, a missing plan and bad input out, in the caller's language", async () => {
    expect((await get(`/api/external/deepthought/account-stats/?account=${BOB}`, w.alice)).status).toBe(404);
    const noPlan = await get(`/api/external/deepthought/account-stats/?account=${BOB}`, w.bob);
    expect(noPlan.status).toBe(403);
    expect(noPlan.body.detail).toMatch(/needs a plan that includes it/);
    const ja = await get("/api/external/deepthought/account-stats/", w.bob, "ja");
    expect(ja.body.detail).toMatch(/プレミアムスイート/);
    const none = await get("/api/external/deepthought/account-stats/", w.eve);
    expect(none).toMatchObject({ status: 404, body: { detail: expect.stringMatching(/Connect an X account/) } });
    const bad = await get("/api/external/deepthought/account-stats/?account=a%20b&days=0", w.alice);
    expect(bad.status).toBe(400);
    expect((await w.t.call({ method: "GET", url: "/api/external/deepthought/accounts/" })).status).toBe(403);
  });
});
