import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import {
  type AudienceWorld,
  categoryId,
  createAudienceWorld,
  SNEAKERS_FIGURES,
  saveConfig,
} from "./test/audience-setup.ts";

type Row = { name: string; core_audience: number | null; team: { name: string }; access: string };

describe.each(backends)("the audiences list on %s", (backend) => {
  let w: AudienceWorld;
  let sneakers: { id: number };
  beforeAll(async () => {
    w = await createAudienceWorld(backend);
    sneakers = await saveConfig(w, w.ann, { name: "Sneakers", categories: [await categoryId(w.t, "brand")] });
    await saveConfig(w, w.ann, {
      name: "Nike followers",
      targeting_package: { handles: [{ handle: "nike" }] },
    });
    await saveConfig(w, w.bob, {
      name: "Empty",
      targeting_package: { hashtags: [{ label: "sneakers", deselected: true }] },
      categories: [await categoryId(w.t, "exclusion")],
    });
  });
  afterAll(() => w.t.close());

  const list = async (query: string, token = w.ann) => {
    const res = await w.t.call({ method: "GET", url: `/api/audiences/?${query}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { count: number; results: Row[] & Record<string, unknown>[] };
  };

  it("shows each audience's figures counted from the store, its status and insights flag", async () => {
    const { count, results } = await list(`team=${w.acme.slug}&sort=name`);
    expect(count).toBe(3);
    expect(results.map((r) => r.name)).toEqual(["Empty", "Nike followers", "Sneakers"]);
    expect(results[2]).toMatchObject({
      name: "Sneakers",
      team: { id: w.acme.id, name: "Acme", slug: w.acme.slug },
      type: "targeting",
      categories: [{ key: "brand", name: "Brand" }],
      countries: [],
      size: 80,
      ...SNEAKERS_FIGURES,
      status: "targetable",
      insights: true,
      access: "member",
    });
    // @nike is followed by a03 a04 a06 a07 in the store; its profile states 1,000 followers, but
    // no figure exceeds the store's 12 accounts × 10.
    expect(results[1]).toMatchObject({ core_audience: 4, total_native: 40, pro_targeting_size: 120 });
    expect(results[0]).toMatchObject({
      type: "exclusion",
      status: "not_targetable",
      insights: false,
      core_audience: 0,
      size: 0,
    });
  });

  it("sorts, filters and pages", async () => {
    const byCore = await list(`team=${w.acme.id}&sort=-core_audience`);
    expect(byCore.results.map((r) => r.core_audience)).toEqual([8, 4, 0]);
    expect((await list(`team=${w.acme.id}&type=exclusion`)).results.map((r) => r.name)).toEqual(["Empty"]);
    expect((await list(`team=${w.acme.id}&status=targetable&sort=name`)).results.map((r) => r.name)).toEqual([
      "Nike followers",
      "Sneakers",
    ]);
    const brand = await categoryId(w.t, "brand");
    expect((await list(`team=${w.acme.id}&category=${brand}`)).results.map((r) => r.name)).toEqual(["Sneakers"]);
    expect((await list(`team=${w.acme.id}&q=NIKE`)).results.map((r) => r.name)).toEqual(["Nike followers"]);
    const page = await list(`team=${w.acme.id}&sort=name&limit=1&offset=1`);
    expect(page).toMatchObject({ count: 3, results: [{ name: "Nike followers" }] });
    const bad = await w.t.call({ method: "GET", url: "/api/audiences/?status=maybe&type=x", token: w.ann });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["status", "type"]);
  });

  it("counts again a config whose figures are not of its version", async () => {
    await w.t.db.query("UPDATE audience_configs SET figures_version = NULL, core_audience = NULL WHERE id = $1", [
      sneakers.id,
    ]);
    const { results } = await list(`team=${w.acme.id}&q=sneakers`);
    expect(results[0]).toMatchObject(SNEAKERS_FIGURES);
    const [row] = await w.t.db.query<{ figures_version: number }>(
      "SELECT figures_version FROM audience_configs WHERE id = $1",
      [sneakers.id],
    );
    expect(row?.figures_version).toBe(1);
  });

  it("keeps figures through a rename, as the package did not change", async () => {
    const res = await w.t.call({
      method: "PUT",
      url: `/api/audience-configs/${sneakers.id}/`,
      token: w.ann,
      payload: { version: 1, name: "Sneakers renamed" },
    });
    expect(res.body.version).toBe(2);
    const [row] = await w.t.db.query<{ figures_version: number }>(
      "SELECT figures_version FROM audience_configs WHERE id = $1",
      [sneakers.id],
    );
    expect(row?.figures_version).toBe(2);
  });

  it("lists the caller's audiences across their teams without a team, with each team's name", async () => {
    const other = (
      await w.t.call({ method: "POST", url: "/api/teams/", token: w.ann, payload: { name: "Acme Japan" } })
    ).body;
    await saveConfig(w, w.ann, { name: "Tokyo" }, other);
    await saveConfig(w, w.eve, { name: "Rival's" }, w.rival);
    const all = await list("sort=name");
    expect(all.results.map((r) => [r.name, r.team.name])).toEqual([
      ["Empty", "Acme"],
      ["Nike followers", "Acme"],
      ["Sneakers renamed", "Acme"],
      ["Tokyo", "Acme Japan"],
    ]);
    expect((await list("sort=name", w.bob)).count).toBe(3);
    expect((await list("", w.eve)).results.map((r) => r.name)).toEqual(["Rival's"]);
  });

  it("gives a config's insights: figures now, how they were counted, and its top entries", async () => {
    for (const url of [
      `/api/audience-configs/${sneakers.id}/insights/`,
      `/api/audience-insights/${sneakers.id}/by_config/`,
    ]) {
      const res = await w.t.call({ method: "GET", url, token: w.bob });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        audience_config_id: sneakers.id,
        version: 2,
        insights: true,
        size: 80,
        ...SNEAKERS_FIGURES,
        scaling_factor: 10,
        handle_followers: 1000,
      });
      expect(res.body.method).toContain("8 accounts in the store");
      expect(res.body.method).toContain("8 × 10");
      expect(res.body.top.hashtags).toEqual([
        { label: "sneakers", deselected: false, evidence: { posts: 6, accounts: 5, audience_share: 0.5, lift: 3.2 } },
      ]);
      expect(res.body.top.keywords.map((k: { label: string }) => k.label)).toEqual(["ultraboost"]);
      expect(res.body.top.handles.map((h: { handle: string }) => h.handle)).toEqual(["nike"]);
    }
    const ja = await w.t.call({
      method: "GET",
      url: `/api/audience-configs/${sneakers.id}/insights/`,
      token: w.bob,
      headers: { "accept-language": "ja" },
    });
    expect(ja.body.method).toContain("ストア内のアカウントは 8 件");
  });
});
