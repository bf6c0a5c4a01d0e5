import { describe, expect, it } from "vitest";
import { PLACE_ALIASES } from "../social/location-aliases.ts";
import { COUNTRY_CODES, countryField, countryMatches, countryTexts, resolveCountry } from "./country-codes.ts";
import { countryName } from "./display-names.ts";

describe("resolveCountry", () => {
  it.each([
    ["UK", "GB"],
    ["uk", "GB"],
    ["U.K.", "GB"],
    ["the UK", "GB"],
    ["ＵＫ", "GB"],
    ["United Kingdom", "GB"],
    ["Great Britain", "GB"],
    ["Britain", "GB"],
    ["England", "GB"],
    ["Scotland", "GB"],
    ["イギリス", "GB"],
    ["英国", "GB"],
    ["GB", "GB"],
    ["gb", "GB"],
    ["GBR", "GB"],
    ["US", "US"],
    ["us", "US"],
    ["U.S.", "US"],
    ["USA", "US"],
    ["U.S.A.", "US"],
    ["usa", "US"],
    ["America", "US"],
    ["AMERICA", "US"],
    ["United States", "US"],
    ["the United States", "US"],
    ["United States of America", "US"],
    ["アメリカ", "US"],
    ["アメリカ合衆国", "US"],
    ["米国", "US"],
    ["UAE", "AE"],
    ["U.A.E.", "AE"],
    ["the UAE", "AE"],
    ["United Arab Emirates", "AE"],
    ["アラブ首長国連邦", "AE"],
    ["AE", "AE"],
    ["日本", "JP"],
    ["Japan", "JP"],
    ["japan", "JP"],
    ["JAPAN", "JP"],
    ["JP", "JP"],
    ["jp", "JP"],
    ["JPN", "JP"],
    ["Nippon", "JP"],
    ["にっぽん", "JP"],
    ["South Korea", "KR"],
    ["Korea", "KR"],
    ["韓国", "KR"],
    ["中国", "CN"],
    ["China", "CN"],
    ["Taiwan", "TW"],
    ["台湾", "TW"],
    ["Netherlands", "NL"],
    ["The Netherlands", "NL"],
    ["Holland", "NL"],
    ["Côte d'Ivoire", "CI"],
    ["Cote d'Ivoire", "CI"],
    ["Ivory Coast", "CI"],
    ["Gambia", "GM"],
    ["Germany", "DE"],
    ["ドイツ", "DE"],
    ["Deutschland", "DE"],
    ["Russia", "RU"],
    ["Türkiye", "TR"],
    ["Turkey", "TR"],
    ["Vietnam", "VN"],
    ["  india  ", "IN"],
  ])("%s → %s", (text, code) => {
    expect(resolveCountry(text)).toBe(code);
  });

  it.each(["Global", "", "Qwertyland", "Tokyo", "EU", "coffee", "ZZ"])("%s is no country", (text) => {
    expect(resolveCountry(text)).toBeNull();
  });

  it("reads every ISO code, and every country's English and Japanese names, as that country", () => {
    for (const code of COUNTRY_CODES) {
      expect(resolveCountry(code)).toBe(code);
      expect(resolveCountry(code.toLowerCase())).toBe(code);
      expect(resolveCountry(countryName(code, "en"))).toBe(code);
      expect(resolveCountry(countryName(code, "ja"))).toBe(code);
    }
  });

  it("reads every whole-country alias of the location table as its country", () => {
    const aliases = Object.entries(PLACE_ALIASES).filter(([, [city]]) => city === null);
    expect(aliases.length).toBeGreaterThan(10);
    for (const [text, [, code]] of aliases) {
      expect(resolveCountry(text)).toBe(code);
      expect(resolveCountry(text.toUpperCase())).toBe(code);
    }
  });

  it("answers only ISO codes for every text it knows", () => {
    for (const [text, code] of countryTexts()) {
      expect(COUNTRY_CODES.has(code), text).toBe(true);
      expect(resolveCountry(text)).toBe(code);
    }
  });
});

describe("countryField", () => {
  it("gives the ISO code of a name, code or alias", () => {
    expect(countryField.parse(" uk ")).toBe("GB");
    expect(countryField.parse("日本")).toBe("JP");
    expect(countryField.parse("UAE")).toBe("AE");
  });

  it("refuses what is no country, naming it", () => {
    const result = countryField.safeParse("Atlantis");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Unknown country: Atlantis");
  });
});

describe("countryMatches", () => {
  it.each([
    // codes, alpha-2 and -3, any case
    ["GB", "GB"],
    ["gbr", "GB"],
    ["us", "US"],
    // aliases
    ["UK", "GB"],
    ["U.K.", "GB"],
    ["England", "GB"],
    ["USA", "US"],
    ["America", "US"],
    ["UAE", "AE"],
    ["the UAE", "AE"],
    ["ＵＫ", "GB"],
    // names in English and Japanese, whole or begun
    ["United Kingdom", "GB"],
    ["united king", "GB"],
    ["Emirates", "AE"],
    ["イギリス", "GB"],
    ["アメリカ", "US"],
    ["日本", "JP"],
  ])("offers %s as %s", (typed, code) => {
    expect(countryMatches(typed, code)).toBe(true);
  });

  it("offers no other country for an alias, and every one for nothing typed", () => {
    expect(countryMatches("UK", "FR")).toBe(false);
    expect(countryMatches("UAE", "US")).toBe(false);
    expect(countryMatches("America", "JP")).toBe(false);
    expect(countryMatches("Qwertyland", "GB")).toBe(false);
    expect(countryMatches("  ", "GB")).toBe(true);
  });

  it("offers for every alias of the alias table the country it resolves to", () => {
    for (const [text, code] of countryTexts()) expect(countryMatches(text, code), text).toBe(true);
  });
});
