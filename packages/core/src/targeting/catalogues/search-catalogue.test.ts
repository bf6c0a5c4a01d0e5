import { describe, expect, it } from "vitest";
import { foldText, type Searchable, searchCatalogue } from "./search-catalogue.ts";

const entry = (id: string, en: string, ja = en, aliases: string[] = []): Searchable => ({ id, en, ja, aliases });

const CATALOGUE = [
  entry("a", "Basketball Game"),
  entry("b", "College Basketball"),
  entry("c", "Basket"),
  entry("d", "Basketball"),
  entry("e", "Coffee", "コーヒー"),
  entry("f", "São Paulo", "サンパウロ"),
  entry("g", "United Arab Emirates", "アラブ首長国連邦", ["UAE"]),
];

const ids = (keywords: string, language: "en" | "ja" = "en") =>
  searchCatalogue(CATALOGUE, keywords, language).map((e) => e.id);

describe("searchCatalogue", () => {
  it("ranks exact, then word prefix, then contains", () => {
    // exact "Basketball"; then word prefixes, the shorter label first
    expect(ids("basketball")).toEqual(["d", "a", "b"]);
    expect(ids("basket")).toEqual(["c", "d", "a", "b"]);
    // inside words only: shorter first
    expect(ids("sketb")).toEqual(["d", "a", "b"]);
    // a word prefix beats a shorter label that only contains it
    expect(
      searchCatalogue([entry("x", "Xbasket"), entry("y", "Long label basket")], "basket", "en").map((e) => e.id),
    ).toEqual(["y", "x"]);
  });

  it("ignores case, width and accents", () => {
    expect(ids("ＢＡＳＫＥＴＢＡＬＬ")).toEqual(["d", "a", "b"]);
    expect(ids("sao paulo")).toEqual(["f"]);
    expect(ids("ｺｰﾋｰ")).toEqual(["e"]);
  });

  it("matches labels in both languages and aliases", () => {
    expect(ids("コーヒー", "en")).toEqual(["e"]);
    expect(ids("coffee", "ja")).toEqual(["e"]);
    expect(ids("uae")).toEqual(["g"]);
    expect(ids("emirates")).toEqual(["g"]);
  });

  it("finds words out of order, and nothing for blank keywords", () => {
    expect(ids("game basketball")).toEqual(["a"]);
    expect(ids("   ")).toEqual([]);
    expect(ids("zzz")).toEqual([]);
  });

  it("folds as documented", () => {
    expect(foldText("  Ｔｏｋｙｏ　Tower ")).toBe("tokyo tower");
  });
});
