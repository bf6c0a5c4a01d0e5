import { describe, expect, it } from "vitest";
import { changeKind, expressionFromSearch, START, withInterest } from "./builder-state.ts";

describe("the builder's criteria", () => {
  it("reads them from a link, or starts afresh on garbage", () => {
    const audience = { join: "or", criteria: [{ kind: "posted_about", query: "coffee", exclude: true }] };
    const search = new URLSearchParams({ audience: JSON.stringify(audience) });
    expect(expressionFromSearch(search)).toEqual(audience);
    expect(expressionFromSearch(new URLSearchParams("audience=%7Bnot-json"))).toEqual(START);
    expect(expressionFromSearch(new URLSearchParams({ audience: '{"criteria":[{"kind":"likes"}]}' }))).toEqual(START);
  });

  it("adds a suggested interest to the included interest row, or as a new row", () => {
    const one = withInterest(START, "coffee");
    expect(one.criteria).toEqual([...START.criteria, { kind: "interested_in", interests: ["coffee"], exclude: false }]);
    expect(withInterest(one, "travel").criteria[1]).toEqual({
      kind: "interested_in",
      interests: ["coffee", "travel"],
      exclude: false,
    });
    expect(withInterest(one, "coffee")).toBe(one);
  });

  it("keeps include or exclude when a row changes kind", () => {
    expect(changeKind({ kind: "followers_of", handles: ["nike"], exclude: true }, "words_in_profile")).toEqual({
      kind: "words_in_profile",
      words: [],
      exclude: true,
    });
  });
});
