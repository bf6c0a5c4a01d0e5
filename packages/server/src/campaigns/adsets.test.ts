import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld, grantBob, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";

const ADSETS = "/api/adsets/";
const handles = (n: number) => Array.from({ length: n }, (_, i) => ({ handle: `fan${i}` }));

describe.each(backends)("ad sets (%s)", (backend) => {
  let w: AdsWorld;
  let campaign: number;
  let audience: number;
  let rivalAudience: number;
  const at = (days: number) => new Date(w.t.clock.now.getTime() + days * 86_400_000).toISOString();
  const saveAudience = async (token: string, team: number, body: object) => {
    const res = await w.t.call({
      method: "POST",
      url: "/api/audience-configs/",
      token,
      payload: { team, name: "Coffee lovers", countries: ["US", "GB"], ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    w = await createAdsWorld(backend);
    await linkAccount(w, "acc-main");
    await linkAccount(w, "rival-1", "Rival main", w.eve);
    const made = await w.t.call({
      method: "POST",
      url: "/api/campaigns/",
      token: w.ann,
      payload: {
        team: w.acme.slug,
        ad_account_id: "acc-main",
        name: "Autumn blend launch",
        objective: "REACH",
        start_time: at(1),
        end_time: at(31),
        daily_budget: 100,
        currency: "USD",
      },
    });
    campaign = made.body.id;
    audience = await saveAudience(w.ann, w.acme.id, {
      targeting_package: { keywords: [{ label: "pour over" }, { label: "cold brew" }], handles: handles(120) },
    });
    rivalAudience = await saveAudience(w.eve, w.rival.id, { targeting_package: { keywords: [{ label: "tea" }] } });
  });
  afterAll(() => w.t.close());

  const create = (payload: object, token = w.ann) =>
    w.t.call({ method: "POST", url: ADSETS, token, payload: { campaign, audience_config_id: audience, ...payload } });
  const count = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM adsets"))[0]?.n;

  it("targets a saved audience as applying it would: the first 100 handles, and says what it left out", async () => {
    const res = await create({ name: "Coffee lovers – timelines", placements: ["homeTimelines", "profiles"] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      campaign_id: campaign,
      name: "Coffee lovers – timelines",
      status: "draft",
      audience_config_id: audience,
      audience_name: "Coffee lovers",
      placements: ["homeTimelines", "profiles"],
      bid_strategy: "AUTO",
      bid_amount: null,
    });
    expect(res.body.targeting.keywords).toEqual(["pour over", "cold brew"]);
    expect(res.body.targeting.handles).toHaveLength(100);
    expect(res.body.targeting.countries).toEqual(["US", "GB"]);
    expect(res.body.alerts).toEqual([
      "Only the first 100 of the 120 selected handles will be applied; 20 will be left out.",
    ]);
    const listed = await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/adsets/`, token: w.bob });
    expect(listed.body.map((s: { id: number }) => s.id)).toEqual([res.body.id]);
    const shown = await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/`, token: w.ann });
    expect(shown.body.ad_groups).toBe(1);
  });

  it.each([
    [{ bid_strategy: "MAX" }, "bid_amount is needed with bid_strategy MAX."],
    [{ bid_strategy: "TARGET", bid_amount: 0 }, "bid_amount must be more than 0."],
    [{ bid_strategy: "MAX", bid_amount: 1.234 }, "bid_amount has more decimals than USD takes (2)."],
    [{ start_time: "DAY0" }, "start_time must be within the campaign's dates"],
    [{ end_time: "DAY40" }, "end_time must be within the campaign's dates"],
    [{ start_time: "DAY5", end_time: "DAY3" }, "end_time must be after start_time."],
    [{ audience_config_id: "RIVAL" }, "is not a saved audience of this campaign's team."],
    [{ audience_config_id: 999999 }, "audience_config_id 999999 is not a saved audience of this campaign's team."],
  ])("refuses %o with a detail naming the field, and creates nothing", async (change, detail) => {
    const before = await count();
    const body: Record<string, unknown> = { name: "x", ...change };
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === "string" && value.startsWith("DAY")) body[key] = at(Number(value.slice(3)));
    }
    if (body.audience_config_id === "RIVAL") body.audience_config_id = rivalAudience;
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect(await count()).toBe(before);
  });

  it("refuses placements the platform does not have, and none", async () => {
    expect((await create({ name: "x", placements: [] })).status).toBe(400);
    expect((await create({ name: "x", placements: ["stories"] })).status).toBe(400);
  });

  it("changes an ad set, checked with what is saved; a new audience brings its targeting", async () => {
    const id = (await create({ name: "Change me", bid_strategy: "MAX", bid_amount: 2.5 })).body.id;
    const patch = (payload: object, token = w.ann) =>
      w.t.call({ method: "PATCH", url: `${ADSETS}${id}/`, token, payload });
    expect((await patch({ bid_amount: 2.555 })).status).toBe(400);
    const other = await saveAudience(w.ann, w.acme.id, {
      name: "Tea people",
      targeting_package: { keywords: [{ label: "matcha" }] },
      countries: ["JP"],
    });
    const changed = await patch({ audience_config_id: other, bid_strategy: "AUTO", status: "paused" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      audience_name: "Tea people",
      bid_strategy: "AUTO",
      bid_amount: null,
      status: "paused",
      alerts: [],
    });
    expect(changed.body.targeting).toMatchObject({ keywords: ["matcha"], countries: ["JP"] });
  });

  it("is the campaign team's alone, and changed only with the account's grant", async () => {
    const id = (await create({ name: "Private" })).body.id;
    for (const [method, payload] of [
      ["GET", undefined],
      ["PATCH", { name: "taken" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await w.t.call({ method, url: `${ADSETS}${id}/`, token: w.eve, ...(payload ? { payload } : {}) });
      expect(res.status, method).toBe(404);
    }
    expect((await create({ name: "Into their campaign" }, w.eve)).status).toBe(404);
    // Bob reads it; without the account's grant he may not change it, with it he may.
    expect((await w.t.call({ method: "GET", url: `${ADSETS}${id}/`, token: w.bob })).status).toBe(200);
    expect(
      (await w.t.call({ method: "PATCH", url: `${ADSETS}${id}/`, token: w.bob, payload: { name: "b" } })).status,
    ).toBe(403);
    await grantBob(w, "acc-main");
    expect(
      (await w.t.call({ method: "PATCH", url: `${ADSETS}${id}/`, token: w.bob, payload: { name: "b" } })).status,
    ).toBe(200);
    expect((await w.t.call({ method: "DELETE", url: `${ADSETS}${id}/`, token: w.bob })).status).toBe(204);
  });

  it("holds at most 50 ad sets a campaign: parallel requests at the limit add one, the rest are told why", async () => {
    const [first] = await w.t.db.query<{ id: number }>("SELECT id FROM adsets WHERE campaign_id = $1 LIMIT 1", [
      campaign,
    ]);
    const held = await count();
    const [{ last } = { last: 0 }] = await w.t.db.query<{ last: number }>("SELECT max(id)::int AS last FROM adsets");
    await w.t.db.query(
      `INSERT INTO adsets (name, status, audience_config_id, targeting, alerts, placements, bid_strategy, bid_amount,
         start_time, end_time, campaign_id, created_by, created_at, updated_at)
       SELECT name || ' ' || g, status, audience_config_id, targeting, alerts, placements, bid_strategy, bid_amount,
         start_time, end_time, campaign_id, created_by, created_at, updated_at
       FROM adsets, generate_series(1, $2::int) g WHERE id = $1`,
      [first?.id, 49 - (held ?? 0)],
    );
    expect(await count()).toBe(49);
    const answers = await Promise.all([1, 2, 3].map((i) => create({ name: `Last ${i}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.detail).toBe(
      "A campaign holds at most 50 ad sets, and this one has them all. Delete one or start another campaign.",
    );
    expect(await count()).toBe(50);
    const listed = await w.t.call({ method: "GET", url: `/api/campaigns/${campaign}/adsets/`, token: w.ann });
    expect(listed.body).toHaveLength(50);
    const inJapanese = await w.t.call({
      method: "POST",
      url: ADSETS,
      token: w.ann,
      headers: { "accept-language": "ja" },
      payload: { campaign, audience_config_id: audience, name: "もう一つ" },
    });
    expect(inJapanese.status).toBe(409);
    expect(inJapanese.body.detail).toContain("50 件まで");
    await w.t.db.query("DELETE FROM adsets WHERE id > $1", [last]);
  });

  it("keeps an ad set's targeting when its audience is deleted, and goes with its campaign", async () => {
    const temp = await saveAudience(w.ann, w.acme.id, {
      name: "Temp",
      targeting_package: { keywords: [{ label: "x" }] },
    });
    const id = (await create({ name: "Outlives", audience_config_id: temp })).body.id;
    expect((await w.t.call({ method: "DELETE", url: `/api/audience-configs/${temp}/`, token: w.ann })).status).toBe(
      204,
    );
    const kept = await w.t.call({ method: "GET", url: `${ADSETS}${id}/`, token: w.ann });
    expect(kept.body).toMatchObject({ audience_config_id: null, targeting: { keywords: ["x"] } });
    expect((await w.t.call({ method: "DELETE", url: `/api/campaigns/${campaign}/`, token: w.ann })).status).toBe(204);
    expect(await count()).toBe(0);
  });
});
