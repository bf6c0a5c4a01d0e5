import { describe, expect, it } from "vitest";
import { targetingPackage } from "../targeting/targeting-package.ts";
import { snapshotOfApplied } from "./applied-snapshot.ts";
import { appliedTargetingSample, emptyTargeting } from "./applied-targeting.test-support.ts";
import { appliedTargeting } from "./applied-targeting.ts";
import { criteriaOf } from "./targeting-criteria.ts";

const EVERYTHING = appliedTargeting.parse(appliedTargetingSample());

describe("the criteria a package applies", () => {
  it("names every entry once per criterion, in the package's order", () => {
    const { criteria, skipped } = criteriaOf(EVERYTHING);
    expect(criteria).toEqual([
      { type: "KEYWORD", value: "cold brew", label: "cold brew" },
      { type: "KEYWORD", value: "pour over", label: "pour over" },
      { type: "KEYWORD", value: "#coffeetime", label: "#coffeetime" },
      { type: "FOLLOWERS_OF_USER", value: "123", label: "@bluebottle" },
      { type: "SIMILAR_TO_FOLLOWERS_OF_USER", value: "123", label: "@bluebottle" },
      { type: "LOCATION", value: "tokyo", label: "Tokyo, Japan" },
      { type: "COUNTRY", value: "JP", label: "Japan" },
      { type: "LANGUAGE", value: "ja", label: "Japanese" },
      { type: "INTEREST", value: "10", label: "Food and drink — Coffee" },
      { type: "INTEREST", value: "11", label: "Knitting" },
      { type: "CONVERSATION", value: "20", label: "Coffee" },
      { type: "MOVIES_AND_TV_SHOWS", value: "30", label: "Midnight Diner" },
      { type: "NETWORK_OPERATOR", value: "1", label: "Docomo" },
      { type: "AGE", value: "AGE_18_TO_34", label: "AGE_18_TO_34" },
      { type: "GENDER", value: "2", label: "FEMALE" },
      { type: "PLACEMENT", value: "TWITTER_TIMELINE", label: "homeTimelines" },
      { type: "PLACEMENT", value: "TWITTER_SEARCH", label: "searchResults" },
      { type: "CUSTOM_AUDIENCE", value: "Newsletter subscribers", label: "Newsletter subscribers" },
    ]);
    expect(skipped).toEqual([{ type: "FOLLOWERS_OF_USER", value: "nobody_knows_me", reason: "no_account_id" }]);
  });

  it("sends no age or gender when any is allowed", () => {
    expect(criteriaOf(emptyTargeting({ keywords: ["tea"] })).criteria).toEqual([
      { type: "KEYWORD", value: "tea", label: "tea" },
    ]);
  });

  it("sends male as 1", () => {
    expect(criteriaOf(emptyTargeting({ gender: "MALE" })).criteria).toEqual([
      { type: "GENDER", value: "1", label: "MALE" },
    ]);
  });
});

describe("the snapshot a usage records", () => {
  it("holds exactly the applied entries, each selected", () => {
    const pkg = snapshotOfApplied(EVERYTHING);
    expect(targetingPackage.parse(pkg)).toEqual(pkg);
    expect(pkg.keywords).toEqual([
      { label: "cold brew", deselected: false, evidence: null },
      { label: "pour over", deselected: false, evidence: null },
    ]);
    expect(pkg.hashtags.map((h) => h.label)).toEqual(["coffeetime"]);
    expect(pkg.handles.map((h) => [h.handle, h.account_id, h.deselected])).toEqual([
      ["bluebottle", "123", false],
      ["nobody_knows_me", null, false],
    ]);
    expect(pkg.custom_audiences).toEqual([{ name: "Newsletter subscribers", deselected: false }]);
    expect(pkg.locations).toEqual([
      { id: "tokyo", label: "Tokyo, Japan", type: "city", country_code: "JP", deselected: false, audience_share: null },
    ]);
    expect([pkg.age, pkg.gender, pkg.placements]).toEqual([
      "AGE_18_TO_34",
      "FEMALE",
      ["homeTimelines", "searchResults"],
    ]);
  });
});
