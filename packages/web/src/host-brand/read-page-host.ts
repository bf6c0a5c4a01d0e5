import { AGENCIES, agencyCountry } from "@xa/core/teams/agencies";
import { type HostReading, readHost } from "@xa/core/teams/read-host";
import { variantHosts } from "../app-variant/current-variant.ts";
import { type VariantHosts, variantForHost } from "../app-variant/variant.ts";
import type { HostBrand } from "./host-brand.ts";

/** What a page's host names; a host that picks a variant (`pro.localhost`) names the variant, not a tenant. */
export function readPageHost(location: { host: string; hostname: string }, hosts: VariantHosts): HostReading {
  return variantForHost(location.hostname, hosts) ? { kind: "none", id: null } : readHost(location.host);
}

/** The brand a host reading gives: its agency and the agency's country, when it is an agency's. */
export function brandOfHost(host: HostReading): HostBrand {
  if (host.kind !== "agency") return { host, agency: null, agencyCountry: null };
  return { host, agency: AGENCIES[host.id], agencyCountry: agencyCountry(host.id) };
}

/** This page's host brand, read from the address bar. */
export function readThisHost(): HostBrand {
  return brandOfHost(readPageHost(window.location, variantHosts()));
}
