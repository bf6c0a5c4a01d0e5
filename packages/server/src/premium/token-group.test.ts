import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { ALICE, BOB, createPremiumWorld, type PremiumWorld } from "./test/premium-world.ts";

const API = "/api/external/deepthought";
const TOKEN_API = "/api/external/token/deepthought";
const READS = [
  "accounts/",
  `account-stats/?account=${ALICE}`,
  `followers/?account=${ALICE}&sort=-followers_count`,
  `following/?account=${ALICE}`,
  `engagers/?account=${ALICE}&days=30`,
  `posts/?account=${ALICE}`,
  `topics/?account=${ALICE}`,
  `payout-prediction/?account=${ALICE}`,
];

describe.each(backends)("the premium suite's token group, opened by a pro-targeting token, on %s", (backend) => {
  let w: PremiumWorld;
  let token = "";
  beforeAll(async () => {
    w = await createPremiumWorld(backend);
    const made = await w.t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: w.alice });
    expect(made.status).toBe(201);
    token = made.body.token;
  });
  afterAll(() => w.t.close());

  const get = (url: string, as: string) => w.t.call({ method: "GET", url, token: as });

  it("answers each read as the suite answers the signed-in user", async () => {
    for (const path of READS) {
      const bySession = await get(`${API}/${path}`, w.alice);
      const byToken = await get(`${TOKEN_API}/${path}`, token);
      expect([path, byToken.status]).toEqual([path, 200]);
      expect(byToken.body).toEqual(bySession.body);
    }
  });

  it("opens nothing else, and the group takes nothing but that token", async () => {
    // The token on the suite itself, on a write, on the user and on another domain: not signed in.
    expect((await get(`${API}/followers/?account=${ALICE}`, token)).status).toBe(403);
    const follow = await w.t.call({
      method: "POST",
      url: `${API}/follow/`,
      token,
      payload: { account: ALICE, target: "2003" },
    });
    expect(follow.status).toBe(403);
    expect((await get("/api/user/me/", token)).status).toBe(403);
    expect((await get("/api/teams/", token)).status).toBe(403);
    expect((await w.t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token })).status).toBe(403);
    // A session, the extension's token or none on the group: a 401 that says which token it takes.
    const bySession = await get(`${TOKEN_API}/followers/?account=${ALICE}`, w.alice);
    expect(bySession.status).toBe(401);
    expect(bySession.body.detail).toMatch(/pro-targeting token/);
    const extension = await w.t.call({ method: "POST", url: "/api/user/extension-token/", token: w.alice });
    expect((await get(`${TOKEN_API}/followers/?account=${ALICE}`, extension.body.token)).status).toBe(401);
    expect((await w.t.call({ method: "GET", url: `${TOKEN_API}/followers/` })).status).toBe(401);
  });

  it("keeps another user's account and a user without the plan out, and stops at revocation", async () => {
    // Bob's account is not Alice's: not found, as in the suite.
    expect((await get(`${TOKEN_API}/followers/?account=${BOB}`, token)).status).toBe(404);
    const bobs = await w.t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: w.bob });
    const noPlan = await w.t.call({
      method: "GET",
      url: `${TOKEN_API}/followers/?account=${BOB}`,
      token: bobs.body.token,
      headers: { "accept-language": "ja" },
    });
    expect(noPlan.status).toBe(403);
    expect(noPlan.body.detail).toMatch(/プレミアムスイート/);
    expect((await get(`${TOKEN_API}/followers/?sort=random`, token)).status).toBe(400);
    expect((await w.t.call({ method: "DELETE", url: "/api/user/pro-targeting-token/", token: w.alice })).status).toBe(
      204,
    );
    expect((await get(`${TOKEN_API}/followers/?account=${ALICE}`, token)).status).toBe(401);
  });

  it("tells its owner when the token was made, last used and stops working, never the token itself", async () => {
    const status = (as: string) => w.t.call({ method: "GET", url: "/api/user/pro-targeting-token/", token: as });
    // Revoked above: none.
    expect((await status(w.alice)).body).toEqual({ current: null });
    expect((await status(w.eve)).body).toEqual({ current: null });
    const made = await w.t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: w.alice });
    const fresh = await status(w.alice);
    expect(fresh).toMatchObject({
      status: 200,
      body: { current: { created_at: made.body.created_at, expires_at: made.body.expires_at, last_used_at: null } },
    });
    expect(fresh.body.current.expired).toBe(false);
    expect(JSON.stringify(fresh.body)).not.toContain(made.body.token);
    // The token reads nothing about itself, and is seen used once it reads the group.
    expect((await status(made.body.token)).status).toBe(403);
    w.t.clock.advance(2 * 60_000);
    expect((await get(`${TOKEN_API}/accounts/`, made.body.token)).status).toBe(200);
    expect((await status(w.alice)).body.current.last_used_at).toBe(w.t.clock.now.toISOString());
    // Another user's token is not Alice's to see.
    expect((await status(w.eve)).body).toEqual({ current: null });
    await w.t.db.query("UPDATE pro_targeting_tokens SET created_at = created_at - interval '10000 days'");
    expect((await status(w.alice)).body.current.expired).toBe(true);
  });
});
