import { describe, expect, it } from "vitest";
import { type PackageSummary, packageSheets } from "./package-sheet.ts";
import { PACKAGE_SHEET_TEXTS } from "./package-sheet-texts.ts";
import { targetingPackageWrapper } from "./targeting-package.ts";

const evidence = { posts: 40, accounts: 12, audience_share: 0.3, lift: 8.5 };
const wrapper = targetingPackageWrapper.parse({
  targeting_package: {
    keywords: [{ label: "pour over", evidence }],
    hashtags: [{ label: "coffee", deselected: true }],
    handles: [{ handle: "barista", name: "Barista Bob", followers: 900, evidence }],
    locations: [{ id: "JP", label: "Japan", type: "country", country_code: "JP" }],
    age: "AGE_18_TO_34",
    gender: "FEMALE",
  },
  countries: ["JP"],
});
const summary: PackageSummary = {
  name: "Coffee lovers",
  type: "exclusion",
  categories: ["interest", "exclusion"],
  size: 30_000,
  core_audience: 120,
  total_native: 30_000,
  pro_targeting_size: 30_900,
  method: "counted",
  saved_at: "2025-01-02T03:04:05.000Z",
};

describe("package sheets", () => {
  it("has a summary and one sheet per list, with a selected column and evidence", () => {
    const sheets = packageSheets(wrapper, summary, "en");
    expect(sheets.map((s) => s.key)).toEqual([
      "summary",
      "keywords",
      "hashtags",
      "handles",
      "locations",
      "languages",
      "interests",
      "conversation_topics",
      "network_operators",
      "movies_tv_shows",
      "custom_audiences",
    ]);
    const keywords = sheets[1];
    expect(keywords?.columns.map((c) => c.label)).toEqual([
      "Keyword",
      "Selected",
      "Matching posts",
      "Audience accounts",
      "Share of audience",
      "Lift",
    ]);
    expect(keywords?.rows).toEqual([["pour over", "yes", 40, 12, 0.3, 8.5]]);
    expect(sheets[2]?.rows).toEqual([["#coffee", "no", null, null, null, null]]);
    expect(sheets[3]?.rows[0]).toEqual(["@barista", "Barista Bob", null, 900, "yes", 40, 12, 0.3, 8.5]);
    expect(sheets[0]?.rows).toContainEqual(["Categories", "Interest, Exclusion Audience"]);
    expect(sheets[0]?.rows).toContainEqual(["Age", "18 to 34"]);
    expect(sheets[0]?.rows).toContainEqual(["Gender", "Women"]);
    expect(sheets[0]?.rows).toContainEqual(["Countries", "Japan"]);
    expect(sheets[0]?.rows).toContainEqual(["Type", "Exclusion"]);
  });

  it("speaks Japanese to a Japanese reader", () => {
    const sheets = packageSheets(wrapper, summary, "ja");
    expect(sheets.map((s) => s.name)).toContain("キーワード");
    expect(sheets[1]?.columns[1]?.label).toBe("選択");
    expect(sheets[1]?.rows[0]?.[1]).toBe("はい");
    expect(sheets[0]?.rows).toContainEqual(["国", "日本"]);
    expect(sheets[0]?.rows).toContainEqual(["年齢", "18〜34 歳"]);
  });

  it("names every sheet within Excel's 31 characters, in both languages", () => {
    for (const texts of Object.values(PACKAGE_SHEET_TEXTS)) {
      for (const name of Object.values(texts.sheets)) expect(name.length).toBeLessThanOrEqual(31);
    }
  });
});
