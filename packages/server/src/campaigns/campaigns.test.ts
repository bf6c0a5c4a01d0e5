import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld, grantBob, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";

const CAMPAIGNS = "/api/campaigns/";

describe.each(backends)("campaigns (%s)", (backend) => {
  let w: AdsWorld;
  const now = () => w.t.clock.now.getTime();
  const at = (days: number) => new Date(now() + days * 86_400_000).toISOString();
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    await linkAccount(w, "acc-main");
    await linkAccount(w, "acc-other");
    await linkAccount(w, "rival-1", "Rival main", w.eve);
    await grantBob(w, "acc-main");
  });
  afterAll(() => w.t.close());

  const base = () => ({
    team: w.acme.slug,
    ad_account_id: "acc-main",
    name: "Autumn blend launch",
    objective: "REACH",
    start_time: at(1),
    end_time: at(31),
    lifetime_budget: 3000,
    daily_budget: 100,
    currency: "USD",
  });
  const create = (payload: object, token = w.ann) => w.t.call({ method: "POST", url: CAMPAIGNS, token, payload });
  const list = async (query: string, token = w.ann) =>
    (await w.t.call({ method: "GET", url: `${CAMPAIGNS}?team=${w.acme.slug}&${query}`, token })).body;
  const count = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM campaigns"))[0]?.n;

  it("creates a draft campaign in a linked ad account, with what a list shows", async () => {
    const res = await create(base());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      ad_account_id: "acc-main",
      ad_account_name: "Account acc-main",
      platform: "sandbox",
      name: "Autumn blend launch",
      objective: "REACH",
      status: "draft",
      effective_status: "draft",
      lifetime_budget: 3000,
      daily_budget: 100,
      currency: "USD",
      ad_groups: 0,
      ads: 0,
      impressions: 0,
      spent: 0,
      created_by: "ann@acme.test",
    });
  });

  it.each([
    [{ end_time: "START" }, "end_time must be after start_time."],
    [{ lifetime_budget: null, daily_budget: null }, "Set a daily_budget or a lifetime_budget (or both)."],
    [{ daily_budget: 0 }, "daily_budget must be more than 0."],
    [{ lifetime_budget: -5 }, "lifetime_budget must be more than 0."],
    [{ daily_budget: 10.005 }, "daily_budget has more decimals than USD takes (2)."],
    [{ currency: "YEN", lifetime_budget: 100000.5 }, "lifetime_budget has more decimals than YEN takes (0)."],
    [{ daily_budget: 4000 }, "daily_budget must not be more than lifetime_budget."],
    [{ ad_account_id: "rival-1" }, "ad_account_id rival-1 is not an ad account of this team."],
  ])("refuses %o with a detail naming the field, and creates nothing", async (change, detail) => {
    const before = await count();
    const body = { ...base(), ...change } as Record<string, unknown>;
    if (body.end_time === "START") body.end_time = body.start_time;
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await count()).toBe(before);
  });

  it("takes a yen budget in whole yen and a dinar budget to three decimals", async () => {
    expect((await create({ ...base(), currency: "YEN", lifetime_budget: 500000, daily_budget: 20000 })).status).toBe(
      201,
    );
    expect((await create({ ...base(), currency: "KWD", lifetime_budget: 900.125, daily_budget: 30.5 })).status).toBe(
      201,
    );
  });

  it("lists by what campaigns are now: scheduled, active, expired, paused, with a page at a time", async () => {
    await w.t.db.query("DELETE FROM campaigns");
    const made = async (name: string, status: string, start: number, end: number) =>
      (await create({ ...base(), name, status, start_time: at(start), end_time: at(end) })).body.id as number;
    await made("Running", "active", -5, 10);
    await made("Soon", "active", 3, 10);
    await made("Over", "active", -30, -1);
    await made("Paused", "paused", -5, 10);
    await made("Draft", "draft", 2, 10);
    const names = (page: { results: { name: string }[] }) => page.results.map((c) => c.name);
    expect(names(await list("status=active"))).toEqual(["Running"]);
    expect(names(await list("status=scheduled"))).toEqual(["Soon"]);
    expect(names(await list("status=expired"))).toEqual(["Over"]);
    expect(names(await list("status=paused"))).toEqual(["Paused"]);
    expect(names(await list("status=halted"))).toEqual([]);
    expect(names(await list("ordering=name"))).toEqual(["Draft", "Over", "Paused", "Running", "Soon"]);
    // Same start: the newer first, as the order goes.
    expect(names(await list("ordering=-start_time"))).toEqual(["Soon", "Draft", "Paused", "Running", "Over"]);
    const first = await list("ordering=name&limit=2");
    expect(first.count).toBe(5);
    expect(names(first)).toEqual(["Draft", "Over"]);
    expect(names(await list("ordering=name&limit=2&offset=2"))).toEqual(["Paused", "Running"]);
    const bad = await w.t.call({
      method: "GET",
      url: `${CAMPAIGNS}?team=${w.acme.slug}&status=finished`,
      token: w.ann,
    });
    expect(bad.status).toBe(400);
  });

  it("keeps a running campaign's start where it was, and checks a change with what is saved", async () => {
    const id = (await create({ ...base(), status: "active", start_time: at(-2) })).body.id;
    const patch = (payload: object, token = w.ann) =>
      w.t.call({ method: "PATCH", url: `${CAMPAIGNS}${id}/`, token, payload });
    const moved = await patch({ start_time: at(1) });
    expect(moved.status).toBe(400);
    expect(moved.body.detail).toMatch(/^start_time cannot move: the campaign has been running since /);
    expect((await patch({ daily_budget: 5000 })).body).toEqual({
      detail: "daily_budget must not be more than lifetime_budget.",
    });
    const renamed = await patch({ name: "Autumn blend – week 2", status: "paused" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Autumn blend – week 2", status: "paused", daily_budget: 100 });
    // Paused, it has stopped running: its start may move again.
    expect((await patch({ start_time: at(1) })).status).toBe(200);
  });

  it("lets a member change campaigns only in an account granted to them", async () => {
    const granted = (await create({ ...base(), ad_account_id: "acc-main" }, w.bob)).status;
    expect(granted).toBe(201);
    const refused = await create({ ...base(), ad_account_id: "acc-other" }, w.bob);
    expect(refused.status).toBe(403);
    const other = (await create({ ...base(), ad_account_id: "acc-other" })).body.id;
    expect(
      (await w.t.call({ method: "PATCH", url: `${CAMPAIGNS}${other}/`, token: w.bob, payload: { name: "x" } })).status,
    ).toBe(403);
    expect((await w.t.call({ method: "DELETE", url: `${CAMPAIGNS}${other}/`, token: w.bob })).status).toBe(403);
    // Bob still sees it: any member reads the team's campaigns.
    expect((await w.t.call({ method: "GET", url: `${CAMPAIGNS}${other}/`, token: w.bob })).status).toBe(200);
  });

  it("keeps a team's campaigns from another team: not found, nothing changed", async () => {
    const id = (await create(base())).body.id;
    for (const [method, payload] of [
      ["GET", undefined],
      ["PATCH", { name: "taken" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await w.t.call({ method, url: `${CAMPAIGNS}${id}/`, token: w.eve, ...(payload ? { payload } : {}) });
      expect(res.status, method).toBe(404);
    }
    const listed = await w.t.call({ method: "GET", url: `${CAMPAIGNS}?team=${w.acme.slug}`, token: w.eve });
    expect(listed.status).toBe(404);
    const row = await w.t.db.query<{ name: string }>("SELECT name FROM campaigns WHERE id = $1", [id]);
    expect(row[0]?.name).toBe("Autumn blend launch");
  });

  it("applies two edits at once one after the other, each checked against the other's result", async () => {
    const id = (await create({ ...base(), lifetime_budget: 3000, daily_budget: 100 })).body.id;
    const patch = (payload: object) => w.t.call({ method: "PATCH", url: `${CAMPAIGNS}${id}/`, token: w.ann, payload });
    // Each alone is fine; together the daily budget would pass the lifetime budget.
    const [a, b] = await Promise.all([patch({ lifetime_budget: 500 }), patch({ daily_budget: 800 })]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const [row] = await w.t.db.query<{ l: number; d: number }>(
      "SELECT lifetime_budget::float8 AS l, daily_budget::float8 AS d FROM campaigns WHERE id = $1",
      [id],
    );
    expect(row && row.d <= row.l).toBe(true);
  });

  it("deletes a campaign", async () => {
    const id = (await create(base())).body.id;
    expect((await w.t.call({ method: "DELETE", url: `${CAMPAIGNS}${id}/`, token: w.ann })).status).toBe(204);
    expect((await w.t.call({ method: "GET", url: `${CAMPAIGNS}${id}/`, token: w.ann })).status).toBe(404);
  });
});
