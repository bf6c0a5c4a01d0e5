import { describe, expect, it } from "vitest";
import { searchVector } from "./search-vector.ts";

describe("searchVector", () => {
  it("splits tokens at apostrophes and underscores and numbers the pieces", () => {
    expect(searchVector(["it's", "rock_n_roll", "東京", "café", "ー"])).toBe(
      "'it':1 's':2 'rock':3 'n':4 'roll':5 '東京':6 'café':7 'ー':8",
    );
    expect(searchVector(["_a_", "''", "b"])).toBe("'a':1 'b':2");
    expect(searchVector([])).toBe("");
    expect(searchVector(["", "'", "_"])).toBe("");
  });

  it("leaves to the database what locales may parse differently", () => {
    for (const token of ["a-b", "a.b", "A", "don’t", "٣", "\u0301", "👍"])
      expect(searchVector(["ok", token]), token).toBeNull();
  });

  it("keeps to the database's limits on word length and positions", () => {
    expect(searchVector(["x".repeat(100)])).toBe(`'${"x".repeat(100)}':1`);
    expect(searchVector(["x".repeat(101)])).toBeNull();
    expect(searchVector(Array(1000).fill("a"))?.endsWith("'a':1000")).toBe(true);
    expect(searchVector(Array(1001).fill("a"))).toBeNull();
    expect(searchVector(Array(500).fill("a_b"))?.endsWith("'b':1000")).toBe(true);
    expect(searchVector(Array(501).fill("a_b"))).toBeNull();
    expect(searchVector([...Array(500).fill("a_b"), "c"])).toBeNull();
  });

  it("answers every single character as the SAFE_PIECE regex does (the regex-free shortcut agrees)", () => {
    const safe = /^(?:[a-z0-9]|(?!\p{ASCII})\p{L})+$/u;
    // One assertion over the disagreements: 65,536 of them took seconds on a busy machine.
    const disagree: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const c = String.fromCharCode(code);
      if (c === "'" || c === "_") continue;
      if ((searchVector([c]) !== null) !== safe.test(c)) disagree.push(code.toString(16));
    }
    expect(disagree).toEqual([]);
  });
});
