import { describe, expect, it } from "vitest";
import { placeCountries, unknownPlaces } from "./place-countries.ts";

describe("the places of an autopilot request", () => {
  // The creator's region picker sends ids; links and older clients send names, in either language.
  it("reads audience regions by id as by name, in en and ja", () => {
    expect(placeCountries([], ["NL"])).toEqual(["NL"]);
    expect(placeCountries([], ["Netherlands"])).toEqual(["NL"]);
    expect(placeCountries([], ["オランダ"])).toEqual(["NL"]);
    const apac = placeCountries([], ["m49:142", "m49:009"]);
    expect(apac).toEqual(placeCountries([], ["Asia", "Oceania"]));
    expect(apac).toEqual(expect.arrayContaining(["JP", "SG", "IN", "AU", "NZ"]));
    expect(apac).not.toContain("KP");
    expect(unknownPlaces([], ["m49:142", "NL", "m49:999", "Atlantis"])).toEqual(["m49:999", "Atlantis"]);
  });

  it("narrows a US state or GB region to its country", () => {
    expect(placeCountries(["US-CA", "GB-SCT"], [])).toEqual(["GB", "US"]);
  });
});
