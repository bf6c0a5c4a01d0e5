import { describe, expect, it } from "vitest";
import {
  SECTION_STEP_COUNT,
  SECTIONS_BY_QUERY_TYPE,
  sectionStep,
  sectionSteps,
  sectionsForQueryType,
  stepMayStart,
} from "./section-steps.ts";
import { QUERY_TYPES, SECTION_NAMES, type SectionName } from "./sections.ts";

describe("section load plan (steps in turn, each step's requests in parallel)", () => {
  it("has three steps for every query type, together holding exactly that type's sections", () => {
    for (const type of QUERY_TYPES) {
      const steps = sectionSteps(type);
      expect(steps).toHaveLength(SECTION_STEP_COUNT);
      expect(steps.flat().sort()).toEqual([...sectionsForQueryType(type)].sort());
    }
  });

  it("leads with the profile, the audience size and the posts, then demographics, then the heavy ones", () => {
    expect(sectionSteps("handle")[0]).toEqual(["profile", "audience_size", "posts", "conversation_volume"]);
    expect(sectionSteps("handle")[1]).toEqual([
      "countries",
      "languages",
      "genders",
      "age_groups",
      "cities",
      "sentiment_analysis",
    ]);
    expect(sectionSteps("handle")[2]).toContain("similar_accounts");
    expect(sectionSteps("handle")[2]).toContain("follower_growth");
    expect(sectionSteps("conversation")[0]).toEqual(["audience_size", "conversation_volume"]);
    expect(sectionSteps("conversation")[1]).toContain("sentiment_analysis");
    expect(sectionSteps("conversation")[2]).toContain("share_of_voice");
  });

  it("uses only known section names, each once per type, and every section somewhere", () => {
    const used = new Set<SectionName>();
    for (const type of QUERY_TYPES) {
      const list = SECTIONS_BY_QUERY_TYPE[type];
      expect(new Set(list).size).toBe(list.length);
      for (const name of list) {
        expect(SECTION_NAMES).toContain(name);
        used.add(name);
      }
    }
    expect([...used].sort()).toEqual([...SECTION_NAMES].sort());
  });

  it("keeps handle-only sections to handle analyses and conversation-only ones to text queries", () => {
    expect(sectionsForQueryType("keyword")).not.toContain("hashtags_used_by_handle");
    expect(sectionsForQueryType("handle")).not.toContain("conversation_posts");
    expect(sectionsForQueryType("handle")).toContain("similar_accounts");
    expect(sectionsForQueryType("post")).toContain("profile");
    for (const type of ["keyword", "conversation"] as const) {
      expect(sectionsForQueryType(type)).not.toContain("profile");
      expect(sectionsForQueryType(type)).not.toContain("follower_growth");
    }
  });

  it("compares a keyword query's groups (share of voice) in keyword and conversation analyses", () => {
    expect(sectionsForQueryType("keyword")).toContain("share_of_voice");
    expect(sectionsForQueryType("conversation")).toContain("share_of_voice");
    expect(sectionsForQueryType("handle")).toContain("sentiment_analysis");
  });

  it("puts a section in the same step whatever the query type", () => {
    expect(sectionStep("profile")).toBe(0);
    expect(sectionStep("genders")).toBe(1);
    expect(sectionStep("share_of_voice")).toBe(2);
  });

  it("starts a step only when every earlier section has settled", () => {
    const steps = sectionSteps("handle");
    const settled = new Set<SectionName>(["profile", "audience_size"]);
    const isSettled = (s: SectionName) => settled.has(s);
    expect(stepMayStart(steps, 0, isSettled)).toBe(true);
    expect(stepMayStart(steps, 1, isSettled)).toBe(false);
    settled.add("posts");
    expect(stepMayStart(steps, 1, isSettled)).toBe(false);
    settled.add("conversation_volume");
    expect(stepMayStart(steps, 1, isSettled)).toBe(true);
    expect(stepMayStart(steps, 2, isSettled)).toBe(false);
    for (const s of steps[1]) settled.add(s);
    expect(stepMayStart(steps, 2, isSettled)).toBe(true);
  });
});
