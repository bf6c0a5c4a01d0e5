import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type AdsWorld, createAdsWorld, grantBob, linkAccount } from "./test/ads-setup.ts";

describe.each(backends)("linked accounts (%s)", (backend) => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    await linkAccount(w, "18ce54d4x5t", "Main");
    await linkAccount(w, "5gvk9h", "Acme Japan");
    await linkAccount(w, "9zz77", "Rival Inc.", w.eve);
    await grantBob(w, "5gvk9h");
  });
  afterAll(() => w.t.close());
  const team = (id: string | number, token: string, query = "") =>
    w.t.call({ method: "GET", url: `/api/teams/${id}/accounts/${query}`, token });
  const mine = (token: string) => w.t.call({ method: "GET", url: "/api/user/accounts/", token });

  it("lists a team's ad accounts to its members, by id or slug, a page at a time", async () => {
    const byId = await team(w.acme.id, w.bob);
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.count).toBe(2);
    expect(byId.body.results.map((a: { name: string }) => a.name)).toEqual(["Acme Japan", "Main"]);
    const paged = await team(w.acme.slug, w.ann, "?limit=1&offset=1");
    expect(paged.body).toMatchObject({ count: 2, results: [{ name: "Main", platform: "sandbox" }] });
  });

  it("keeps a team's accounts from anyone outside it", async () => {
    const other = await team(w.acme.id, w.eve);
    expect(other.status).toBe(404);
    expect(other.body.detail).toBeTruthy();
    expect((await w.t.call({ method: "GET", url: `/api/teams/${w.acme.id}/accounts/` })).status).toBe(403);
    expect((await team(w.acme.id, w.ann, "?limit=0")).status).toBe(400);
  });

  it("lists the caller's X accounts and the ad accounts they may use, granted ones only where not admin", async () => {
    const ann = await mine(w.ann);
    expect(ann.status).toBe(200);
    expect(ann.body.social_accounts).toEqual([]);
    expect(ann.body.ad_accounts.map((a: { name: string; team_slug: string }) => [a.team_slug, a.name])).toEqual([
      [w.acme.slug, "Acme Japan"],
      [w.acme.slug, "Main"],
    ]);
    const bob = await mine(w.bob);
    expect(bob.body.ad_accounts.map((a: { account_id: string }) => a.account_id)).toEqual(["5gvk9h"]);
    const eve = await mine(w.eve);
    expect(eve.body.ad_accounts.map((a: { account_id: string }) => a.account_id)).toEqual(["9zz77"]);
    expect((await w.t.call({ method: "GET", url: "/api/user/accounts/" })).status).toBe(403);
  });
});
