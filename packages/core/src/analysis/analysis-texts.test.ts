import { describe, expect, it } from "vitest";
import { JOB_GROUPS } from "../social/job-groups.ts";
import { analysisText, analysisTexts } from "./analysis-texts.ts";

// Both languages in step: text-template.test.ts.
describe("analysis texts", () => {
  it("names every job-title group in both languages", () => {
    for (const group of JOB_GROUPS) {
      expect(analysisText("en", `job.${group}`)).toBe(group);
      expect(analysisText("ja", `job.${group}`)).not.toBe(group);
    }
  });

  it("fills placeholders, numbers in the language's format", () => {
    expect(analysisText("en", "followerSnapshots", { who: "@nike", n: 1200, days: 30 })).toBe(
      "daily follower counts of @nike: 1,200 snapshots in the 30-day range",
    );
    expect(analysisText("ja", "followerSnapshots", { who: "@nike", n: 1200, days: 30 })).toBe(
      "@nike の日別フォロワー数：30 日間のスナップショット 1,200 件",
    );
    expect(analysisText("ja", "span", { start: "2026-01-01", end: "2026-01-31" })).toBe("2026-01-01〜2026-01-31");
  });

  it("joins several texts into one paragraph, spaced in English only", () => {
    const keys = ["keywordsMethod", "keywordPairsMethod"] as const;
    expect(analysisTexts("en", keys)).toMatch(/a post counts once per word\. A combination is two keywords/);
    expect(analysisTexts("ja", keys)).toMatch(/1 回数えます。組み合わせは/);
  });
});
