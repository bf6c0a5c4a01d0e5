import { type AgencyId, isAgencyId } from "./agencies.ts";

/** Host prefixes that stand for a local placeholder team rather than a tenant. */
export const PLACEHOLDER_PREFIXES = ["dashboard", "local", "staging", "localhost"] as const;

/**
 * What a host names: an agency (a recognised id), a tenant (a team's slug), the local placeholder
 * team, or nothing (a bare domain, `www`, an IP address, a host that is not a host name).
 */
export type HostReading =
  | { kind: "agency"; id: AgencyId }
  | { kind: "tenant"; id: string }
  | { kind: "placeholder"; id: string }
  | { kind: "none"; id: null };

const NONE: HostReading = { kind: "none", id: null };
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// Second-level names under a country code that are a public suffix themselves (example.co.jp, example.com.au),
// so the domain there has three labels, not two.
const SECOND_LEVEL = new Set(["ac", "co", "com", "edu", "go", "gov", "ne", "net", "or", "org"]);

/** The host name of a Host header value: without its port, lower case, without a final dot; null for IP literals. */
function hostName(host: string): string | null {
  const value = host.trim().toLowerCase();
  if (value.startsWith("[")) return null;
  const name = value.replace(/:\d*$/, "").replace(/\.$/, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(":")) return null;
  return name;
}

/** How many labels at the end of a host name are the site's own domain (`example.com`, `example.co.jp`, `localhost`). */
function domainLabels(labels: readonly string[]): number {
  const last = labels[labels.length - 1];
  const secondLast = labels[labels.length - 2] ?? "";
  if (last === "localhost") return 1;
  return last?.length === 2 && SECOND_LEVEL.has(secondLast) ? 3 : 2;
}

/**
 * Reads a Host header value (`groupm.example.com`, `acme.localhost:8000`, `[::1]:8000`): its
 * sub-domain prefix, the first label before the site's own domain once a leading `www` is set
 * aside, is an agency id when recognised, the placeholder team for dashboard, local, staging and
 * localhost, else a tenant's team slug. Unknown prefixes are tenants, never an error.
 */
export function readHost(host: string): HostReading {
  const name = hostName(host);
  if (!name) return NONE;
  const labels = name.split(".");
  if (!labels.every((label) => LABEL.test(label))) return NONE;
  const rest = labels[0] === "www" && labels.length > 1 ? labels.slice(1) : labels;
  if (rest.length === 1) return rest[0] === "localhost" ? { kind: "placeholder", id: "localhost" } : NONE;
  const prefix = rest.length > domainLabels(rest) ? rest[0] : undefined;
  if (!prefix) return NONE;
  if (isAgencyId(prefix)) return { kind: "agency", id: prefix };
  if ((PLACEHOLDER_PREFIXES as readonly string[]).includes(prefix)) return { kind: "placeholder", id: prefix };
  return { kind: "tenant", id: prefix };
}
