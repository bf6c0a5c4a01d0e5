import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdsPlatformError } from "../ads/index.ts";
import { type AdsWorld, grantBob, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";
import { createPlannerWorld, savePlannerAudience } from "./test/planner-setup.ts";

const PLANS = "/api/audience-plan/";
const handles = (n: number) => Array.from({ length: n }, (_, i) => ({ handle: `fan${i}` }));

describe.each(backends)("a plan becomes a draft campaign (%s)", (backend) => {
  let w: AdsWorld;
  let sneakers: number;
  let fans: number;
  const at = (days: number) => new Date(w.t.clock.now.getTime() + days * 86_400_000).toISOString();
  const rows = async (table: "campaigns" | "adsets") =>
    (await w.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  beforeAll(async () => {
    w = await createPlannerWorld(backend);
    await linkAccount(w, "acc-main");
    await linkAccount(w, "acc-other");
    await linkAccount(w, "rival-1", "Rival main", w.eve);
    await grantBob(w, "acc-main");
    sneakers = await savePlannerAudience(w, w.ann, w.acme.id);
    fans = await savePlannerAudience(w, w.ann, w.acme.id, {
      name: "Many handles",
      targeting_package: { keywords: [{ label: "ultraboost" }], handles: handles(120) },
      countries: ["US"],
    });
  });
  afterAll(() => w.t.close());

  const plan = async (over: object = {}) => {
    const res = await w.t.call({
      method: "POST",
      url: PLANS,
      token: w.ann,
      payload: {
        team: w.acme.slug,
        name: "Spring sneakers",
        objective: "WEBSITE_CLICKS",
        audience_config_ids: [sneakers, fans],
        size_option: "budget",
        budget: 250.5,
        start_time: at(2),
        end_time: at(32),
        currency: "USD",
        ...over,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; estimates: { total: { cost: number } } };
  };
  const convert = (id: number, payload: object, token = w.ann) =>
    w.t.call({ method: "POST", url: `${PLANS}${id}/campaign/`, token, payload });

  it("makes a draft campaign with the plan's terms and an ad set per audience, targeted as applying it would", async () => {
    const { id } = await plan();
    const res = await convert(id, { ad_account_id: "acc-main" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.adset_ids).toHaveLength(2);
    const campaign = await w.t.call({ method: "GET", url: `/api/campaigns/${res.body.campaign_id}/`, token: w.ann });
    expect(campaign.body).toMatchObject({
      ad_account_id: "acc-main",
      name: "Spring sneakers",
      objective: "WEBSITE_CLICKS",
      status: "draft",
      start_time: at(2),
      end_time: at(32),
      lifetime_budget: 250.5,
      daily_budget: null,
      currency: "USD",
      ad_groups: 2,
    });
    const adsets = await w.t.call({
      method: "GET",
      url: `/api/campaigns/${res.body.campaign_id}/adsets/`,
      token: w.bob,
    });
    expect(adsets.body.map((s: { id: number }) => s.id)).toEqual(res.body.adset_ids);
    const [first, second] = adsets.body;
    expect(first).toMatchObject({
      name: "Sneaker fans",
      audience_config_id: sneakers,
      status: "draft",
      bid_strategy: "AUTO",
    });
    expect(first.targeting.hashtags).toEqual(["sneakers"]);
    expect(first.alerts).toEqual([]);
    expect(second).toMatchObject({ name: "Many handles", audience_config_id: fans });
    expect(second.targeting.handles).toHaveLength(100);
    expect(second.targeting.countries).toEqual(["US"]);
    expect(second.alerts).toEqual([
      "Only the first 100 of the 120 selected handles will be applied; 20 will be left out.",
    ]);
  });

  it("budgets a plan without a budget at its estimated cost, under the name given", async () => {
    const made = await plan({ size_option: "decide", budget: null, audience_config_ids: [sneakers] });
    // 80 people × 3 impressions at 5 USD a thousand.
    expect(made.estimates.total.cost).toBe(1.2);
    const res = await convert(made.id, { ad_account_id: "acc-main", name: "Sneakers – draft" });
    expect(res.status).toBe(201);
    const campaign = await w.t.call({ method: "GET", url: `/api/campaigns/${res.body.campaign_id}/`, token: w.ann });
    expect(campaign.body).toMatchObject({ name: "Sneakers – draft", lifetime_budget: 1.2 });
  });

  it("needs the ad account's grant, as creating a campaign does, and makes nothing without it", async () => {
    const { id } = await plan();
    const before = [await rows("campaigns"), await rows("adsets")];
    const refused = await convert(id, { ad_account_id: "acc-other" }, w.bob);
    expect(refused.status).toBe(403);
    expect([await rows("campaigns"), await rows("adsets")]).toEqual(before);
    expect((await convert(id, { ad_account_id: "acc-main" }, w.bob)).status).toBe(201);
  });

  it.each([
    [{ ad_account_id: "rival-1" }, "ad_account_id rival-1 is not an ad account of this team."],
    [{ ad_account_id: "nowhere" }, "ad_account_id nowhere is not an ad account of this team."],
  ])("refuses %o and makes nothing", async (body, detail) => {
    const { id } = await plan();
    const before = await rows("campaigns");
    const res = await convert(id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await rows("campaigns")).toBe(before);
  });

  it("makes all of it or nothing: an audience that cannot be applied undoes the campaign and its ad sets", async () => {
    const empty = await savePlannerAudience(w, w.ann, w.acme.id, {
      name: "Nothing selected",
      targeting_package: { keywords: [{ label: "ultraboost", deselected: true }] },
    });
    const { id } = await plan({ audience_config_ids: [sneakers, empty] });
    const before = [await rows("campaigns"), await rows("adsets")];
    const res = await convert(id, { ad_account_id: "acc-main" });
    expect(res.body).toEqual({ detail: "Failed to apply targeting list because it is empty." });
    expect([await rows("campaigns"), await rows("adsets")]).toEqual(before);
  });

  it("refuses a plan whose audiences are all gone", async () => {
    const gone = await savePlannerAudience(w, w.ann, w.acme.id, { name: "Soon deleted" });
    const lonely = await plan({ audience_config_ids: [gone] });
    await w.t.call({ method: "DELETE", url: `/api/audience-configs/${gone}/`, token: w.ann });
    const before = await rows("campaigns");
    const res = await convert(lonely.id, { ad_account_id: "acc-main" });
    expect(res.body).toEqual({ detail: "The plan has no saved audience left; add one before making a campaign." });
    expect(await rows("campaigns")).toBe(before);
  });

  it("refuses a plan that costs nothing: its audiences reach no one in the store", async () => {
    const nobody = await savePlannerAudience(w, w.ann, w.acme.id, {
      name: "Nobody",
      targeting_package: { keywords: [{ label: "zzzqqq" }] },
      countries: [],
    });
    const made = await plan({ size_option: "decide", budget: null, audience_config_ids: [nobody] });
    expect(made.estimates.total.cost).toBe(0);
    const res = await convert(made.id, { ad_account_id: "acc-main" });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("estimated cost is 0");
  });

  it("on a platform of its own, makes the campaign and each line item with its targeting there first", async () => {
    w.platform.made = [];
    try {
      const { id } = await plan();
      const res = await convert(id, { ad_account_id: "acc-main" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(w.platform.made).toEqual([
        "createCampaign c1 draft",
        "createLineItem li2 in c1 Sneaker fans",
        "applyTargeting li2 by ann@acme.test",
        "createLineItem li4 in c1 Many handles",
        "applyTargeting li4 by ann@acme.test",
      ]);
      const [campaign] = await w.t.db.query("SELECT platform_campaign_id FROM campaigns WHERE id = $1", [
        res.body.campaign_id,
      ]);
      expect(campaign).toEqual({ platform_campaign_id: "c1" });
      const adsets = await w.t.db.query("SELECT line_item_id FROM adsets WHERE id = ANY($1::int[]) ORDER BY id", [
        res.body.adset_ids,
      ]);
      expect(adsets).toEqual([{ line_item_id: "li2" }, { line_item_id: "li4" }]);
    } finally {
      w.platform.made = null;
    }
  });

  it("takes what it made off the platform, and stores nothing, when the platform refuses a line item", async () => {
    w.platform.made = [];
    w.platform.failOn = { call: "applyTargeting", error: new AdsPlatformError("TARGETING_LIMIT", 400) };
    try {
      const { id } = await plan();
      const before = [await rows("campaigns"), await rows("adsets")];
      const res = await convert(id, { ad_account_id: "acc-main" });
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain("TARGETING_LIMIT");
      expect(w.platform.made).toEqual([
        "createCampaign c1 draft",
        "createLineItem li2 in c1 Sneaker fans",
        "deleteLineItem li2",
        "deleteCampaign c1",
      ]);
      expect([await rows("campaigns"), await rows("adsets")]).toEqual(before);
    } finally {
      w.platform.made = null;
      w.platform.failOn = null;
    }
  });
});
