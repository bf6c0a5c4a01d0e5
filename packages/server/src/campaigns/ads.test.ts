import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";
import { insertMedia } from "./test/creative-setup.ts";

const ADS = "/api/ads/";

describe.each(backends)("ads (%s)", (backend) => {
  let w: AdsWorld;
  let campaign: number;
  let adset: number;
  let creative: number;
  let rivalAdset: number;
  let rivalCreative: number;
  const at = (days: number) => new Date(w.t.clock.now.getTime() + days * 86_400_000).toISOString();

  /** A campaign of the token's team in `account`, with one ad set targeting a saved audience. */
  const campaignWithAdset = async (token: string, team: { id: number; slug: string }, account: string, plan = {}) => {
    const made = await w.t.call({
      method: "POST",
      url: "/api/campaigns/",
      token,
      payload: {
        team: team.slug,
        ad_account_id: account,
        name: "Autumn blend launch",
        objective: "REACH",
        status: "active",
        start_time: at(-1),
        end_time: at(30),
        daily_budget: 100,
        currency: "USD",
        ...plan,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const audience = await w.t.call({
      method: "POST",
      url: "/api/audience-configs/",
      token,
      payload: {
        team: team.id,
        name: "Coffee lovers",
        countries: ["US"],
        targeting_package: { keywords: [{ label: "coffee" }] },
      },
    });
    expect(audience.status, JSON.stringify(audience.body)).toBe(201);
    const set = await w.t.call({
      method: "POST",
      url: "/api/adsets/",
      token,
      payload: { campaign: made.body.id, audience_config_id: audience.body.id, name: "Timelines" },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    return { campaign: made.body.id as number, adset: set.body.id as number };
  };
  const newCreative = async (token: string, team: { id: number; slug: string }, name: string) => {
    const media = await insertMedia(w.t, team.id, "image");
    const res = await w.t.call({
      method: "POST",
      url: "/api/ad-creatives/",
      token,
      payload: { team: team.slug, name, text: "Autumn blend is here #ColdBrew", media: [media] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    w = await createAdsWorld(backend);
    await linkAccount(w, "acc-main");
    await linkAccount(w, "rival-1", "Rival main", w.eve);
    ({ campaign, adset } = await campaignWithAdset(w.ann, w.acme, "acc-main"));
    ({ adset: rivalAdset } = await campaignWithAdset(w.eve, w.rival, "rival-1"));
    creative = await newCreative(w.ann, w.acme, "Teaser");
    rivalCreative = await newCreative(w.eve, w.rival, "Rival teaser");
  });
  afterAll(() => w.t.close());

  const createAd = (payload: object, token = w.ann) =>
    w.t.call({ method: "POST", url: ADS, token, payload: { adset, creative, ...payload } });
  const toggle = (id: number, token = w.ann, language?: string) =>
    w.t.call({
      method: "POST",
      url: `${ADS}${id}/toggle/`,
      token,
      ...(language ? { headers: { "accept-language": language } } : {}),
    });
  const adCount = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ads"))[0]?.n;

  it("shows a creative in an ad set, paused, and lists it with its creative and ad set", async () => {
    const res = await createAd({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      adset_id: adset,
      adset_name: "Timelines",
      campaign_id: campaign,
      status: "paused",
      creative: { id: creative, name: "Teaser", text: "Autumn blend is here #ColdBrew" },
      toggle_blocked: null,
      created_by: "ann@acme.test",
    });
    expect(res.body.creative.media).toHaveLength(1);
    const listed = await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/ads/`, token: w.bob });
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([res.body.id]);
    const shown = await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/`, token: w.ann });
    expect(shown.body.ads).toBe(1);
    const set = await w.t.call({ method: "GET", url: `/api/adsets/${adset}/`, token: w.ann });
    expect(set.body.ads).toBe(1);
    const used = await w.t.call({ method: "GET", url: `/api/ad-creatives/${creative}/`, token: w.ann });
    expect(used.body.ads).toBe(1);
  });

  it("flips an ad between paused and active", async () => {
    const id = (await createAd({})).body.id;
    const on = await toggle(id);
    expect(on.status).toBe(200);
    expect(on.body.status).toBe("active");
    expect((await toggle(id)).body.status).toBe("paused");
  });

  it.each([7, 4])("applies %i toggles sent at once one after the other: the final state is their parity", async (n) => {
    const id = (await createAd({ status: "paused" })).body.id;
    const answers = await Promise.all(Array.from({ length: n }, () => toggle(id)));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(["active", "paused"]).toContain(a.body.status);
    }
    // Each toggle saw the one before it: the answers are n different moments, alternating.
    expect(answers.filter((a) => a.body.status === "active")).toHaveLength(Math.ceil(n / 2));
    const [row] = await w.t.db.query<{ status: string }>("SELECT status FROM ads WHERE id = $1", [id]);
    expect(row?.status).toBe(n % 2 === 1 ? "active" : "paused");
  });

  it("refuses to switch the ads of an ended campaign, and of a halted one, saying why", async () => {
    const ended = await campaignWithAdset(w.ann, w.acme, "acc-main", { start_time: at(-30), end_time: at(-1) });
    const id = (await createAd({ adset: ended.adset })).body.id;
    const res = await toggle(id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/^The campaign ended on .+: its ads can no longer be switched on or off\.$/);
    expect((await toggle(id, w.ann, "ja")).body.detail).toContain("広告のオン・オフはもう切り替えられません");
    const listed = await w.t.call({ method: "GET", url: `/api/campaigns/${ended.campaign}/ads/`, token: w.ann });
    expect(listed.body[0].toggle_blocked).toBe(res.body.detail);

    const halted = await campaignWithAdset(w.ann, w.acme, "acc-main");
    const haltedAd = (await createAd({ adset: halted.adset })).body.id;
    await w.t.db.query("UPDATE campaigns SET status = 'halted' WHERE id = $1", [halted.campaign]);
    const refused = await toggle(haltedAd);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("halted by the platform");
    const [row] = await w.t.db.query<{ status: string }>("SELECT status FROM ads WHERE id = $1", [haltedAd]);
    expect(row?.status).toBe("paused");
  });

  it("refuses a creative of another team, and an ad set it cannot find, creating nothing", async () => {
    const before = await adCount();
    const foreign = await createAd({ creative: rivalCreative });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe(`creative ${rivalCreative} is not a creative of this campaign's team.`);
    expect((await createAd({ adset: 999999 })).status).toBe(404);
    expect((await createAd({ adset: "one" })).status).toBe(400);
    expect(await adCount()).toBe(before);
  });

  it("refuses deleting a creative an ad shows, naming the ad's campaign and ad set", async () => {
    const res = await w.t.call({ method: "DELETE", url: `/api/ad-creatives/${creative}/`, token: w.ann });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(
      /^This creative is used by ad \d+ in campaign “Autumn blend launch”, ad set “Timelines”/,
    );
    const [row] = await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ad_creatives WHERE id = $1", [
      creative,
    ]);
    expect(row?.n).toBe(1);
  });

  it("lets a member without the account's grant read ads but not add, switch or delete them", async () => {
    const id = (await createAd({})).body.id;
    expect((await createAd({}, w.bob)).status).toBe(403);
    expect((await toggle(id, w.bob)).status).toBe(403);
    expect((await w.t.call({ method: "DELETE", url: `${ADS}${id}/`, token: w.bob })).status).toBe(403);
    expect((await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/ads/`, token: w.bob })).status).toBe(200);
    // The campaign says so, for the page to offer only what the caller may do.
    const seen = async (token: string) =>
      (await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/`, token })).body.can_manage;
    expect(await seen(w.bob)).toBe(false);
    expect(await seen(w.ann)).toBe(true);
    const [row] = await w.t.db.query<{ status: string }>("SELECT status FROM ads WHERE id = $1", [id]);
    expect(row?.status).toBe("paused");
  });

  it("keeps a team's ads from another team: not found everywhere, nothing changed", async () => {
    const id = (await createAd({})).body.id;
    expect((await toggle(id, w.eve)).status).toBe(404);
    expect((await w.t.call({ method: "DELETE", url: `${ADS}${id}/`, token: w.eve })).status).toBe(404);
    expect((await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/ads/`, token: w.eve })).status).toBe(404);
    expect((await createAd({ creative: rivalCreative }, w.eve)).status).toBe(404);
    // Eve's own ad set with Acme's creative: that creative is not her team's.
    expect((await createAd({ adset: rivalAdset }, w.eve)).status).toBe(400);
    const [row] = await w.t.db.query<{ status: string }>("SELECT status FROM ads WHERE id = $1", [id]);
    expect(row?.status).toBe("paused");
  });

  it("adds an ad and deletes its creative at once without a 500: one wins, and no ad is left without its creative", async () => {
    for (let round = 0; round < 3; round++) {
      const made = await newCreative(w.ann, w.acme, `Race ${round}`);
      const [added, deleted] = await Promise.all([
        createAd({ creative: made }),
        w.t.call({ method: "DELETE", url: `/api/ad-creatives/${made}/`, token: w.ann }),
      ]);
      expect([
        [201, 409],
        [400, 204],
      ]).toContainEqual([added.status, deleted.status]);
    }
  });

  it("holds at most 20 ads an ad set: parallel requests at the limit add one, the rest are told why", async () => {
    const inSet = async () =>
      (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ads WHERE adset_id = $1", [adset]))[0]?.n ?? 0;
    await w.t.db.query(
      `INSERT INTO ads (adset_id, creative_id, status, created_by, created_at, updated_at)
       SELECT adset_id, creative_id, status, created_by, created_at, updated_at
       FROM ads, generate_series(1, $2::int) WHERE id = (SELECT min(id) FROM ads WHERE adset_id = $1)`,
      [adset, 19 - (await inSet())],
    );
    expect(await inSet()).toBe(19);
    const answers = await Promise.all([1, 2, 3].map(() => createAd({})));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.detail).toBe(
      "An ad set holds at most 20 ads, and this one has them all. Delete one or add another ad set.",
    );
    expect(await inSet()).toBe(20);
    await w.t.db.query("DELETE FROM ads WHERE adset_id = $1 AND id > (SELECT min(id) FROM ads WHERE adset_id = $1)", [
      adset,
    ]);
  });

  it("deletes an ad, after which its creative may be deleted", async () => {
    const made = await newCreative(w.ann, w.acme, "Short-lived");
    const id = (await createAd({ creative: made })).body.id;
    expect((await w.t.call({ method: "DELETE", url: `${ADS}${id}/`, token: w.ann })).status).toBe(204);
    expect((await toggle(id)).status).toBe(404);
    expect((await w.t.call({ method: "DELETE", url: `/api/ad-creatives/${made}/`, token: w.ann })).status).toBe(204);
  });
});
