import { describe, expect, it } from "vitest";
import { isNumberWithOneDecimal } from "./one-decimal.ts";

describe("isNumberWithOneDecimal", () => {
  it("accepts whole numbers and one decimal place", () => {
    for (const value of ["0", "12", "12.5", 50, 7.5, " 3.1 "]) expect(isNumberWithOneDecimal(value)).toBe(true);
  });
  it("refuses more decimals, signs, exponents and text", () => {
    for (const value of ["12.55", 12.55, "1e3", "-1", "", ".5", "5.", "abc", "1,5"]) {
      expect(isNumberWithOneDecimal(value)).toBe(false);
    }
  });
});
