import { COUNTRY_CATALOGUE } from "@xa/core/targeting/catalogues/countries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

type Country = { id: string; label: string; name_en: string; name_ja: string; selectable: boolean };

describe.each(backends)("targeting countries on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await signIn(t, "planner@agency.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, language: string) =>
    t.call({ method: "GET", url, token, headers: { "accept-language": language } });

  it("lists every country of the catalogue, with both names and the source", async () => {
    const res = await get("/api/targeting-countries/", "en");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(COUNTRY_CATALOGUE.length);
    expect(res.body.targeting_countries).toHaveLength(COUNTRY_CATALOGUE.length);
    expect(res.body).toMatchObject({ available: true, note: null, source: { licence: "MIT" } });
    expect(res.body.targeting_countries.find((c: Country) => c.id === "GB")).toEqual({
      id: "GB",
      label: "United Kingdom",
      name_en: "United Kingdom",
      name_ja: "イギリス",
      selectable: true,
      unselectable_reason: null,
    });
  });

  it("lists North Korea unselectable, with the spec's text in the caller's language", async () => {
    const en = await get("/api/targeting-countries/", "en-GB,en;q=0.9");
    expect(en.body.targeting_countries.find((c: Country) => c.id === "KP")).toMatchObject({
      selectable: false,
      unselectable_reason: "This country is not available for targeting.",
    });
    const ja = await get("/api/targeting-countries/", "ja");
    expect(ja.body.targeting_countries.find((c: Country) => c.id === "KP")).toMatchObject({
      label: "朝鮮民主主義人民共和国",
      selectable: false,
      unselectable_reason: "この国はターゲティングの対象外です。",
    });
    expect(ja.body.targeting_countries.find((c: Country) => c.id === "GB").label).toBe("イギリス");
    const unselectable = en.body.targeting_countries.filter((c: Country) => !c.selectable);
    expect(unselectable.map((c: Country) => c.id)).toEqual(["KP"]);
  });

  it("pages like the other catalogues, and refuses a bad page in the caller's language", async () => {
    const page = await get("/api/targeting-countries/?limit=2&offset=1", "en");
    expect(page.body.targeting_countries.map((c: Country) => c.label)).toEqual(["Åland Islands", "Albania"]);
    expect(page.body.total).toBe(COUNTRY_CATALOGUE.length);
    const bad = await get("/api/targeting-countries/?limit=0", "en");
    expect(bad.status).toBe(400);
    expect(bad.body.detail ?? bad.body.limit).toBeDefined();
  });

  it("answers signed-in callers only, as the other catalogues do", async () => {
    const res = await t.call({ method: "GET", url: "/api/targeting-countries/" });
    expect(res.status).toBe(403);
    expect(typeof res.body.detail).toBe("string");
  });
});
