import { describe, expect, it } from "vitest";
import { cityName, countryName, languageName, toCountryCode } from "./display-names.ts";

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

  it("names a language in the UI language", () => {
    expect(languageName("ja", "en")).toBe("Japanese");
    expect(languageName("en", "ja")).toBe("英語");
    expect(languageName("not a code", "en")).toBe("not a code");
  });

  it.each([
    ["Tokyo", "JP", "ja", "東京"],
    ["Osaka", "JP", "ja", "大阪"],
    ["Fukuoka", "JP", "ja", "福岡"],
    ["Saitama", "JP", "ja", "さいたま"],
    ["Tokyo", "JP", "en", "Tokyo"],
    ["London", "GB", "ja", "ロンドン"],
    ["New York City", "US", "ja", "ニューヨーク"],
    ["Busan", "KR", "ja", "釜山"],
    ["London", "CA", "ja", "London"],
    ["Gdańsk", "PL", "ja", "Gdańsk"],
    ["London", "GB", "en", "London"],
    ["Ebina", "JP", "ja", "Ebina"],
  ])(
    "names Japanese cities in Japanese, and keeps the gazetteer's names otherwise: %s, %s in %s → %s",
    (city, country, language, name) => {
      expect(cityName(city, country, language)).toBe(name);
    },
  );
});
