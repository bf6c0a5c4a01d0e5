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

  it("names Japanese cities in Japanese, and keeps the gazetteer's names otherwise", () => {
    expect(cityName("Tokyo", "JP", "ja")).toBe("東京");
    expect(cityName("Osaka", "JP", "ja")).toBe("大阪");
    expect(cityName("Fukuoka", "JP", "ja")).toBe("福岡");
    expect(cityName("Saitama", "JP", "ja")).toBe("さいたま");
    expect(cityName("Tokyo", "JP", "en")).toBe("Tokyo");
    expect(cityName("London", "GB", "ja")).toBe("ロンドン");
    expect(cityName("New York City", "US", "ja")).toBe("ニューヨーク");
    expect(cityName("Busan", "KR", "ja")).toBe("釜山");
    expect(cityName("London", "CA", "ja")).toBe("London");
    expect(cityName("Gdańsk", "PL", "ja")).toBe("Gdańsk");
    expect(cityName("London", "GB", "en")).toBe("London");
    expect(cityName("Ebina", "JP", "ja")).toBe("Ebina");
  });
});
