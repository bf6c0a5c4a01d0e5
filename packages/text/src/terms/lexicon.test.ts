import { describe, expect, it } from "vitest";
import { acronymOf, isEnglishLexeme, pluralOf, splitAfter, synonymsOf } from "./lexicon.ts";

describe("lexicon", () => {
  it("finds an expression's synonyms in WordNet", () => {
    expect(synonymsOf("electric car")).toEqual(["electric", "electric automobile"]);
    expect(synonymsOf("artificial intelligence")).toEqual(["ai"]);
    expect(synonymsOf("qwertyuiop")).toEqual([]);
  });

  it("knows English words in their plural too, and splits a tag after a brief's word", () => {
    expect(isEnglishLexeme("vehicles")).toBe(true);
    expect(isEnglishLexeme("qwertyuiop")).toBe(false);
    expect(splitAfter("electricvehicles", "electric")).toBe("electric vehicles");
    expect(splitAfter("electricity", "electric")).toBeNull();
  });

  it("abbreviates an expression of two or three words and makes its plural", () => {
    expect(acronymOf("electric vehicles")).toBe("ev");
    expect(acronymOf("coffee")).toBeNull();
    expect(pluralOf("ev")).toBe("evs");
  });
});
