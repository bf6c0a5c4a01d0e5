import { describe, expect, it } from "vitest";
import { parseVariantHosts } from "../app-variant/variant.ts";
import { currentHost, hostAgency, hostAgencyCountry, hostTenant, readPageHost } from "./current-host.ts";

const hosts = parseVariantHosts("pro.localhost=pro,premium.localhost=premium,insights=premium");
const page = (host: string) => readPageHost({ host, hostname: host.replace(/:\d+$/, "") }, hosts);

describe("the page's host", () => {
  // Tests run on http://localhost:3000, the local placeholder team's host.
  it("reads the address bar's host once, as the placeholder team on localhost", () => {
    expect(window.location.host).toBe("localhost:3000");
    expect(currentHost()).toEqual({ kind: "placeholder", id: "localhost" });
    expect(currentHost()).toBe(currentHost());
    expect(hostAgency()).toBeNull();
    expect(hostAgencyCountry()).toBeNull();
    expect(hostTenant()).toBeNull();
  });

  it("reads agencies and tenants, but not a host that picks a variant", () => {
    expect(page("groupm.localhost:8000")).toEqual({ kind: "agency", id: "groupm" });
    expect(page("acme.example.com")).toEqual({ kind: "tenant", id: "acme" });
    expect(page("pro.localhost:8000")).toEqual({ kind: "none", id: null });
    expect(page("insights.example.com")).toEqual({ kind: "none", id: null });
  });
});
