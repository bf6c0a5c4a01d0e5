import { describe, expect, it } from "vitest";
import { confusion, scoreAbstaining, scoreDetection } from "./score.ts";

describe("scores against hand labels", () => {
  const pairs = [
    { truth: "US", guess: "US" },
    { truth: "US", guess: null },
    { truth: "GB", guess: "US" },
    { truth: "none", guess: "IT" },
    { truth: "none", guess: null },
  ];

  it("counts truth against guess, abstentions as (none)", () => {
    expect(confusion(pairs)).toEqual({ US: { US: 1, "(none)": 1 }, GB: { US: 1 }, none: { IT: 1, "(none)": 1 } });
  });

  it("takes a guess where there is nothing to find as wrong, and abstaining there as no loss of coverage", () => {
    expect(scoreAbstaining(pairs, "none")).toMatchObject({
      answerable: 3,
      guesses: 3,
      correct: 1,
      precision: 1 / 3,
      coverage: 2 / 3,
      recall: 1 / 3,
    });
  });

  it("finds one class with precision and recall", () => {
    const accounts = [
      { truth: "organization", guess: "organization" },
      { truth: "organization", guess: null },
      { truth: "person", guess: "organization" },
      { truth: "person", guess: "person" },
    ];
    expect(scoreDetection(accounts, "organization")).toMatchObject({ precision: 0.5, recall: 0.5, positives: 2 });
    expect(scoreDetection([], "organization")).toMatchObject({ precision: null, recall: null });
  });
});
