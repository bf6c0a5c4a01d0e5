import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld, linkAccount } from "../ads/test/ads-setup.ts";
import { backends, signIn } from "../test/test-app.ts";
import { joinGroup } from "../test/user-groups.ts";
import { savePlannerAudience } from "./test/planner-setup.ts";

/*
 * The campaign planner opens to the CampaignPlanner group, the provider's staff (PROVIDER_EMAIL_DOMAINS)
 * and the members of a team that linked a special ad account (SPECIAL_AD_ACCOUNT_IDS): core's
 * canOpenCampaignPlanner. Ann admins Acme, Eve admins Rival (ads-setup).
 */
describe.each(backends)("who the campaign planner opens to, on %s", (backend) => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld(backend, {
      PROVIDER_EMAIL_DOMAINS: "provider.test",
      SPECIAL_AD_ACCOUNT_IDS: "18ce54d4x5t,5nxvvj",
    });
  });
  afterAll(() => w.t.close());

  const list = (token: string, team: { slug: string }, lang = "en") =>
    w.t.call({
      method: "GET",
      url: `/api/audience-plan/?team=${team.slug}`,
      token,
      headers: { "accept-language": lang },
    });
  const plans = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audience_plans"))[0]?.n;

  it("refuses a member in no group, saying who it is open to, and saves nothing", async () => {
    const refused = await list(w.ann, w.acme);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("CampaignPlanner group");
    expect((await list(w.ann, w.acme, "ja")).body.detail).toContain("キャンペーンプランナー");
    const before = await plans();
    const create = await w.t.call({
      method: "POST",
      url: "/api/audience-plan/",
      token: w.ann,
      payload: {
        team: w.acme.slug,
        name: "Spring sneakers",
        objective: "REACH",
        audience_config_ids: [await savePlannerAudience(w, w.ann, w.acme.id)],
        size_option: "decide",
        start_time: new Date(Date.now() + 86_400_000).toISOString(),
        end_time: new Date(Date.now() + 31 * 86_400_000).toISOString(),
        currency: "USD",
      },
    });
    expect(create.status).toBe(403);
    expect(create.body.detail).toBe(refused.body.detail);
    expect(await plans()).toBe(before);
  });

  it("opens to the CampaignPlanner group", async () => {
    await joinGroup(w.t.db, "CampaignPlanner", "eve@rival.test");
    expect((await list(w.eve, w.rival)).status).toBe(200);
    // The group opens the planner, not another team's plans.
    expect((await list(w.eve, w.acme)).status).toBe(404);
  });

  it("opens to the provider's staff", async () => {
    const kim = await signIn(w.t, "kim@provider.test");
    const team = (await w.t.call({ method: "POST", url: "/api/teams/", token: kim, payload: { name: "House" } })).body;
    expect((await list(kim, team)).status).toBe(200);
  });

  it("opens to the members of a team once it links a special ad account", async () => {
    const access = async () => (await w.t.call({ method: "GET", url: "/api/user/me/", token: w.bob })).body.access;
    await linkAccount(w, "abc123");
    expect((await list(w.bob, w.acme)).status).toBe(403);
    expect(await access()).toEqual({ creators: false, campaign_planner: false });
    await linkAccount(w, "18ce54d4x5t");
    expect((await list(w.bob, w.acme)).status).toBe(200);
    // The user as the web reads it says so too, so the planner is offered.
    expect(await access()).toEqual({ creators: false, campaign_planner: true });
    expect((await list(w.ann, w.acme)).status).toBe(200);
  });
});
