import { describe, expect, it } from "vitest";
import { bandsCovered, pickAge, pickGender } from "./rank-demographics.ts";

describe("pickAge", () => {
  it("takes the narrowest value covering 80% of the known ages", () => {
    // 100 known: 18-24 40, 25-34 45 → 18-34 covers 85 (16 years); 13-24 covers 40; 25-34 alone has no value.
    const picked = pickAge({ "13-17": 5, "18-24": 40, "25-34": 45, "35-44": 10, unknown: 100 });
    expect(picked).toEqual({ age: "AGE_18_TO_34", coverage: 0.85, unknown_share: 0.5 });
  });

  it("targets any age when the ages are spread or too few are known", () => {
    // 13-17 30 and 10 in each other band (90): 18 and over covers 60 (67%), 13-54 70 (78%).
    const even = { "13-17": 30, "18-24": 10, "25-34": 10, "35-44": 10, "45-54": 10, "55-64": 10, "65+": 10 };
    expect(pickAge(even).age).toBe("AGE_ANY");
    expect(pickAge({ "25-34": 9, unknown: 1000 }).age).toBe("AGE_ANY");
  });

  it("counts only bands an age value covers whole", () => {
    expect(bandsCovered("AGE_25_TO_49")).toEqual(["25-34", "35-44"]);
    expect(bandsCovered("AGE_OVER_50")).toEqual(["55-64", "65+"]);
  });
});

describe("pickGender", () => {
  it("targets one gender only at 80% of the known", () => {
    expect(pickGender({ female: 80, male: 20, unknown: 100 })).toEqual({
      gender: "FEMALE",
      share: 0.8,
      unknown_share: 0.5,
    });
    expect(pickGender({ female: 79, male: 21, unknown: 0 }).gender).toBe("ANY");
    expect(pickGender({ female: 1, male: 9, unknown: 0 }).gender).toBe("MALE");
    expect(pickGender({ female: 0, male: 9, unknown: 0 }).gender).toBe("ANY");
  });
});
