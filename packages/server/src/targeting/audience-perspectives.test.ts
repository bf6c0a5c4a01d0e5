import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { type AudienceWorld, createAudienceWorld, saveConfig } from "./test/audience-setup.ts";

/*
 * A saved audience of @nike's followers: a03 alice (US; coffee, fitness; posts in en), a04 bob (US;
 * sneakers; en), a06 dave (US; en), a07 yuki (JP; sneakers; ja), a09 hana (JP; ja) = 5 accounts.
 * Countries US 3, JP 2; interests sneakers 2, coffee 1, fitness 1 of the 3 with any (2 unknown);
 * languages en 3, ja 2.
 */
describe.each(backends)("a saved audience's perspectives on %s", (backend) => {
  let w: AudienceWorld;
  let config: { id: number };
  beforeAll(async () => {
    w = await createAudienceWorld(backend);
    await insertAudienceWorld(w.t.db);
    config = await saveConfig(w, w.bob, { name: "Nike fans", targeting_package: { handles: [{ handle: "nike" }] } });
  });
  afterAll(() => w.t.close());

  const perspectives = (token: string, id = config.id, language = "en") =>
    w.t.call({
      method: "GET",
      url: `/api/audience-configs/${id}/perspectives/`,
      token,
      headers: { "accept-language": language },
    });
  const counts = (items: { key: string; count: number; share: number }[]) =>
    items.map((i) => [i.key, i.count, i.share]);

  it("shows the audience by country, language and interest side by side, from the store", async () => {
    const res = await perspectives(w.ann);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ audience_config_id: config.id, version: 1, audience: 5 });
    const { countries, languages, interests } = res.body.perspectives;
    expect(countries.base.count).toBe(5);
    expect(counts(countries.items)).toEqual([
      ["US", 3, 0.6],
      ["JP", 2, 0.4],
    ]);
    expect(countries.items[0].label).toBe("United States");
    expect(counts(languages.items)).toEqual([
      ["en", 3, 0.6],
      ["ja", 2, 0.4],
    ]);
    expect(counts(interests.items)).toEqual([
      ["sneakers", 2, 0.6667],
      ["coffee", 1, 0.3333],
      ["fitness", 1, 0.3333],
    ]);
    expect(interests.unknown).toEqual({ count: 2, share: 0.4 });
    expect(interests.method).toContain("bio");
  });

  it("labels in the caller's language", async () => {
    const res = await perspectives(w.bob, config.id, "ja");
    expect(res.body.perspectives.countries.items[1].label).toBe("日本");
    expect(res.body.perspectives.interests.items[0].label).toBe("スニーカー");
  });

  it("an audience that reaches no one is seen as empty, not an error", async () => {
    const empty = await saveConfig(w, w.bob, { name: "Nothing yet", targeting_package: {} });
    const res = await perspectives(w.bob, empty.id);
    expect(res.status).toBe(200);
    expect(res.body.audience).toBe(0);
    expect(res.body.perspectives.countries.items).toEqual([]);
  });

  it("keeps another team's audience private, and a missing one is a 404", async () => {
    expect((await perspectives(w.eve)).status).toBe(404);
    expect((await perspectives(w.bob, 999999)).status).toBe(404);
    expect((await w.t.call({ method: "GET", url: `/api/audience-configs/${config.id}/perspectives/` })).status).toBe(
      403,
    );
  });
});
