import { AGENCIES, type Agency, type AgencyCountry, agencyCountry } from "@xa/core/teams/agencies";
import { type HostReading, readHost } from "@xa/core/teams/read-host";
import { variantHosts } from "../app-variant/current-variant.ts";
import { type VariantHosts, variantForHost } from "../app-variant/variant.ts";

let reading: HostReading | undefined;

/** What a page's host names; a host that picks a variant (`pro.localhost`) names the variant, not a tenant. */
export function readPageHost(location: { host: string; hostname: string }, hosts: VariantHosts): HostReading {
  return variantForHost(location.hostname, hosts) ? { kind: "none", id: null } : readHost(location.host);
}

/** What this page's host names (an agency, a tenant team, the placeholder team, or nothing), read once at start. */
export function currentHost(): HostReading {
  reading ??= readPageHost(window.location, variantHosts());
  return reading;
}

/** The agency whose sub-domain this is, or null. */
export function hostAgency(): Agency | null {
  const host = currentHost();
  return host.kind === "agency" ? AGENCIES[host.id] : null;
}

/** The country this host's agency is tied to, in our catalogues' terms, or null. */
export function hostAgencyCountry(): AgencyCountry | null {
  const host = currentHost();
  return host.kind === "agency" ? agencyCountry(host.id) : null;
}

/** The team slug this host is the sub-domain of, or null. */
export function hostTenant(): string | null {
  const host = currentHost();
  return host.kind === "tenant" ? host.id : null;
}
