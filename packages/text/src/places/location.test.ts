import { GAZETTEER_CITIES } from "@xa/core/social/gazetteer";
import { WORLD_CITIES_JA } from "@xa/core/social/world-cities-ja";
import { iso31662 } from "iso-3166";
import { describe, expect, it } from "vitest";
import { parseLocation } from "./location.ts";

describe("parseLocation", () => {
  it.each([
    ["NYC", "US", "New York City"],
    ["Tokyo, Japan", "JP", "Tokyo"],
    ["東京", "JP", "Tokyo"],
    ["東京都渋谷区", "JP", "Tokyo"],
    ["京都府", "JP", "Kyoto"],
    ["Austin, TX", "US", "Austin"],
    ["Manchester, UK", "GB", "Manchester"],
    ["Berlin, Germany 🇩🇪", "DE", "Berlin"],
    ["Living in Lagos, Nigeria", "NG", "Lagos"],
    ["São Paulo", "BR", "São Paulo"],
  ])("%s → %s / %s", (text, country, city) => {
    expect(parseLocation(text)).toMatchObject({ country, city });
  });

  it.each([
    ["UK", "GB"],
    ["California", "US"],
    ["🇯🇵", "JP"],
    ["日本", "JP"],
    ["Deutschland", "DE"],
  ])("%s is a country (%s) without a city", (text, country) => {
    expect(parseLocation(text)).toMatchObject({ country, city: null });
  });

  it("leaves jokes, pronouns and unknown places unknown", () => {
    for (const text of ["somewhere on earth", "he/him", "Tierra Firme", "", null, "in your heart"]) {
      expect(parseLocation(text)).toEqual({ country: null, city: null, confidence: 0 });
    }
  });

  it.each([
    ["ニューヨーク在住", "US", "New York City"],
    ["ﾛﾝﾄﾞﾝ", "GB", "London"],
    ["ソウル🇰🇷", "KR", "Seoul"],
    ["台北市", "TW", "Taipei"],
    ["上海在住の日本人", "CN", "Shanghai"],
    ["パリ / フランス", "FR", "Paris"],
    ["ニューデリー", "IN", "New Delhi"],
    ["ワシントンＤＣ", "US", "Washington, D.C."],
    ["香港", "HK", "Hong Kong"],
    ["東京とソウルの二拠点", "JP", "Tokyo"],
  ])("reads a city outside Japan written in Japanese: %s → %s / %s", (text, country, city) => {
    expect(parseLocation(text)).toMatchObject({ country, city });
  });

  it("does not read a city inside a longer katakana word", () => {
    for (const text of ["パリピの巣", "ソウルフード食べたい", "ポルトガル語勉強中", "ナポリタン"]) {
      expect(parseLocation(text).city).toBeNull();
    }
    expect(parseLocation("ポルトガル")).toMatchObject({ country: "PT", city: null });
  });

  it("names only cities of the gazetteer in Japanese", () => {
    const cities = new Set(GAZETTEER_CITIES.split("\n").map((line) => line.split("|").slice(0, 2).join("|")));
    const missing = WORLD_CITIES_JA.filter(([, name, country]) => !cities.has(`${name}|${country}`));
    expect(missing).toEqual([]);
  });

  it.each([
    ["Roma, Lazio", "IT", "Rome"],
    ["Milano", "IT", "Milan"],
    ["München", "DE", "Munich"],
    ["Frankfurt", "DE", "Frankfurt am Main"],
    ["Москва", "RU", "Moscow"],
    ["Nueva York, USA", "US", "New York City"],
    ["Tokio", "JP", "Tokyo"],
    ["서울", "KR", "Seoul"],
    ["กรุงเทพมหานคร, ประเทศไทย", "TH", "Bangkok"],
    ["Granada, España", "ES", "Granada"],
  ])("reads a city by its own or another language's name: %s → %s / %s", (text, country, city) => {
    expect(parseLocation(text)).toMatchObject({ country, city });
  });

  it.each([
    ["Brasil", "BR"],
    ["Österreich", "AT"],
    ["Россия", "RU"],
    ["ประเทศไทย", "TH"],
    ["대한민국", "KR"],
    ["Śląskie, Polska", "PL"],
  ])("reads a country in another language: %s → %s", (text, country) => {
    expect(parseLocation(text)).toMatchObject({ country, city: null });
  });

  it("reads no country from short names and English words of other languages", () => {
    // "Bi" is Belgium in Vietnamese, "my" the US, "Island" Iceland in German.
    for (const text of ["14 • They/Them • Bi", "Plague Island", "love my", "Chili"]) {
      expect(parseLocation(text).country).toBeNull();
    }
  });

  it("takes the first city written", () => {
    expect(parseLocation("Bolzano, Firenze")).toMatchObject({ country: "IT", city: "Bolzano" });
    expect(parseLocation("Madrid & Seoul")).toMatchObject({ country: "ES", city: "Madrid" });
    // LA after a city is Louisiana, not Los Angeles.
    expect(parseLocation("New Orleans, LA")).toMatchObject({ country: "US", city: "New Orleans" });
    // A first city too ambiguous to place gives way to the next.
    expect(parseLocation("Cambridge / NYC")).toMatchObject({ country: "US", city: "New York City" });
  });

  it("keeps the stated country when the city name belongs to another", () => {
    expect(parseLocation("London, Canada")).toMatchObject({ country: "CA", city: "London" });
  });

  it.each([
    ["Birmingham, AL", "US", "Birmingham"],
    ["Moscow, ID", "US", null],
    ["Rome, GA", "US", null],
    ["Honolulu, HI", "US", "Honolulu"],
    ["Portland, ME", "US", "Portland"],
    ["Tulsa, OK", "US", "Tulsa"],
    ["Baton Rouge, LA", "US", "Baton Rouge"],
    ["Indianapolis, IN", "US", "Indianapolis"],
    ["Eugene, OR", "US", "Eugene"],
    ["Boulder, CO", "US", "Boulder"],
    ["Wilmington, DE", "US", "Wilmington"],
    ["Chicago, IL", "US", "Chicago"],
    ["Chicago IL", "US", "Chicago"],
    ["San Juan, PR", "PR", "San Juan"],
    ["Toronto, ON", "CA", "Toronto"],
    ["Halifax, NS", "CA", "Halifax"],
    ["St. John's, NL", "CA", "St. John's"],
    ["Toronto, Ontario", "CA", "Toronto"],
    ["Sydney, NSW", "AU", "Sydney"],
    ["Adelaide, SA", "AU", "Adelaide"],
    ["Brisbane, Queensland", "AU", "Brisbane"],
    ["Perth, WA", "AU", "Perth"],
    ["Seattle, WA", "US", "Seattle"],
  ])("reads a US state, Canadian province or Australian state after a city: %s → %s / %s", (text, country, city) => {
    expect(parseLocation(text)).toMatchObject({ country, city });
  });

  it("reads every US, Canadian and Australian state's and territory's code and name after a comma", () => {
    const ownCountry: Record<string, string> = { PR: "PR", GU: "GU", AS: "AS", VI: "VI", MP: "MP", UM: "UM" };
    const states = iso31662.filter((s) => ["US", "CA", "AU"].includes(s.parent));
    const shared = ["WA", "NT"]; // Washington and Western Australia; two Northern Territories
    const wrong = states.flatMap(({ code, name, parent }) => {
      const short = code.slice(3);
      const expected = parent === "US" ? (ownCountry[short] ?? "US") : parent;
      return [short, name]
        .filter((text) => !shared.includes(text))
        .map((text) => [text, parseLocation(`Nowhereville, ${text}`).country, expected])
        .filter(([, got, want]) => got !== want);
    });
    expect(wrong).toEqual([]);
  });

  it("leaves a state code of two countries unknown after a city neither has", () => {
    expect(parseLocation("Smalltown, WA").country).toBeNull();
    expect(parseLocation("Yellowknife, NT").country).toBeNull();
  });

  it("keeps a country a state code also names when the city is there", () => {
    expect(parseLocation("Berlin, DE")).toMatchObject({ country: "DE", city: "Berlin" });
    expect(parseLocation("Amsterdam, NL")).toMatchObject({ country: "NL", city: "Amsterdam" });
    expect(parseLocation("Riyadh, SA")).toMatchObject({ country: "SA", city: "Riyadh" });
    expect(parseLocation("Lima, PE")).toMatchObject({ country: "PE", city: "Lima" });
    expect(parseLocation("Tbilisi, Georgia")).toMatchObject({ country: "GE", city: "Tbilisi" });
  });

  it("takes a country written later over an earlier name that is a state's too", () => {
    expect(parseLocation("Atlanta, Georgia, USA")).toMatchObject({ country: "US", city: "Atlanta" });
    expect(parseLocation("Georgia, USA")).toMatchObject({ country: "US" });
    expect(parseLocation("Georgia")).toMatchObject({ country: "GE" });
  });

  it("reads no foreign place from words and regions", () => {
    expect(parseLocation("Kansas City Metro")).toMatchObject({ country: "US", city: "Kansas City" });
    expect(parseLocation("New England")).toMatchObject({ country: "US", city: null });
    expect(parseLocation("South Jersey / Philadelphia")).toMatchObject({ country: "US", city: "Philadelphia" });
    expect(parseLocation("Coastal Carolina").country).toBe("US");
    for (const text of ["Metro", "Coastal", "somewhere nice", "nice"]) expect(parseLocation(text).country).toBeNull();
    expect(parseLocation("Nice, France")).toMatchObject({ country: "FR", city: "Nice" });
  });

  it("reads regions of other countries", () => {
    expect(parseLocation("Nerviano, Lombardia")).toMatchObject({ country: "IT" });
    expect(parseLocation("Yorkshire and The Humber")).toMatchObject({ country: "GB" });
    expect(parseLocation("Uttar Pradesh, India")).toMatchObject({ country: "IN" });
    expect(parseLocation("South West, England")).toMatchObject({ country: "GB" });
    expect(parseLocation("Charleston✈️CLT✈️LA")).toMatchObject({ country: "US" });
    expect(parseLocation("Nord-est").country).toBeNull();
  });

  it("lets the city decide when a territory's code follows a city elsewhere", () => {
    expect(parseLocation("Dabra, Distt Gwalior, M.P.")).toMatchObject({ country: "IN" });
    expect(parseLocation("Hagåtña, GU")).toMatchObject({ country: "GU" });
  });

  it("reads a city that is also an English word at the end of a name", () => {
    expect(parseLocation("University of Bath")).toMatchObject({ country: "GB" });
  });
});
