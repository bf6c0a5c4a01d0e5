import { describe, expect, it } from "vitest";
import { MAX_SHEET_NAME, sheetNames } from "./sheet-names.ts";

describe("sheetNames", () => {
  it("keeps short names as they are", () => {
    expect(sheetNames(["countries", "genders"])).toEqual(["countries", "genders"]);
  });

  it("cuts long names to 31 characters and keeps them unique", () => {
    const names = sheetNames([
      "most_interacted_keyword_combinations",
      "most_interacted_keyword_combinations_2",
      "countries",
      "COUNTRIES",
    ]);
    expect(names.every((n) => n.length <= MAX_SHEET_NAME)).toBe(true);
    expect(names[0]).toBe("most_interacted_keyword_combina");
    expect(names[1]).toBe("most_interacted_keyword_combi~2");
    expect(names[3]).toBe("COUNTRIES~2");
  });

  it("replaces characters Excel refuses", () => {
    expect(sheetNames(["a/b:c*?[d]", ""])).toEqual(["a_b_c___d_", "sheet"]);
  });
});
