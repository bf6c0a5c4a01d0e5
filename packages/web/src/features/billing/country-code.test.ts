import { describe, expect, it } from "vitest";
import { countryCodeOf } from "./country-code.ts";

describe("countryCodeOf", () => {
  it("reads a country's name in English or Japanese, or its code", () => {
    expect(countryCodeOf("Japan")).toBe("JP");
    expect(countryCodeOf("日本")).toBe("JP");
    expect(countryCodeOf("united kingdom")).toBe("GB");
    expect(countryCodeOf("de")).toBe("DE");
  });

  it("answers null for blank or unknown text", () => {
    expect(countryCodeOf("")).toBeNull();
    expect(countryCodeOf("Atlantis")).toBeNull();
  });
});
