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

  it("keeps the stated country when the city name belongs to another", () => {
    expect(parseLocation("London, Canada")).toMatchObject({ country: "CA", city: "London" });
  });
});
