import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { describe, expect, it } from "vitest";
import { X_SKIP_REASONS, type XTargetingLookups, type XTargetingOption, xCriteriaOf } from "./x-ads-criteria.ts";

const none = emptyTargeting();

/** Lookups answering from fixed lists, recording what they were asked. */
function lookups(answers: { locations?: XTargetingOption[]; interests?: XTargetingOption[] } = {}) {
  const asked: string[] = [];
  const fake: XTargetingLookups = {
    locations: async (query) => {
      asked.push(`locations ${JSON.stringify(query)}`);
      return answers.locations ?? [];
    },
    interests: async (q) => {
      asked.push(`interests ${q}`);
      return answers.interests ?? [];
    },
    conversations: async () => {
      asked.push("conversations");
      return [];
    },
    networkOperators: async (query) => {
      asked.push(`network_operators ${JSON.stringify(query)}`);
      return [];
    },
    customAudienceIds: async () => {
      asked.push("custom_audiences");
      return new Map();
    },
  };
  return { fake, asked };
}

describe("a package as X targeting criteria", () => {
  it("sends nothing and looks nothing up for an empty package", async () => {
    const { fake, asked } = lookups();
    expect(await xCriteriaOf(none, fake)).toEqual({ criteria: [], skipped: [] });
    expect(asked).toEqual([]);
  });

  it("keeps one criterion per type and value, phrases as phrase keywords", async () => {
    const { fake } = lookups();
    const { criteria } = await xCriteriaOf(
      { ...none, keywords: ["latte", "flat white", "latte"], hashtags: ["latte"], age: "AGE_OVER_18", gender: "MALE" },
      fake,
    );
    expect(criteria).toEqual([
      { targeting_type: "BROAD_KEYWORD", targeting_value: "latte", label: "latte" },
      { targeting_type: "PHRASE_KEYWORD", targeting_value: "flat white", label: "flat white" },
      { targeting_type: "BROAD_KEYWORD", targeting_value: "#latte", label: "#latte" },
      { targeting_type: "AGE", targeting_value: "AGE_OVER_18", label: "AGE_OVER_18" },
      { targeting_type: "GENDER", targeting_value: "1", label: "MALE" },
    ]);
  });

  it("picks the place named as the entry, not another the search also found", async () => {
    const { fake, asked } = lookups({
      locations: [
        { name: "Osaka Bay, JP", targeting_value: "b1" },
        { name: "Osaka, JP", targeting_value: "a1" },
      ],
    });
    const { criteria } = await xCriteriaOf(
      { ...none, locations: [{ id: "osaka", label: "Osaka", type: "city", country_code: "JP" }] },
      fake,
    );
    expect(asked).toEqual([`locations {"location_type":"CITIES","country_code":"JP","q":"Osaka"}`]);
    expect(criteria).toEqual([{ targeting_type: "LOCATION", targeting_value: "a1", label: "Osaka, JP" }]);
  });

  it("skips what X has no single match for, and operators it cannot place in a country", async () => {
    const { fake, asked } = lookups({
      interests: [
        { name: "Sports/Baseball", targeting_value: "1" },
        { name: "Sports/Basketball", targeting_value: "2" },
      ],
    });
    const { criteria, skipped } = await xCriteriaOf(
      {
        ...none,
        interests: [{ id: "x", label: "Ball games" }],
        network_operators: [{ id: "999-99", label: "Nowhere Mobile" }],
      },
      fake,
    );
    expect(criteria).toEqual([]);
    expect(skipped).toEqual([
      { type: "INTEREST", value: "Ball games", reason: X_SKIP_REASONS.notFound },
      { type: "NETWORK_OPERATOR", value: "Nowhere Mobile", reason: X_SKIP_REASONS.notFound },
    ]);
    // An operator id our catalogue does not know has no country to search in: no call is made.
    expect(asked).toEqual(["interests Ball games"]);
  });
});
