import { describe, expect, it } from "vitest";
import type { AudienceCriterion } from "./audience-builder.ts";
import { audienceProblem, criterionProblem, criterionValues } from "./audience-builder-rules.ts";

const followers = (handles: string[], exclude = false): AudienceCriterion => ({
  kind: "followers_of",
  handles,
  exclude,
});

describe("audience builder rules", () => {
  it("reads values without blanks, repeats, '@' or case", () => {
    expect(criterionValues(followers(["@Nike", "nike", " ", "adidas"]))).toEqual(["nike", "adidas"]);
    expect(criterionValues({ kind: "words_in_profile", words: ["Barista", "barista "], exclude: false })).toEqual([
      "barista",
    ]);
  });

  it.each<[string, AudienceCriterion, string | null]>([
    ["no handle", followers([" "]), "emptyHandles"],
    ["a handle with a space", followers(["ni ke"]), "invalidHandle"],
    ["a good handle", followers(["@nike"]), null],
    ["no interest", { kind: "interested_in", interests: [], exclude: false }, "emptyInterests"],
    ["an empty query", { kind: "posted_about", query: "  ", exclude: false }, "emptyQuery"],
    ["a query", { kind: "posted_about", query: "coffee OR tea", exclude: false }, null],
    ["a one-letter word", { kind: "words_in_profile", words: ["a"], exclude: false }, "shortWord"],
    [
      "a one-letter Japanese word is short too",
      { kind: "words_in_profile", words: ["猫"], exclude: false },
      "shortWord",
    ],
    ["21 handles", followers(Array.from({ length: 21 }, (_, i) => `h${i}`)), "tooManyValues"],
  ])("%s: %s", (_case, criterion, key) => {
    expect(criterionProblem(criterion)?.key ?? null).toBe(key);
  });

  it("asks for criteria, at most 8, and one that includes", () => {
    expect(audienceProblem({ join: "and", criteria: [] })?.key).toBe("noCriteria");
    const nine = Array.from({ length: 9 }, () => followers(["nike"]));
    expect(audienceProblem({ join: "or", criteria: nine })).toEqual({
      key: "tooManyCriteria",
      params: { max: 8, count: 9 },
    });
    expect(audienceProblem({ join: "and", criteria: [followers(["nike"], true)] })?.key).toBe("noIncluded");
    expect(audienceProblem({ join: "and", criteria: [followers(["nike"]), followers(["adidas"], true)] })).toBeNull();
  });
});
