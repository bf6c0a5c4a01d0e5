import { describe, expect, it } from "vitest";
import {
  emptyPackage,
  handleEntry,
  targetingPackage,
  targetingPackageWrapper,
  withHandles,
} from "./targeting-package.ts";

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

describe("withHandles", () => {
  const account = (handle: string | null, id = handle ?? "x") => ({ handle, id, name: null, followers: 10 });
  it("adds new handles once, keeps existing entries and leaves out handles the platform refuses", () => {
    const pkg = { ...emptyPackage(), handles: [handleEntry.parse({ handle: "Nike", deselected: true })] };
    const out = withHandles(pkg, [
      account("nike"),
      account("bob", "a04"),
      account("bob"),
      account(null, "a99"),
      account("no-dash"),
    ]);
    expect(out.added).toBe(1);
    expect(out.package.handles.map((h) => [h.handle, h.account_id, h.deselected])).toEqual([
      ["Nike", null, true],
      ["bob", "a04", false],
    ]);
    expect(out.skipped.map((a) => a.id)).toEqual(["a99", "no-dash"]);
  });
});
