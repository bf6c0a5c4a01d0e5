import { describe, expect, it } from "vitest";
import { audienceRegions } from "../targeting/catalogues/audience-regions.ts";
import { countryByCode } from "../targeting/catalogues/countries.ts";
import { AGENCIES, AGENCY_COUNTRIES, AGENCY_IDS, agencyCountry } from "./agencies.ts";

describe("agencies", () => {
  it("name each agency in en and ja", () => {
    expect(Object.keys(AGENCIES).sort()).toEqual([...AGENCY_IDS].sort());
    for (const id of AGENCY_IDS) {
      expect(AGENCIES[id].name.en).not.toBe("");
      expect(AGENCIES[id].name.ja).not.toBe("");
    }
  });

  it("tie dentsu-nl to the Netherlands and the APAC agencies to Asia and Oceania", () => {
    expect(agencyCountry("dentsu-nl")).toEqual({ specId: 151, analysisCountry: "NL", audienceRegions: ["NL"] });
    for (const id of ["dentsu-apac", "ipg-apac"] as const)
      expect(agencyCountry(id)).toEqual({
        specId: 289,
        analysisCountry: null,
        audienceRegions: ["m49:142", "m49:009"],
      });
    for (const id of ["groupm", "test-agency", "omnicom", "havas", "wadi"] as const)
      expect(agencyCountry(id)).toBeNull();
  });

  it("name countries and regions our catalogues have", () => {
    const regions = new Map(audienceRegions("en").map((r) => [r.id, r]));
    for (const country of Object.values(AGENCY_COUNTRIES)) {
      if (country.analysisCountry) expect(countryByCode(country.analysisCountry)?.en).toBeTruthy();
      for (const id of country.audienceRegions) expect(regions.has(id), id).toBe(true);
    }
    expect(regions.get("NL")?.name).toBe("Netherlands");
    expect(AGENCY_COUNTRIES[289]?.audienceRegions.map((id) => regions.get(id)?.name)).toEqual(["Asia", "Oceania"]);
    expect(regions.get("m49:009")?.country_codes).toContain("AU");
    expect(regions.get("m49:142")?.country_codes).toEqual(expect.arrayContaining(["JP", "SG", "IN"]));
  });
});
