import { describe, expect, it } from "vitest";
import { CITY_CATALOGUE } from "./cities.ts";
import { listLocations, searchLocations } from "./locations.ts";
import { SUBDIVISION_CATALOGUE } from "./subdivisions.ts";

const first = (keywords: string, language: "en" | "ja" = "en", country?: string) =>
  searchLocations(keywords, country, language, 5).items[0];

describe("locations catalogue", () => {
  it("resolves country names through the alias table", () => {
    expect(first("us")).toMatchObject({ id: "US", type: "country", country_code: "US" });
    expect(first("USA")).toMatchObject({ id: "US", type: "country" });
    expect(first("uk")).toMatchObject({ id: "GB", type: "country" });
    expect(first("uae")).toMatchObject({ id: "AE", type: "country", label: "United Arab Emirates" });
    expect(first("Japan")).toMatchObject({ id: "JP", type: "country", label: "Japan" });
    expect(first("日本")).toMatchObject({ id: "JP", type: "country", label: "Japan" });
    expect(first("日本", "ja")).toMatchObject({ id: "JP", label: "日本" });
    expect(first("ａｍｅｒｉｃａ")).toMatchObject({ id: "US" });
  });

  it("lists North Korea as unselectable, with the reason in the caller's language", () => {
    expect(first("north korea")).toMatchObject({
      id: "KP",
      unselectable_reason: "This country is not available for targeting.",
    });
    expect(first("north korea", "ja")?.unselectable_reason).toBe("この国はターゲティングの対象外です。");
    expect(first("japan")?.unselectable_reason).toBeNull();
    const kpCities = listLocations("KP", "en", { limit: 1000, offset: 0 }).items;
    expect(kpCities.length).toBeGreaterThan(1);
    expect(kpCities.every((p) => p.unselectable_reason !== null)).toBe(true);
  });

  it("has the 50 US states and DC, and the UK's nations first", () => {
    const us = SUBDIVISION_CATALOGUE.filter((s) => s.country_code === "US");
    expect(us).toHaveLength(51);
    expect(us.map((s) => s.id)).toContain("US-DC");
    expect(us.map((s) => s.id)).not.toContain("US-PR");
    const gb = SUBDIVISION_CATALOGUE.filter((s) => s.country_code === "GB").map((s) => s.en);
    expect(gb.slice(0, 4)).toEqual(["England", "Scotland", "Wales", "Northern Ireland"]);
    expect(first("california", "ja")).toMatchObject({ id: "US-CA", type: "region", label: "カリフォルニア州" });
  });

  it("lists a country with its regions and cities, paged", () => {
    const page = listLocations("us", "en", { limit: 3, offset: 0 });
    expect(page.items.map((p) => p.type)).toEqual(["country", "region", "region"]);
    expect(page.total).toBe(1 + 51 + CITY_CATALOGUE.filter((c) => c.country_code === "US").length);
    const next = listLocations("US", "en", { limit: 3, offset: 3 });
    expect(next.items[0]?.id).not.toBe(page.items[2]?.id);
    expect(listLocations(undefined, "en", { limit: 1000, offset: 0 }).items.every((p) => p.type === "country")).toBe(
      true,
    );
  });

  it("searches within a country, cities in Japanese too", () => {
    expect(first("tokyo", "en", "JP")).toMatchObject({ id: "city:JP:Tokyo", type: "city", label: "Tokyo" });
    expect(first("東京", "ja", "JP")).toMatchObject({ id: "city:JP:Tokyo", label: "東京" });
    expect(searchLocations("tokyo", "US", "en", 5).items).toEqual([]);
  });

  it("gives every place a unique id", () => {
    const ids = CITY_CATALOGUE.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
