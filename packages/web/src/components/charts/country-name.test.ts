import { describe, expect, it } from "vitest";
import { countryName, toCountryCode } from "./country-name.ts";

describe("country names", () => {
  it("reads two-letter codes only", () => {
    expect(toCountryCode(" jp ")).toBe("JP");
    expect(toCountryCode("Japan")).toBeNull();
  });

  it("names a country in the UI language", () => {
    expect(countryName("JP", "en")).toBe("Japan");
    expect(countryName("jp", "ja")).toBe("日本");
    expect(countryName("Kosovo", "en")).toBe("Kosovo");
  });
});
