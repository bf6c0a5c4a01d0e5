import type { AppliedTargeting } from "./applied-targeting.ts";

/**
 * Targetings for tests in every package (core, server, web, extension, e2e), so each starts from
 * the same shape. Each call returns a fresh object: a test may change what it gets.
 */

/** A targeting with nothing in it; `overrides` add what a test needs. */
export function emptyTargeting(overrides: Partial<AppliedTargeting> = {}): AppliedTargeting {
  return {
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
    ...overrides,
  };
}

/**
 * A coffee roaster's targeting with an entry in every field: a handle without an account id, an
 * interest the ad form's typeahead does not know, narrowed age and gender.
 */
export function appliedTargetingSample(overrides: Partial<AppliedTargeting> = {}): AppliedTargeting {
  return emptyTargeting({
    keywords: ["cold brew", "pour over"],
    hashtags: ["coffeetime"],
    handles: [
      { handle: "bluebottle", account_id: "123" },
      { handle: "nobody_knows_me", account_id: null },
    ],
    languages: [{ id: "ja", label: "Japanese" }],
    network_operators: [{ id: "1", label: "Docomo" }],
    interests: [
      { id: "10", label: "Food and drink — Coffee" },
      { id: "11", label: "Knitting" },
    ],
    conversation_topics: [{ id: "20", label: "Coffee" }],
    movies_tv_shows: [{ id: "30", label: "Midnight Diner" }],
    custom_audiences: ["Newsletter subscribers"],
    placements: ["homeTimelines", "searchResults"],
    age: "AGE_18_TO_34",
    gender: "FEMALE",
    locations: [{ id: "tokyo", label: "Tokyo, Japan", type: "city", country_code: "JP" }],
    countries: ["JP"],
    ...overrides,
  });
}
