import { describe, expect, it } from "vitest";
import { MAX_SHEET_NAME, sheetNames } from "./sheet-names.ts";

describe("sheetNames", () => {
  it("keeps short names as they are", () => {
    expect(sheetNames(["Countries", "国"])).toEqual(["Countries", "国"]);
  });

  it("shortens long names at a word break, within 31 characters, and keeps them unique", () => {
    const names = sheetNames([
      "Most interacted keyword combinations",
      "Most interacted keyword combinations",
      "countries",
      "COUNTRIES",
      "most_interacted_keyword_combinations",
    ]);
    expect(names.every((n) => n.length <= MAX_SHEET_NAME)).toBe(true);
    expect(names[0]).toBe("Most interacted keyword…");
    expect(names[1]).toBe("Most interacted keyword… (2)");
    expect(names[3]).toBe("COUNTRIES (2)");
    expect(names[4]).toBe("most_interacted_keyword_combin…");
  });

  it("replaces characters Excel refuses", () => {
    expect(sheetNames(["a/b:c*?[d]", ""])).toEqual(["a_b_c___d_", "sheet"]);
  });
});
