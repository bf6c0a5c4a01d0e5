import { describe, expect, it } from "vitest";
import { targetingPackage, targetingPackageWrapper } from "./targeting-package.ts";

describe("the targeting package's country codes", () => {
  it("reads lower-case codes as the codes they are, and refuses what is no code", () => {
    const location = { id: "tokyo", label: "Tokyo", type: "city", country_code: " jp " };
    expect(targetingPackage.parse({ locations: [location] }).locations[0]?.country_code).toBe("JP");
    expect(targetingPackageWrapper.parse({ targeting_package: {}, countries: ["us", "Gb"] }).countries).toEqual([
      "US",
      "GB",
    ]);
    const refused = targetingPackage.safeParse({ locations: [{ ...location, country_code: "japan" }] });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      "A country code must be two letters (ISO 3166-1 alpha-2)",
    ]);
  });
});
