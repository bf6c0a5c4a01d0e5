import { describe, expect, it } from "vitest";
import { targetingPackage } from "../targeting/targeting-package.ts";
import { snapshotOfApplied } from "./applied-snapshot.ts";
import { type AppliedTargeting, appliedTargeting } from "./applied-targeting.ts";
import { criteriaOf } from "./targeting-criteria.ts";

const NOTHING: AppliedTargeting = {
  keywords: [],
  hashtags: [],
  handles: [],
  languages: [],
  network_operators: [],
  interests: [],
  conversation_topics: [],
  movies_tv_shows: [],
  custom_audiences: [],
  placements: [],
  age: "AGE_ANY",
  gender: "ANY",
  locations: [],
  countries: [],
};

const EVERYTHING = appliedTargeting.parse({
  ...NOTHING,
  keywords: ["ultraboost"],
  hashtags: ["sneakers"],
  handles: [
    { handle: "nike", account_id: "415859364" },
    { handle: "nobody", account_id: null },
  ],
  languages: [{ id: "ja", label: "Japanese" }],
  network_operators: [{ id: "44010", label: "NTT Docomo" }],
  interests: [{ id: "6006", label: "Sports" }],
  conversation_topics: [{ id: "10026820777", label: "Running" }],
  movies_tv_shows: [{ id: "m1", label: "A film" }],
  custom_audiences: ["Buyers"],
  placements: ["homeTimelines", "replies"],
  age: "AGE_18_TO_34",
  gender: "FEMALE",
  locations: [{ id: "tokyo", label: "Tokyo", type: "city", country_code: "JP" }],
  countries: ["JP"],
});

describe("the criteria a package applies", () => {
  it("names every entry once per criterion, in the package's order", () => {
    const { criteria, skipped } = criteriaOf(EVERYTHING);
    expect(criteria).toEqual([
      { type: "KEYWORD", value: "ultraboost", label: "ultraboost" },
      { type: "KEYWORD", value: "#sneakers", label: "#sneakers" },
      { type: "FOLLOWERS_OF_USER", value: "415859364", label: "@nike" },
      { type: "SIMILAR_TO_FOLLOWERS_OF_USER", value: "415859364", label: "@nike" },
      { type: "LOCATION", value: "tokyo", label: "Tokyo" },
      { type: "COUNTRY", value: "JP", label: "Japan" },
      { type: "LANGUAGE", value: "ja", label: "Japanese" },
      { type: "INTEREST", value: "6006", label: "Sports" },
      { type: "CONVERSATION", value: "10026820777", label: "Running" },
      { type: "MOVIES_AND_TV_SHOWS", value: "m1", label: "A film" },
      { type: "NETWORK_OPERATOR", value: "44010", label: "NTT Docomo" },
      { type: "AGE", value: "AGE_18_TO_34", label: "AGE_18_TO_34" },
      { type: "GENDER", value: "2", label: "FEMALE" },
      { type: "PLACEMENT", value: "TWITTER_TIMELINE", label: "homeTimelines" },
      { type: "PLACEMENT", value: "TWITTER_REPLIES", label: "replies" },
      { type: "CUSTOM_AUDIENCE", value: "Buyers", label: "Buyers" },
    ]);
    expect(skipped).toEqual([{ type: "FOLLOWERS_OF_USER", value: "nobody", reason: "no_account_id" }]);
  });

  it("sends no age or gender when any is allowed", () => {
    expect(criteriaOf({ ...NOTHING, keywords: ["tea"] }).criteria).toEqual([
      { type: "KEYWORD", value: "tea", label: "tea" },
    ]);
  });

  it("sends male as 1", () => {
    expect(criteriaOf({ ...NOTHING, gender: "MALE" }).criteria).toEqual([
      { type: "GENDER", value: "1", label: "MALE" },
    ]);
  });
});

describe("the snapshot a usage records", () => {
  it("holds exactly the applied entries, each selected", () => {
    const pkg = snapshotOfApplied(EVERYTHING);
    expect(targetingPackage.parse(pkg)).toEqual(pkg);
    expect(pkg.keywords).toEqual([{ label: "ultraboost", deselected: false, evidence: null }]);
    expect(pkg.hashtags.map((h) => h.label)).toEqual(["sneakers"]);
    expect(pkg.handles.map((h) => [h.handle, h.account_id, h.deselected])).toEqual([
      ["nike", "415859364", false],
      ["nobody", null, false],
    ]);
    expect(pkg.custom_audiences).toEqual([{ name: "Buyers", deselected: false }]);
    expect(pkg.locations).toEqual([
      { id: "tokyo", label: "Tokyo", type: "city", country_code: "JP", deselected: false, audience_share: null },
    ]);
    expect([pkg.age, pkg.gender, pkg.placements]).toEqual(["AGE_18_TO_34", "FEMALE", ["homeTimelines", "replies"]]);
  });
});
