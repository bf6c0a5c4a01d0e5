import { describe, expect, it } from "vitest";
import { INTERESTS } from "../../social/interests.ts";
import { catalogueInterestsFor, INTEREST_CATALOGUE, interestLabel } from "./interests.ts";
import { searchCatalogue } from "./search-catalogue.ts";

describe("interests catalogue", () => {
  it("shows '/' as ' — '", () => {
    expect(interestLabel("Automotive/Hybrid and electric vehicles")).toBe("Automotive — Hybrid and electric vehicles");
    expect(interestLabel("Travel")).toBe("Travel");
    const green = INTEREST_CATALOGUE.find((e) => e.id === "iab:22");
    expect(green?.en).toBe("Automotive — Auto Type — Green Vehicles");
  });

  it("has unique ids", () => {
    const ids = INTEREST_CATALOGUE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(630);
  });

  it("maps every store interest to entries of the catalogue", () => {
    const ids = new Set(INTEREST_CATALOGUE.map((e) => e.id));
    for (const interest of INTERESTS) {
      const mapped = catalogueInterestsFor(interest.id);
      expect(mapped.length, interest.id).toBeGreaterThan(0);
      for (const id of mapped) expect(ids.has(id), `${interest.id} → ${id}`).toBe(true);
    }
    expect(catalogueInterestsFor("no-such-interest")).toEqual([]);
  });

  it("finds entries by the store interests' Japanese names", () => {
    const found = searchCatalogue(INTEREST_CATALOGUE, "コーヒー", "ja");
    expect(found.map((e) => e.en)).toContain("Food & Drink — Non-Alcoholic Beverages");
  });
});
