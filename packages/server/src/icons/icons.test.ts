import { APP_ICONS } from "@xa/core/icons/icon-set";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";

describe.each(backends)("the app's icons (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("lists the set's style and names for anyone, cacheable", async () => {
    const res = await t.call({ method: "GET", url: "/api/iconography/" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.body.style).toEqual({
      grid: 24,
      stroke_width: 2,
      line_cap: "round",
      line_join: "round",
      color: "currentColor",
    });
    expect(res.body.names).toEqual(Object.keys(APP_ICONS));
    expect(res.body.names).toEqual(expect.arrayContaining(["sun", "moon", "x-logo", "ask-ai", "sort-ascending"]));
  });

  it("serves each icon as an SVG document, or one by name", async () => {
    const all = await t.call({ method: "GET", url: "/api/icons/" });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(Object.keys(APP_ICONS).length);
    for (const icon of all.body.results)
      expect(icon.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" .*<\/svg>$/);
    const moon = await t.call({ method: "GET", url: "/api/icons/?name=moon" });
    expect(moon.body).toEqual({
      count: 1,
      results: [
        {
          name: "moon",
          description: "Switch to the dark theme",
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/></svg>',
        },
      ],
    });
    expect(moon.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("answers an unknown name with a readable 404", async () => {
    for (const name of ["nope", "constructor", "__proto__"]) {
      const res = await t.call({
        method: "GET",
        url: `/api/icons/?name=${name}`,
        headers: { "accept-language": "en" },
      });
      expect(res.status, name).toBe(404);
      expect(res.body.detail).toBe(`The app has no icon named ${name}.`);
    }
    expect((await t.call({ method: "GET", url: `/api/icons/?name=${"a".repeat(65)}` })).status).toBe(400);
  });
});
