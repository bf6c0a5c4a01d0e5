import { describe, expect, it } from "vitest";
import { AGENCY_IDS } from "./agencies.ts";
import { type HostReading, readHost } from "./read-host.ts";

const agency = (id: string): HostReading => ({ kind: "agency", id }) as HostReading;
const tenant = (id: string): HostReading => ({ kind: "tenant", id });
const placeholder = (id: string): HostReading => ({ kind: "placeholder", id });
const none: HostReading = { kind: "none", id: null };

describe("reading a host", () => {
  it.each<[string, HostReading]>([
    // agencies, with and without a port, in any case, under www
    ["groupm.example.com", agency("groupm")],
    ["groupm.localhost:8000", agency("groupm")],
    ["Dentsu-NL.Example.com", agency("dentsu-nl")],
    ["www.ipg-apac.example.com", agency("ipg-apac")],
    ["test-agency.app.example.co.jp", agency("test-agency")],
    ["wadi.example.com.", agency("wadi")],
    // tenants: any other prefix, never an error
    ["acme.example.com", tenant("acme")],
    ["acme.localhost:8000", tenant("acme")],
    ["acme-2.example.co.uk:443", tenant("acme-2")],
    ["groupmx.example.com", tenant("groupmx")],
    ["xn--r8jz45g.example.jp", tenant("xn--r8jz45g")],
    // the local placeholder team
    ["localhost", placeholder("localhost")],
    ["localhost:8000", placeholder("localhost")],
    ["www.localhost", placeholder("localhost")],
    ["dashboard.example.com", placeholder("dashboard")],
    ["local.example.com:3000", placeholder("local")],
    ["staging.example.com", placeholder("staging")],
    ["localhost.example.com", placeholder("localhost")],
    ["dashboard.localhost:5173", placeholder("dashboard")],
    // nothing: bare domains, www, IP literals, what is not a host name
    ["example.com", none],
    ["example.com:8080", none],
    ["example.co.jp", none],
    ["www.example.com", none],
    ["www.example.co.uk:443", none],
    ["www", none],
    ["127.0.0.1", none],
    ["127.0.0.1:8000", none],
    ["[::1]", none],
    ["[::1]:8000", none],
    ["[2001:db8::1]:443", none],
    ["::1", none],
    ["", none],
    ["  ", none],
    ["under_score.example.com", none],
    ["-acme.example.com", none],
    ["acme..example.com", none],
    ["acme example.com", none],
    [`${"a".repeat(64)}.example.com`, none],
  ])("%j reads as %j", (host, reading) => {
    expect(readHost(host)).toEqual(reading);
  });

  it("recognises every agency of the table by its id", () => {
    for (const id of AGENCY_IDS) expect(readHost(`${id}.example.com`)).toEqual(agency(id));
  });
});
