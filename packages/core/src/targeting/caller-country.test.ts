import { describe, expect, it } from "vitest";
import { countryOfAcceptLanguage, locateCaller } from "./caller-country.ts";

describe("countryOfAcceptLanguage", () => {
  it.each([
    ["ja-JP", "JP"],
    ["en-GB", "GB"],
    ["en-gb", "GB"],
    ["zh-Hant-TW", "TW"],
    ["en, en-GB;q=0.9", "GB"],
    ["fr-FR;q=0.5, de-DE;q=0.8", "DE"],
    ["en-US,en;q=0.9,ja;q=0.8", "US"],
    ["de-DE;q=0, pt-BR;q=0.3", "BR"],
    // CLDR's alias of the region: a browser set to "en-UK" means the United Kingdom.
    ["en-UK", "GB"],
  ])("reads %s as %s", (header, country) => {
    expect(countryOfAcceptLanguage(header)).toBe(country);
  });

  it.each([
    ["no header", undefined],
    ["an empty one", ""],
    ["a language alone", "ja"],
    ["any language", "*"],
    ["a numeric region", "es-419"],
    ["an unknown region", "en-XX"],
    ["q=0", "en-GB;q=0"],
    ["an unreadable q", "en-GB;q=abc"],
    ["a q above 1", "en-GB;q=2"],
    ["control characters", "\u0000\u0001;;;,,,"],
    ["a tag too long to be one", `${"x-".repeat(5000)}GB`],
  ])("finds no country in %s", (_name, header) => {
    expect(countryOfAcceptLanguage(header)).toBeNull();
  });

  it("reads no further than the first twenty tags", () => {
    expect(countryOfAcceptLanguage(`${"en,".repeat(20)}ja-JP`)).toBeNull();
    expect(countryOfAcceptLanguage(`${"en,".repeat(19)}ja-JP`)).toBe("JP");
  });
});

describe("locateCaller", () => {
  it("takes the trusted proxy's country first, in any case", () => {
    expect(locateCaller({ trustedCountryHeader: "fr", acceptLanguage: "ja-JP" })).toEqual({
      country: "FR",
      source: "proxy-header",
    });
  });

  it("ignores a header that names no country, and falls back to the browser's language", () => {
    for (const header of ["XX", "T1", "", "GBR", "france", "G B", "1"]) {
      expect(locateCaller({ trustedCountryHeader: header, acceptLanguage: "en-GB" }), header).toEqual({
        country: "GB",
        source: "browser-language",
      });
    }
  });

  it("answers none when nothing names a country", () => {
    expect(locateCaller({ trustedCountryHeader: undefined, acceptLanguage: "en" })).toEqual({
      country: null,
      source: "none",
    });
  });
});
