import type { Agency, AgencyCountry } from "@xa/core/teams/agencies";
import type { HostReading } from "@xa/core/teams/read-host";

/** What this page's host names, and the agency and country it brands the app with. */
export type HostBrand = { host: HostReading; agency: Agency | null; agencyCountry: AgencyCountry | null };

export const UNBRANDED: HostBrand = { host: { kind: "none", id: null }, agency: null, agencyCountry: null };

// Set once at start, before anything draws; the reader and the agency table stay out of the pages, which only read it.
let brand = UNBRANDED;

export function setHostBrand(next: HostBrand): void {
  brand = next;
}

/**
 * Reads this page's host into its brand. The reader loads beside the route table, and only for a host that may
 * have a sub-domain: localhost and a bare domain (example.com) have none.
 */
export async function readHostBrand(hostname: string): Promise<void> {
  if (hostname.split(".").length > (hostname.endsWith(".localhost") ? 1 : 2))
    setHostBrand((await import("./read-page-host.ts")).readThisHost());
}

/** This page's host brand: what its host names (agency, tenant, placeholder team, nothing) and its agency. */
export function hostBrand(): HostBrand {
  return brand;
}
