import { describe, expect, it } from "vitest";
import { audienceRegions } from "./audience-regions.ts";
import { listPlainCatalogue, searchPlainCatalogue } from "./catalogue-registry.ts";
import { NETWORK_OPERATOR_CATALOGUE, searchNetworkOperators } from "./network-operators.ts";
import { conversationTopicsFor } from "./unpublished-catalogues.ts";

describe("languages", () => {
  it("lists ISO 639-1 and finds a language by English, Japanese or native name", () => {
    expect(listPlainCatalogue("languages", "en", { limit: 1000, offset: 0 }).total).toBeGreaterThan(180);
    expect(searchPlainCatalogue("languages", "japanese", "en", 5).items[0]).toEqual({ id: "ja", label: "Japanese" });
    expect(searchPlainCatalogue("languages", "日本語", "ja", 5).items[0]).toEqual({ id: "ja", label: "日本語" });
    expect(searchPlainCatalogue("languages", "español", "en", 5).items[0]?.id).toBe("es");
  });
});

describe("audience regions", () => {
  it("has every targetable country alone, and UN M49 regions with their countries", () => {
    const regions = audienceRegions("en");
    const japan = regions.find((r) => r.id === "JP");
    expect(japan).toEqual({ id: "JP", name: "Japan", is_single_country: true, country_codes: ["JP"] });
    const eastAsia = regions.find((r) => r.id === "m49:030");
    expect(eastAsia?.is_single_country).toBe(false);
    expect(eastAsia?.country_codes).toEqual(expect.arrayContaining(["CN", "JP", "KR", "MN"]));
    // North Korea cannot be targeted: no region hands it on
    expect(regions.some((r) => r.country_codes.includes("KP"))).toBe(false);
    expect(audienceRegions("ja").find((r) => r.id === "m49:002")?.name).toBe("アフリカ");
  });
});

describe("network operators", () => {
  it("lists operational networks by country and finds them by brand or operator", () => {
    expect(NETWORK_OPERATOR_CATALOGUE.every((op) => /^[A-Z]{2}$/.test(op.country_code))).toBe(true);
    const docomo = searchNetworkOperators("docomo", "JP", 5).items[0];
    expect(docomo).toMatchObject({ label: "NTT docomo", country_code: "JP" });
    expect(searchNetworkOperators("docomo", "US", 5).items.every((op) => op.country_code === "US")).toBe(true);
  });
});

describe("job titles, interests and the unpublished catalogues", () => {
  it("labels job-title groups in both languages", () => {
    const en = listPlainCatalogue("job_titles", "en", { limit: 100, offset: 0 });
    expect(en.items[0]).toEqual({ id: "Decision maker", label: "Decision maker" });
    expect(listPlainCatalogue("job_titles", "ja", { limit: 100, offset: 0 }).items[0]?.label).toBe(
      "意思決定者・経営層",
    );
  });

  it("says where interests come from, and that no topic or movie list is shipped", () => {
    const interests = listPlainCatalogue("interests", "en", { limit: 10, offset: 0 });
    expect(interests).toMatchObject({ available: true, total: 630, source: { licence: "CC BY 3.0" } });
    expect(interests.note).toContain("IAB Tech Lab Content Taxonomy 3.1");
    for (const name of ["conversation_topics", "movies_tv_shows"] as const) {
      const list = listPlainCatalogue(name, "ja", { limit: 10, offset: 0 });
      expect(list).toMatchObject({ items: [], total: 0, available: false });
      expect(list.note).toContain("同梱されていない");
    }
  });

  it("matches a term or hashtag to topics by name", () => {
    const topics = [{ id: "t1", en: "Coffee", ja: "コーヒー", aliases: ["coffee lovers"] }];
    expect(conversationTopicsFor("#coffee", topics)).toEqual([
      { id: "t1", label: "Coffee", deselected: false, audience_share: null },
    ]);
    expect(conversationTopicsFor("コーヒー", topics)).toHaveLength(1);
    expect(conversationTopicsFor("coffee beans", topics)).toEqual([]);
    expect(conversationTopicsFor("coffee")).toEqual([]);
  });
});
