import { describe, expect, it } from "vitest";
import { parseVariantHosts, resolveVariant, variantFlag, variantForHost } from "./variant.ts";

const hosts = parseVariantHosts("pro.localhost=pro, premium.localhost=premium,insights=premium,bad=nope");

describe("variant resolution", () => {
  it("parses the host map and skips unknown variants", () => {
    expect(hosts).toEqual({ "pro.localhost": "pro", "premium.localhost": "premium", insights: "premium" });
    expect(parseVariantHosts(undefined)).toEqual({});
    expect(parseVariantHosts("")).toEqual({});
  });
  it("maps host names, exactly or by first label", () => {
    expect(variantForHost("PRO.localhost", hosts)).toBe("pro");
    expect(variantForHost("insights.example.com", hosts)).toBe("premium");
    expect(variantForHost("localhost", hosts)).toBeUndefined();
  });
  it("defaults to the team dashboard", () => {
    expect(resolveVariant({ hostname: "localhost", search: "", hosts })).toBe("team");
    expect(resolveVariant({ hostname: "app.example.com", search: "?x=1", hosts })).toBe("team");
  });
  it("uses the host map", () => {
    expect(resolveVariant({ hostname: "premium.localhost", search: "", hosts })).toBe("premium");
  });
  it("lets the ?variant= flag win over host and remembered flag", () => {
    expect(resolveVariant({ hostname: "premium.localhost", search: "?variant=pro", hosts, remembered: "team" })).toBe(
      "pro",
    );
    expect(resolveVariant({ hostname: "pro.localhost", search: "?variant=team", hosts })).toBe("team");
  });
  it("uses a remembered flag when the URL has none", () => {
    expect(resolveVariant({ hostname: "localhost", search: "", hosts, remembered: "premium" })).toBe("premium");
    expect(resolveVariant({ hostname: "localhost", search: "", hosts, remembered: "junk" })).toBe("team");
  });
  it("ignores invalid flags", () => {
    expect(variantFlag("?variant=gold")).toBeUndefined();
    expect(variantFlag("?a=1&variant=premium")).toBe("premium");
    expect(resolveVariant({ hostname: "pro.localhost", search: "?variant=gold", hosts })).toBe("pro");
  });
});
