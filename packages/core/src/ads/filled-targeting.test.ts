import { describe, expect, it } from "vitest";
import { appliedTargetingSample } from "./applied-targeting.test-support.ts";
import { filledCount, filledTargeting } from "./filled-targeting.ts";

describe("the part of a targeting a fill put in", () => {
  const targeting = appliedTargetingSample();

  it("is the whole targeting when nothing was refused", () => {
    expect(filledTargeting(targeting, {})).toEqual(targeting);
  });

  it("leaves out each refused value, named as the package names it", () => {
    const filled = filledTargeting(targeting, {
      handles: [{ value: "nobody_knows_me", reason: "not-suggested" }],
      interests: [{ value: "Knitting", reason: "not-suggested" }],
      network_operators: [{ value: "Docomo", reason: "no-field" }],
      hashtags: [{ value: "coffeetime", reason: "not-accepted" }],
      countries: [{ value: "JP", reason: "not-suggested" }],
      placements: [{ value: "searchResults", reason: "no-field" }],
    });
    expect(filled.handles).toEqual([{ handle: "bluebottle", account_id: "123" }]);
    expect(filled.interests).toEqual([{ id: "10", label: "Food and drink — Coffee" }]);
    expect(filled.network_operators).toEqual([]);
    expect(filled.hashtags).toEqual([]);
    expect(filled.countries).toEqual([]);
    expect(filled.placements).toEqual(["homeTimelines"]);
    expect(filled.keywords).toEqual(["cold brew", "pour over"]);
  });

  it("falls back to the form's 'any' for a refused age or gender", () => {
    const filled = filledTargeting(targeting, {
      age: [{ value: "AGE_18_TO_34", reason: "no-field" }],
      gender: [{ value: "FEMALE", reason: "no-field" }],
    });
    expect(filled).toMatchObject({ age: "AGE_ANY", gender: "ANY" });
  });

  it("counts what went in over every field", () => {
    expect(filledCount({ keywords: 148, handles: 98, age: 1 })).toBe(247);
    expect(filledCount({})).toBe(0);
  });
});
