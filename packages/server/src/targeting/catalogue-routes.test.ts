import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("catalogues on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await signIn(t, "planner@agency.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, language = "en") =>
    t.call({ method: "GET", url, token, headers: { "accept-language": language } });
  const search = (url: string, payload: object, language = "en") =>
    t.call({ method: "POST", url, token, payload, headers: { "accept-language": language } });

  it("lists each catalogue in one shape, with its source", async () => {
    const lists: [string, string][] = [
      ["/api/external/languages/", "languages"],
      ["/api/external/locations/", "locations"],
      ["/api/external/interests/", "interests"],
      ["/api/external/conversation-topics/", "conversation_topics"],
      ["/api/external/network-operators/", "network_operators"],
      ["/api/external/movies-tv-shows/", "movies_tv_shows"],
      ["/api/audience-regions/", "audience_regions"],
      ["/api/job-titles/", "job_titles"],
    ];
    for (const [url, key] of lists) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(Array.isArray(res.body[key]), url).toBe(true);
      expect(res.body, url).toMatchObject({ total: expect.any(Number), available: expect.any(Boolean) });
      expect(typeof res.body.source.name, url).toBe("string");
      expect(res.body[key].length, url).toBeLessThanOrEqual(500);
    }
  });

  it("answers languages and interests, labels with ' — ' and the taxonomy named", async () => {
    const languages = await get("/api/external/languages/", "ja");
    expect(languages.body.languages).toContainEqual({ id: "ja", label: "日本語" });
    const interests = await get("/api/external/interests/?limit=1000");
    expect(interests.body.interests).toHaveLength(630);
    expect(interests.body.interests).toContainEqual({ id: "iab:22", label: "Automotive — Auto Type — Green Vehicles" });
    expect(interests.body.note).toContain("IAB Tech Lab Content Taxonomy 3.1");
    const found = await search("/api/external/interests/search/", { keywords: "green vehicles" });
    expect(found.body.interests[0]).toEqual({ id: "iab:22", label: "Automotive — Auto Type — Green Vehicles" });
  });

  it("finds countries by alias and lists North Korea as unselectable", async () => {
    for (const [keywords, id] of [
      ["us", "US"],
      ["uk", "GB"],
      ["uae", "AE"],
      ["Japan", "JP"],
      ["日本", "JP"],
    ]) {
      const res = await search("/api/external/locations/search/", { keywords });
      expect(res.status).toBe(200);
      expect(res.body.locations[0], keywords).toMatchObject({ id, type: "country", unselectable_reason: null });
    }
    const kp = await search("/api/external/locations/search/", { keywords: "north korea" }, "ja");
    expect(kp.body.locations[0]).toMatchObject({
      id: "KP",
      unselectable_reason: "この国はターゲティングの対象外です。",
    });
    const countries = await get("/api/external/locations/");
    expect(countries.body.locations.find((l: { id: string }) => l.id === "KP").unselectable_reason).toBe(
      "This country is not available for targeting.",
    );
  });

  it("lists a country's regions and cities in pages, and searches within it", async () => {
    const first = await get("/api/external/locations/?country_code=gb&limit=5");
    expect(first.body.locations.map((l: { label: string }) => l.label)).toEqual([
      "United Kingdom",
      "England",
      "Scotland",
      "Wales",
      "Northern Ireland",
    ]);
    expect(first.body.total).toBeGreaterThan(200);
    // A country by any of its names lists the same places.
    for (const uk of ["UK", "United Kingdom", "イギリス"])
      expect((await get(`/api/external/locations/?country_code=${encodeURIComponent(uk)}&limit=5`)).body).toEqual(
        first.body,
      );
    const second = await get("/api/external/locations/?country_code=GB&limit=5&offset=5");
    expect(second.body.locations).toHaveLength(5);
    const tokyo = await search("/api/external/locations/search/", { country_code: "JP", keywords: "東京" }, "ja");
    expect(tokyo.body.locations[0]).toMatchObject({ id: "city:JP:Tokyo", label: "東京", type: "city" });
  });

  it("answers regions, network operators and job titles", async () => {
    const regions = await get("/api/audience-regions/?limit=1000");
    expect(regions.body.audience_regions).toContainEqual({
      id: "JP",
      name: "Japan",
      is_single_country: true,
      country_codes: ["JP"],
    });
    expect(regions.body.audience_regions.find((r: { id: string }) => r.id === "m49:150")).toMatchObject({
      name: "Europe",
      is_single_country: false,
    });
    const ops = await get("/api/external/network-operators/?country_code=JP");
    expect(ops.body.network_operators.map((o: { label: string }) => o.label)).toContain("NTT docomo");
    const found = await search("/api/external/network-operators/search/", { keywords: "vodafone", country_code: "GB" });
    expect(found.body.network_operators[0]).toMatchObject({ country_code: "GB" });
    const jobs = await get("/api/job-titles/", "ja");
    expect(jobs.body.job_titles[0]).toEqual({ id: "Decision maker", label: "意思決定者・経営層" });
  });

  it("says when no public list is shipped", async () => {
    for (const [url, key] of [
      ["/api/external/movies-tv-shows/search/", "movies_tv_shows"],
      ["/api/external/conversation-topics/search/", "conversation_topics"],
    ]) {
      const res = await search(url as string, { keywords: "coffee" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ [key as string]: [], total: 0, available: false });
      expect(res.body.note).toContain("No public list");
    }
  });

  it("refuses bad input with a readable 400", async () => {
    const empty = await search("/api/external/interests/search/", { keywords: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ keywords: ["Keywords is required"] });
    const missing = await search("/api/external/languages/search/", {});
    expect(missing.status).toBe(400);
    expect(missing.body.keywords).toEqual(["Keywords is required"]);
    const country = await search("/api/external/locations/search/", { keywords: "x", country_code: "Atlantis" });
    expect(country.status).toBe(400);
    expect(country.body.country_code).toEqual(["Unknown country: Atlantis"]);
    const limit = await get("/api/external/locations/?limit=100000");
    expect(limit.status).toBe(400);
    expect(limit.body.limit[0]).toContain("1 to 1000");
    const negative = await get("/api/external/interests/?offset=-1");
    expect(negative.status).toBe(400);
  });

  it("answers only signed-in callers", async () => {
    for (const req of [
      { method: "GET" as const, url: "/api/external/languages/" },
      { method: "GET" as const, url: "/api/audience-regions/" },
      { method: "POST" as const, url: "/api/external/locations/search/", payload: { keywords: "japan" } },
    ]) {
      const res = await t.call(req);
      expect(res.status, req.url).toBe(403);
      expect(typeof res.body.detail).toBe("string");
    }
  });
});
