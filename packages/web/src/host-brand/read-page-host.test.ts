import { afterEach, describe, expect, it } from "vitest";
import { parseVariantHosts } from "../app-variant/variant.ts";
import { hostBrand, readHostBrand, setHostBrand, UNBRANDED } from "./host-brand.ts";
import { brandOfHost, readPageHost, readThisHost } from "./read-page-host.ts";

const hosts = parseVariantHosts("pro.localhost=pro,premium.localhost=premium,insights=premium");
const page = (host: string) => readPageHost({ host, hostname: host.replace(/:\d+$/, "") }, hosts);

describe("the page's host", () => {
  it("reads agencies and tenants, but not a host that picks a variant", () => {
    expect(page("groupm.localhost:8000")).toEqual({ kind: "agency", id: "groupm" });
    expect(page("acme.example.com")).toEqual({ kind: "tenant", id: "acme" });
    expect(page("pro.localhost:8000")).toEqual({ kind: "none", id: null });
    expect(page("insights.example.com")).toEqual({ kind: "none", id: null });
  });

  it("brands an agency's host with its name and country, and no other", () => {
    const nl = brandOfHost(page("dentsu-nl.example.com"));
    expect(nl.agency?.name).toEqual({ en: "Dentsu Netherlands", ja: "電通 オランダ" });
    expect(nl.agencyCountry?.analysisCountry).toBe("NL");
    expect(brandOfHost(page("ipg-apac.example.com")).agencyCountry?.audienceRegions).toEqual(["m49:142", "m49:009"]);
    expect(brandOfHost(page("acme.example.com"))).toEqual({
      host: { kind: "tenant", id: "acme" },
      agency: null,
      agencyCountry: null,
    });
  });

  // Tests run on http://localhost:3000, the local placeholder team's host.
  it("reads the address bar's host at start, as the placeholder team on localhost", () => {
    expect(hostBrand()).toBe(UNBRANDED);
    expect(readThisHost()).toEqual({
      host: { kind: "placeholder", id: "localhost" },
      agency: null,
      agencyCountry: null,
    });
  });
});

describe("reading the host at start", () => {
  afterEach(() => setHostBrand(UNBRANDED));

  it("loads the reader only for a host that may have a sub-domain", async () => {
    for (const bare of ["localhost", "example.com", "[::1]"]) {
      await readHostBrand(bare);
      expect(hostBrand(), bare).toBe(UNBRANDED);
    }
    // The reader reads the address bar (here localhost:3000, the placeholder team's host).
    await readHostBrand("groupm.localhost");
    expect(hostBrand().host).toEqual({ kind: "placeholder", id: "localhost" });
  });
});
