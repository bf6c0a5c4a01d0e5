import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";
import { ageCampaign, daysFrom, makeAdset, makeCampaign, sizedAudience } from "./test/results-setup.ts";

type Counted = { impressions: number; engagements: number; clicks: number; spend_minor: number };
const KEYS = ["impressions", "engagements", "clicks", "spend_minor"] as const;
const sum = (parts: Counted[]) =>
  Object.fromEntries(KEYS.map((k) => [k, parts.reduce((n, p) => n + p[k], 0)])) as Counted;
const counted = (m: Counted) => Object.fromEntries(KEYS.map((k) => [k, m[k]])) as Counted;
const DAY = 86_400_000;

describe.each(backends)("campaign results (%s)", (backend) => {
  let w: AdsWorld;
  let audience: number;
  const get = async (url: string, token = w.ann) => w.t.call({ method: "GET", url, token });
  const read = async (id: number, what: string, query = "") => {
    const res = await get(`/api/campaigns/${id}/${what}/${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    w = await createAdsWorld(backend);
    await linkAccount(w, "acc-main");
    audience = await sizedAudience(w, 40_000);
  });
  afterAll(() => w.t.close());

  it("shows nothing for a draft campaign, labelled as the sandbox's simulation", async () => {
    const id = await makeCampaign(w, { status: "draft", start_time: daysFrom(w, -3) });
    await makeAdset(w, id, audience, 1);
    await ageCampaign(w, id, 2);
    const total = await read(id, "statstotal");
    expect(total).toMatchObject({ simulated: true, source: "sandbox", currency: "USD", decimals: 2 });
    expect(total).toMatchObject({
      days_delivered: 0,
      first_day: null,
      totals: { impressions: 0, spend: 0, cpm: null },
    });
    const segments = await read(id, "segmentations");
    expect(segments.segments).toEqual({ country: [], age: [], gender: [], placement: [] });
    expect((await read(id, "reach")).estimated_reach).toBe(0);
  });

  it("delivers from start to today, and its totals are the sum of its days, segments, ad sets and ads", async () => {
    const id = await makeCampaign(w, { status: "active", end_time: daysFrom(w, 10) });
    const first = new Date(w.t.clock.now.getTime() - 4 * DAY).toISOString().slice(0, 10);
    const a = await makeAdset(w, id, audience, 2, { placements: ["homeTimelines", "profiles"] });
    const b = await makeAdset(w, id, audience, 1, { name: "Search" });
    await ageCampaign(w, id, 4);

    const total = await read(id, "statstotal");
    expect(total.days_delivered).toBe(5);
    expect(total.first_day).toBe(first);
    const t = counted(total.totals);
    expect(t.impressions).toBeGreaterThan(0);
    expect(t.clicks).toBeLessThanOrEqual(t.engagements);
    // Never more than the daily budget (100.00 USD) a day.
    expect(t.spend_minor).toBeLessThanOrEqual(5 * 10_000);
    expect(total.totals.spend).toBe(t.spend_minor / 100);
    expect(total.totals.cpm).toBeCloseTo((total.totals.spend * 1000) / t.impressions, 2);
    expect(total.totals.ctr).toBeCloseTo(t.clicks / t.impressions, 10);

    const byDay = await read(id, "stats", "?granularity=day&level=campaign");
    expect(byDay.entities).toHaveLength(1);
    expect(byDay.entities[0].days).toHaveLength(5);
    expect(sum(byDay.entities[0].days)).toEqual(t);
    expect(counted(byDay.entities[0].totals)).toEqual(t);

    const segments = await read(id, "segmentations");
    for (const dimension of ["country", "age", "gender", "placement"]) {
      expect(sum(segments.segments[dimension]), dimension).toEqual(t);
    }
    expect(segments.segments.country.map((s: { segment: string }) => s.segment).sort()).toEqual(["GB", "JP", "US"]);
    expect(segments.segments.gender.map((s: { segment: string }) => s.segment).sort()).toEqual(["FEMALE", "MALE"]);
    // Ad set A shows on two placements only, B on all four.
    expect(segments.segments.placement).toHaveLength(4);

    const adsets = await read(id, "stats", "?level=adset&granularity=total");
    expect(adsets.entities.map((e: { id: number }) => e.id)).toEqual([a.id, b.id]);
    expect(adsets.entities[1].name).toBe("Search");
    expect(adsets.entities[0].days).toEqual([]);
    expect(sum(adsets.entities.map((e: { totals: Counted }) => e.totals))).toEqual(t);
    const ads = await read(id, "stats", "?level=ad");
    expect(ads.entities.map((e: { id: number }) => e.id)).toEqual([...a.ads, ...b.ads]);
    expect(ads.entities[0].name).toBe("Creative 1");
    expect(sum(ads.entities.map((e: { totals: Counted }) => e.totals))).toEqual(t);

    const onlyA = await read(id, "segmentations", `?adset=${a.id}`);
    expect(onlyA.segments.placement.map((s: { segment: string }) => s.segment).sort()).toEqual([
      "homeTimelines",
      "profiles",
    ]);
    expect(counted(onlyA.totals)).toEqual(counted(adsets.entities[0].totals));

    // The list shows what was delivered.
    const shown = await get(`/api/campaigns/${id}/`);
    expect(shown.body.impressions).toBe(t.impressions);
    expect(shown.body.spent).toBe(t.spend_minor / 100);

    const reach = await read(id, "reach");
    expect(reach.impressions).toBe(t.impressions);
    expect(reach.audience_size).toBe(80_000);
    expect(reach.estimated_reach).toBeGreaterThan(0);
    expect(reach.estimated_reach).toBeLessThanOrEqual(Math.min(t.impressions, 80_000));
    expect(reach.frequency).toBeGreaterThanOrEqual(1);
  });

  it("shows the same figures every time: simulated again, a campaign's days come out the same", async () => {
    const id = await makeCampaign(w, { status: "active", lifetime_budget: 2500, daily_budget: null });
    await makeAdset(w, id, audience, 2);
    await ageCampaign(w, id, 3);
    const before = await read(id, "stats", "?level=ad");
    const segments = await read(id, "segmentations");
    await w.t.db.query("DELETE FROM campaign_stats WHERE campaign_id = $1", [id]);
    expect(await read(id, "stats", "?level=ad")).toEqual(before);
    expect(await read(id, "segmentations")).toEqual(segments);
    // A lifetime budget over ten days: at most a tenth of it a day.
    expect(before.entities.flatMap((e: { days: Counted[] }) => e.days).length).toBe(8);
    expect(sum(before.entities.map((e: { totals: Counted }) => e.totals)).spend_minor).toBeLessThanOrEqual(4 * 25_000);
  });

  it("stops while paused and delivers again from when it is resumed", async () => {
    const id = await makeCampaign(w, { status: "active", end_time: daysFrom(w, 30) });
    await makeAdset(w, id, audience, 1);
    await ageCampaign(w, id, 5);
    expect((await read(id, "statstotal")).days_delivered).toBe(6);
    const patch = (status: string) =>
      w.t.call({ method: "PATCH", url: `/api/campaigns/${id}/`, token: w.ann, payload: { status } });
    expect((await patch("paused")).status).toBe(200);
    // Three days pass while paused: nothing more is delivered.
    await w.t.db.query("UPDATE campaign_stats SET day = day - 3 WHERE campaign_id = $1", [id]);
    await ageCampaign(w, id, 3);
    expect((await read(id, "statstotal")).days_delivered).toBe(6);
    expect((await patch("active")).status).toBe(200);
    const resumed = await read(id, "stats");
    const today = new Date(w.t.clock.now).toISOString().slice(0, 10);
    expect(resumed.entities[0].days.map((d: { day: string }) => d.day).at(-1)).toBe(today);
    expect(resumed.entities[0].days).toHaveLength(7);
  });

  it("counts spend in the currency's minor units: whole yen, dinars to three decimals", async () => {
    for (const [currency, decimals, budget] of [
      ["YEN", 0, 20_000],
      ["KWD", 3, 30.5],
    ] as const) {
      const id = await makeCampaign(w, { status: "active", currency, daily_budget: budget });
      await makeAdset(w, id, audience, 1);
      await ageCampaign(w, id, 2);
      const total = await read(id, "statstotal");
      expect(total).toMatchObject({ currency, decimals });
      expect(Number.isInteger(total.totals.spend_minor)).toBe(true);
      expect(total.totals.spend).toBe(total.totals.spend_minor / 10 ** decimals);
      expect(total.totals.spend).toBeLessThanOrEqual(3 * budget);
      expect((await get(`/api/campaigns/${id}/`)).body.spent).toBe(total.totals.spend);
    }
  });

  it("respects the dates: nothing before the start, nothing after the end", async () => {
    const id = await makeCampaign(w, {
      status: "active",
      start_time: daysFrom(w, 2),
      end_time: daysFrom(w, 5),
    });
    await makeAdset(w, id, audience, 1);
    expect((await read(id, "statstotal")).days_delivered).toBe(0);
    const now = w.t.clock.now.getTime() - 20 * DAY;
    const start = new Date(now + 2 * DAY).toISOString().slice(0, 10);
    // An end at some hour closes the day it falls in; one at midnight, the day before.
    const end = new Date(now + 5 * DAY - 1).toISOString().slice(0, 10);
    await ageCampaign(w, id, 20);
    const total = await read(id, "statstotal");
    expect(total.first_day).toBe(start);
    expect(total.last_day).toBe(end);
    expect(total.days_delivered).toBe((Date.parse(end) - Date.parse(start)) / DAY + 1);
  });

  it("stores each day once when many read at once, and reads the same figures", async () => {
    const id = await makeCampaign(w, { status: "active" });
    const { ads } = await makeAdset(w, id, audience, 3);
    await ageCampaign(w, id, 6);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => get(`/api/campaigns/${id}/${i % 2 ? "statstotal" : "segmentations"}/`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const [rows] = await w.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM campaign_stats WHERE campaign_id = $1",
      [id],
    );
    expect(rows?.n).toBe(7 * ads.length);
    const totals = answers.map((a) => counted(a.body.totals));
    for (const t of totals) expect(t).toEqual(totals[0]);
  });

  it("brings the team's active campaigns up to date before the list shows their figures", async () => {
    const id = await makeCampaign(w, { status: "active", name: "Never opened" });
    await makeAdset(w, id, audience, 1);
    await ageCampaign(w, id, 3);
    const listed = await get(`/api/campaigns/?team=${w.acme.slug}&limit=100`);
    const row = listed.body.results.find((c: { id: number }) => c.id === id);
    expect(row.impressions).toBeGreaterThan(0);
    const total = await read(id, "statstotal");
    expect(total.days_delivered).toBe(4);
    expect(row.impressions).toBe(total.totals.impressions);
    expect(row.spent).toBe(total.totals.spend);
  });

  it("lets any member read, keeps another team's campaign not found, and refuses a bad query", async () => {
    const id = await makeCampaign(w, { status: "active" });
    const other = await makeCampaign(w, { status: "active" });
    const { id: foreignAdset } = await makeAdset(w, other, audience, 1);
    for (const what of ["stats", "statstotal", "segmentations", "reach"]) {
      expect((await get(`/api/campaigns/${id}/${what}/`, w.bob)).status, what).toBe(200);
      const res = await get(`/api/campaigns/${id}/${what}/`, w.eve);
      expect(res.status, what).toBe(404);
      expect(res.body).toEqual({ detail: "Campaign not found." });
      expect((await get(`/api/campaigns/${id}/${what}/?adset=${foreignAdset}`)).status, what).toBe(404);
    }
    const bad = await get(`/api/campaigns/${id}/stats/?level=creative`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("level must be one of campaign, adset, ad");
    expect((await get(`/api/campaigns/${id}/statstotal/?adset=abc`)).status).toBe(400);
  });
});
