import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdsWorld } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";
import { createPlannerWorld, savePlannerAudience } from "./test/planner-setup.ts";

const PLANS = "/api/audience-plan/";

describe.each(backends)("audience plans (%s)", (backend) => {
  let w: AdsWorld;
  let sneakers: number;
  let rivalAudience: number;
  const at = (days: number) => new Date(w.t.clock.now.getTime() + days * 86_400_000).toISOString();
  const count = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audience_plans"))[0]?.n;

  beforeAll(async () => {
    w = await createPlannerWorld(backend);
    sneakers = await savePlannerAudience(w, w.ann, w.acme.id);
    rivalAudience = await savePlannerAudience(w, w.eve, w.rival.id, { name: "Rival fans" });
  });
  afterAll(() => w.t.close());

  const base = () => ({
    team: w.acme.slug,
    name: "Spring sneakers",
    objective: "REACH",
    audience_config_ids: [sneakers],
    size_option: "decide",
    start_time: at(1),
    end_time: at(31),
    currency: "USD",
  });
  const create = (payload: object, token = w.ann, language = "en") =>
    w.t.call({ method: "POST", url: PLANS, token, payload, headers: { "accept-language": language } });

  it("saves a plan with its estimates counted from the store: size × factor, reach, impressions, cost", async () => {
    const res = await create(base());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      name: "Spring sneakers",
      objective: "REACH",
      audience_config_ids: [sneakers],
      size_option: "decide",
      budget: null,
      size: null,
      currency: "USD",
      created_by: "ann@acme.test",
    });
    const e = res.body.estimates;
    // The sneaker audience reaches 8 accounts of the store; × 10 is 80 people, shown 3 times each at 5 USD a thousand.
    expect(e.audiences).toEqual([
      expect.objectContaining({
        audience_config_id: sneakers,
        name: "Sneaker fans",
        accounts_in_store: 8,
        scaling_factor: 10,
        audience_size: 80,
        reach: 80,
        impressions: 240,
        frequency: 3,
        cost: 1.2,
      }),
    ]);
    expect(e.total).toEqual({ reach: 80, impressions: 240, frequency: 3, cost: 1.2 });
    expect(e).toMatchObject({ cpm: 5, currency: "USD", days: 30, target_frequency: 3, frequency_cap_per_day: 2 });
    expect(e.method.cost).toBe("Impressions ÷ 1,000 × the CPM of 5 USD.");
    expect(e.assumptions).toContain(
      "The store stands for the platform as the scaling factor says: 10 platform accounts per store account.",
    );
    // The same size the saved audience shows.
    const audience = await w.t.call({ method: "GET", url: `/api/audience-configs/${sneakers}/`, token: w.ann });
    expect(audience.body.size).toBe(80);
  });

  it("estimates a plan before it is saved, as saving it would, and saves nothing", async () => {
    const before = await count();
    const res = await w.t.call({ method: "POST", url: `${PLANS}estimate/`, token: w.bob, payload: base() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toEqual({ reach: 80, impressions: 240, frequency: 3, cost: 1.2 });
    expect(res.body.audiences[0]).toMatchObject({ audience_config_id: sneakers, audience_size: 80 });
    expect(await count()).toBe(before);
    const bad = await w.t.call({
      method: "POST",
      url: `${PLANS}estimate/`,
      token: w.bob,
      payload: { ...base(), audience_config_ids: [rivalAudience] },
    });
    expect(bad.status).toBe(400);
    const stranger = await w.t.call({ method: "POST", url: `${PLANS}estimate/`, token: w.eve, payload: base() });
    expect(stranger.status).toBe(404);
  });

  it("prices each currency at its own CPM: the configured ones, and core's defaults for the rest", async () => {
    const yen = await create({ ...base(), currency: "YEN", size_option: "budget", budget: 96 });
    expect(yen.status, JSON.stringify(yen.body)).toBe(201);
    // 96 yen at 800 a thousand buys 120 impressions: 40 people 3 times each.
    expect(yen.body.estimates).toMatchObject({ cpm: 800, total: { reach: 40, impressions: 120, cost: 96 } });
    const euro = await create({ ...base(), currency: "EUR" });
    expect(euro.body.estimates).toMatchObject({ cpm: 6, total: { impressions: 240, cost: 1.44 } });
    const ja = await create({ ...base(), currency: "YEN" }, w.ann, "ja");
    expect(ja.body.estimates.method.cost).toBe("インプレッション ÷ 1,000 × CPM 800 YEN。");
  });

  it("shares a size across the audiences, keeping only the chosen option's value", async () => {
    const res = await create({ ...base(), size_option: "size", size: 50, budget: 999 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ size_option: "size", size: 50, budget: null });
    expect(res.body.estimates.total).toEqual({ reach: 50, impressions: 150, frequency: 3, cost: 0.75 });
  });

  it.each([
    [{ end_time: "START" }, "end_time must be after start_time."],
    [{ end_time: "DAY400" }, "end_time must be at most 366 days after start_time."],
    [{ size_option: "budget" }, "budget is needed when size_option is budget."],
    [{ size_option: "budget", budget: -5 }, "budget must be more than 0."],
    [{ size_option: "budget", budget: 10.005 }, "budget has more decimals than USD takes (2)."],
    [{ size_option: "size" }, "size is needed when size_option is size."],
    [{ size_option: "all" }, "size_option must be one of budget, size, decide"],
    [{ objective: "SALES" }, "objective must be one of"],
    [{ currency: "XYZ" }, "currency must be one of"],
    [{ audience_config_ids: [] }, "audience_config_ids needs at least one saved audience"],
    [{ audience_config_ids: ["SNEAKERS", "SNEAKERS"] }, "audience_config_ids must not repeat"],
    [{ audience_config_ids: ["RIVAL"] }, "is not a saved audience of this team."],
    [{ audience_config_ids: [999999] }, "audience_config_ids: 999999 is not a saved audience of this team."],
    [{ start_time: "tomorrow" }, "start_time must be an ISO date-time"],
  ])("refuses %o with a detail (or field errors) naming the field, and saves nothing", async (change, detail) => {
    const before = await count();
    const body = { ...base(), ...change } as Record<string, unknown>;
    if (body.end_time === "START") body.end_time = body.start_time;
    if (body.end_time === "DAY400") body.end_time = at(401);
    if (Array.isArray(body.audience_config_ids)) {
      body.audience_config_ids = body.audience_config_ids.map((id) =>
        id === "SNEAKERS" ? sneakers : id === "RIVAL" ? rivalAudience : id,
      );
    }
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    // The schema's refusals are field errors ({field: [why]}); the rules' a detail.
    expect(res.body.detail ?? JSON.stringify(res.body)).toContain(detail);
    expect(await count()).toBe(before);
  });

  it("says why in Japanese to a Japanese caller", async () => {
    const res = await create({ ...base(), size_option: "budget" }, w.ann, "ja");
    expect(res.body).toEqual({ detail: "size_option が budget のときは budget が必要です。" });
  });

  it("lists the team's plans newest first, a page at a time, to any member", async () => {
    await w.t.db.query("DELETE FROM audience_plans");
    for (const name of ["First", "Second", "Third"]) expect((await create({ ...base(), name })).status).toBe(201);
    const list = async (query: string) =>
      (await w.t.call({ method: "GET", url: `${PLANS}?team=${w.acme.slug}&${query}`, token: w.bob })).body;
    const first = await list("limit=2");
    expect(first.count).toBe(3);
    expect(first.results.map((p: { name: string }) => p.name)).toEqual(["Third", "Second"]);
    expect(first.results[0].estimates.total.reach).toBe(80);
    const second = await list("limit=2&offset=2");
    expect(second.results.map((p: { name: string }) => p.name)).toEqual(["First"]);
    const bad = await w.t.call({ method: "GET", url: `${PLANS}?team=${w.acme.slug}&limit=0`, token: w.bob });
    expect(bad.status).toBe(400);
  });

  it("changes what is sent, checks it with the rest as saved, and counts the estimates again", async () => {
    const id = (await create(base())).body.id;
    const patch = (payload: object, token = w.bob) =>
      w.t.call({ method: "PATCH", url: `${PLANS}${id}/`, token, payload });
    const changed = await patch({ size_option: "budget", budget: 0.6, currency: "USD", name: "Cheaper" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // 0.6 USD at 5 a thousand: 120 impressions, 40 people.
    expect(changed.body).toMatchObject({ name: "Cheaper", budget: 0.6, objective: "REACH" });
    expect(changed.body.estimates.total).toMatchObject({ reach: 40, impressions: 120, cost: 0.6 });
    const broken = await patch({ end_time: at(0) });
    expect(broken.body).toEqual({ detail: "end_time must be after start_time." });
    const stolen = await patch({ audience_config_ids: [rivalAudience] });
    expect(stolen.status).toBe(400);
    const shown = await w.t.call({ method: "GET", url: `${PLANS}${id}/`, token: w.ann });
    expect(shown.body).toMatchObject({ name: "Cheaper", audience_config_ids: [sneakers], end_time: at(31) });
  });

  it("keeps a plan whose audience was deleted, without it", async () => {
    const other = await savePlannerAudience(w, w.ann, w.acme.id, { name: "Short-lived" });
    const id = (await create({ ...base(), audience_config_ids: [sneakers, other] })).body.id;
    expect((await w.t.call({ method: "DELETE", url: `/api/audience-configs/${other}/`, token: w.ann })).status).toBe(
      204,
    );
    const shown = await w.t.call({ method: "GET", url: `${PLANS}${id}/`, token: w.ann });
    expect(shown.body.audience_config_ids).toEqual([sneakers]);
    expect(shown.body.estimates.audiences).toHaveLength(1);
  });

  it("keeps a team's plans from another team: not found, nothing changed", async () => {
    const id = (await create(base())).body.id;
    for (const [method, url, payload] of [
      ["GET", `${PLANS}${id}/`, undefined],
      ["PATCH", `${PLANS}${id}/`, { name: "taken" }],
      ["DELETE", `${PLANS}${id}/`, undefined],
      ["POST", `${PLANS}${id}/campaign/`, { ad_account_id: "rival-1" }],
    ] as const) {
      const res = await w.t.call({ method, url, token: w.eve, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.detail).toBe("Audience plan not found.");
    }
    expect((await w.t.call({ method: "GET", url: `${PLANS}?team=${w.acme.slug}`, token: w.eve })).status).toBe(404);
    expect((await create({ ...base(), team: w.acme.id }, w.eve)).status).toBe(404);
    const [row] = await w.t.db.query<{ name: string }>("SELECT name FROM audience_plans WHERE id = $1", [id]);
    expect(row?.name).toBe("Spring sneakers");
  });

  it("deletes a plan", async () => {
    const id = (await create(base())).body.id;
    expect((await w.t.call({ method: "DELETE", url: `${PLANS}${id}/`, token: w.bob })).status).toBe(204);
    expect((await w.t.call({ method: "GET", url: `${PLANS}${id}/`, token: w.ann })).status).toBe(404);
  });
});
