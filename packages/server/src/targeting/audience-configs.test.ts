import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import {
  type AudienceWorld,
  categoryId,
  createAudienceWorld,
  rowCount,
  SNEAKERS,
  saveConfig,
} from "./test/audience-setup.ts";

describe.each(backends)("audience configs on %s", (backend) => {
  let w: AudienceWorld;
  beforeAll(async () => {
    w = await createAudienceWorld(backend);
  });
  afterAll(() => w.t.close());

  it("lists the fixed categories, the exclusion one among them", async () => {
    const res = await w.t.call({ method: "GET", url: "/api/audience-categories/", token: w.bob });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { key: string }) => c.key)).toEqual([
      "interest",
      "brand",
      "competitor",
      "lookalike",
      "location",
      "event",
      "job_title",
      "custom",
      "exclusion",
    ]);
    const exclusion = res.body.find((c: { key: string }) => c.key === "exclusion");
    expect(exclusion.name).toBe("Exclusion Audience");
    const one = await w.t.call({ method: "GET", url: `/api/audience-categories/${exclusion.id}/`, token: w.bob });
    expect(one.body).toEqual(exclusion);
    expect((await w.t.call({ method: "GET", url: "/api/audience-categories/999/", token: w.bob })).status).toBe(404);
    expect((await w.t.call({ method: "GET", url: "/api/audience-categories/" })).status).toBe(403);
  });

  it("saves a package with its size counted from the store, and its type from its categories", async () => {
    const interest = await categoryId(w.t, "interest");
    const config = await saveConfig(w, w.bob, { name: "  Sneaker fans  ", categories: [interest] });
    expect(config).toMatchObject({
      name: "Sneaker fans",
      team_id: w.acme.id,
      categories: [interest],
      type: "targeting",
      size: 80,
      version: 1,
      status: "targetable",
      access: "member",
      can_edit: true,
      can_delete: true,
      generation_id: null,
      created_by: { email: "bob@acme.test" },
    });
    expect(config.targeting_package.handles[1]).toMatchObject({ handle: "adidas", deselected: true });
    const exclusion = await saveConfig(w, w.bob, {
      name: "Not these",
      categories: [interest, await categoryId(w.t, "exclusion")],
    });
    expect(exclusion.type).toBe("exclusion");
    const got = await w.t.call({ method: "GET", url: `/api/audience-configs/${config.id}/`, token: w.ann });
    expect(got.body).toMatchObject({ id: config.id, name: "Sneaker fans", can_delete: true });
  });

  it("refuses bad input with field messages and saves nothing", async () => {
    const before = await rowCount(w.t, "audience_configs");
    const post = (payload: object) =>
      w.t.call({
        method: "POST",
        url: "/api/audience-configs/",
        token: w.ann,
        payload: { team: w.acme.id, ...SNEAKERS, ...payload },
      });
    expect(await post({ name: "   " })).toMatchObject({ status: 400, body: { name: ["Name is required"] } });
    expect(await post({ name: "x".repeat(201) })).toMatchObject({ status: 400, body: { name: [expect.any(String)] } });
    expect(await post({ name: "Bad", categories: [999] })).toMatchObject({
      status: 400,
      body: { categories: ["Unknown category: 999"] },
    });
    expect(await post({ name: "Bad", countries: ["Japan", "Atlantis"] })).toMatchObject({
      status: 400,
      body: { "countries.1": ["Unknown country: Atlantis"] },
    });
    const badHandle = await post({ name: "Bad", targeting_package: { handles: [{ handle: "not a handle" }] } });
    expect(badHandle).toMatchObject({
      status: 400,
      body: { "targeting_package.handles.0.handle": ["Handle is not valid"] },
    });
    expect((await post({ name: "Bad", targeting_package: { age: "AGE_3" } })).status).toBe(400);
    const noTeam = await w.t.call({
      method: "POST",
      url: "/api/audience-configs/",
      token: w.ann,
      payload: { name: "x" },
    });
    expect(noTeam.body).toMatchObject({ team: ["Team is required"], targeting_package: [expect.any(String)] });
    expect(await rowCount(w.t, "audience_configs")).toBe(before);
  });

  it("refuses a stale version with a 409 that says why, in the caller's language, and keeps the first save", async () => {
    const config = await saveConfig(w, w.ann, { name: "Shared draft" });
    const url = `/api/audience-configs/${config.id}/`;
    const first = await w.t.call({ method: "PUT", url, token: w.ann, payload: { version: 1, name: "Ann's name" } });
    expect(first).toMatchObject({ status: 200, body: { name: "Ann's name", version: 2 } });
    const second = await w.t.call({ method: "PUT", url, token: w.bob, payload: { version: 1, name: "Bob's name" } });
    expect(second.status).toBe(409);
    expect(second.body.detail).toContain("you edited version 1, it is now version 2");
    const ja = await w.t.call({
      method: "PUT",
      url,
      token: w.bob,
      payload: { version: 1, name: "Bob's name" },
      headers: { "accept-language": "ja" },
    });
    expect(ja.body.detail).toContain("バージョン 2");
    expect((await w.t.call({ method: "GET", url, token: w.bob })).body).toMatchObject({
      name: "Ann's name",
      version: 2,
    });
    const retried = await w.t.call({ method: "PUT", url, token: w.bob, payload: { version: 2, name: "Bob's name" } });
    expect(retried).toMatchObject({ status: 200, body: { name: "Bob's name", version: 3 } });
    expect((await w.t.call({ method: "PUT", url, token: w.bob, payload: { name: "No version" } })).body).toEqual({
      version: ["Version is required"],
    });
  });

  it("recounts the size when the package changes, and retypes by categories", async () => {
    const config = await saveConfig(w, w.ann, { name: "Changing" });
    const url = `/api/audience-configs/${config.id}/`;
    const res = await w.t.call({
      method: "PUT",
      url,
      token: w.ann,
      payload: {
        version: 1,
        targeting_package: { hashtags: [{ label: "sneakers" }] },
        // A country as typed is kept as its ISO code.
        countries: ["USA"],
        categories: [await categoryId(w.t, "exclusion")],
      },
    });
    // #sneakers: a01 a03 a06 in the US (a02 is in Germany, a12 elsewhere)
    expect(res.body).toMatchObject({ size: 30, countries: ["US"], type: "exclusion", version: 2 });
    const renamed = await w.t.call({ method: "PUT", url, token: w.ann, payload: { version: 2, name: "Renamed" } });
    expect(renamed.body).toMatchObject({ name: "Renamed", size: 30, countries: ["US"], type: "exclusion", version: 3 });
    const emptied = await w.t.call({
      method: "PUT",
      url,
      token: w.ann,
      payload: { version: 3, targeting_package: { hashtags: [{ label: "sneakers", deselected: true }] } },
    });
    expect(emptied.body).toMatchObject({ size: 0, status: "not_targetable" });
  });

  it("completes names by prefix within the team, at most 10", async () => {
    for (const name of ["Coffee lovers", "coffee roasters", "Tea fans"]) await saveConfig(w, w.ann, { name });
    await saveConfig(w, w.eve, { name: "Coffee rivals" }, w.rival);
    const complete = (name: string, token = w.ann, team = w.acme.slug) =>
      w.t.call({ method: "POST", url: "/api/audience-configs/autocomplete/", token, payload: { team, name } });
    expect((await complete("cOf")).body.map((c: { name: string }) => c.name)).toEqual([
      "Coffee lovers",
      "coffee roasters",
    ]);
    expect((await complete("%")).body).toEqual([]);
    for (let i = 0; i < 12; i++) await saveConfig(w, w.ann, { name: `Bulk ${i}` });
    expect((await complete("bulk")).body).toHaveLength(10);
    expect((await complete("cof", w.eve)).status).toBe(404);
  });

  it("keeps a config from another team: 404 on every route, nothing listed, nothing changed", async () => {
    const config = await saveConfig(w, w.ann, { name: "Acme secret" });
    const id = config.id;
    const attempts = [
      { method: "GET", url: `/api/audience-configs/${id}/` },
      { method: "PUT", url: `/api/audience-configs/${id}/`, payload: { version: 1, name: "Hacked" } },
      { method: "DELETE", url: `/api/audience-configs/${id}/` },
      { method: "GET", url: `/api/audience-configs/${id}/insights/` },
      { method: "GET", url: `/api/audience-insights/${id}/by_config/` },
      { method: "GET", url: `/api/external/audience-configs/${id}/download_targeting_package/` },
      { method: "POST", url: `/api/external/audience-configs/${id}/share/`, payload: { email: "eve@rival.test" } },
      { method: "POST", url: `/api/external/audience-configs/${id}/share-via-account/`, payload: { handle: "eve" } },
      { method: "GET", url: `/api/audience-configs/?team=${w.acme.id}` },
      { method: "GET", url: `/api/audiences/?team=${w.acme.slug}` },
    ] as const;
    for (const a of attempts) {
      const res = await w.t.call({ ...a, token: w.eve });
      expect(res.status, `${a.method} ${a.url}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Acme secret");
    }
    const create = await w.t.call({
      method: "POST",
      url: "/api/audience-configs/",
      token: w.eve,
      payload: { team: w.acme.id, name: "Planted", ...SNEAKERS },
    });
    expect(create.status).toBe(404);
    const theirs = await w.t.call({ method: "GET", url: "/api/audiences/", token: w.eve });
    expect(theirs.body.results.map((a: { name: string }) => a.name)).not.toContain("Acme secret");
    expect((await w.t.call({ method: "GET", url: `/api/audience-configs/${id}/`, token: w.ann })).body).toMatchObject({
      name: "Acme secret",
      version: 1,
    });
  });

  it("lets the creator or an admin delete a config, not another member", async () => {
    const anns = await saveConfig(w, w.ann, { name: "Ann's" });
    const bobs = await saveConfig(w, w.bob, { name: "Bob's" });
    const bobSeesAnns = await w.t.call({ method: "GET", url: `/api/audience-configs/${anns.id}/`, token: w.bob });
    expect(bobSeesAnns.body).toMatchObject({ can_edit: true, can_delete: false });
    const refused = await w.t.call({ method: "DELETE", url: `/api/audience-configs/${anns.id}/`, token: w.bob });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: "Only the person who created this audience or a team admin can delete it." },
    });
    expect((await w.t.call({ method: "DELETE", url: `/api/audience-configs/${bobs.id}/`, token: w.bob })).status).toBe(
      204,
    );
    expect((await w.t.call({ method: "DELETE", url: `/api/audience-configs/${anns.id}/`, token: w.ann })).status).toBe(
      204,
    );
    const gone = await w.t.call({ method: "GET", url: `/api/audience-configs/${anns.id}/`, token: w.ann });
    expect(gone).toMatchObject({ status: 404, body: { detail: "Audience not found." } });
  });

  it("lists a team's configs without their packages, filtered and paged", async () => {
    const list = await w.t.call({
      method: "GET",
      url: `/api/audience-configs/?team=${w.acme.slug}&q=coffee&sort=name`,
      token: w.bob,
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((c: { name: string }) => c.name)).toEqual(["Coffee lovers", "coffee roasters"]);
    expect(list.body.results[0].targeting_package).toBeUndefined();
    const paged = await w.t.call({
      method: "GET",
      url: `/api/audience-configs/?team=${w.acme.id}&limit=2&offset=1`,
      token: w.bob,
    });
    expect(paged.body.results).toHaveLength(2);
    expect(paged.body.count).toBeGreaterThan(10);
    const bad = await w.t.call({
      method: "GET",
      url: `/api/audience-configs/?team=${w.acme.id}&limit=1000&sort=size;drop`,
      token: w.bob,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["limit", "sort"]);
  });
});
