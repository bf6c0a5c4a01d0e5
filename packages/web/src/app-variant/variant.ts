/** The three variants of the web app. */
export const VARIANTS = ["team", "pro", "premium"] as const;
export type Variant = (typeof VARIANTS)[number];
export const DEFAULT_VARIANT: Variant = "team";

/** Host name → variant. A key without a dot also matches a host's first label ("pro" matches "pro.example.com"). */
export type VariantHosts = Record<string, Variant>;

export function isVariant(value: unknown): value is Variant {
  return typeof value === "string" && (VARIANTS as readonly string[]).includes(value);
}

/**
 * Parses a host map written as "host=variant" pairs separated by commas or spaces,
 * e.g. "pro.localhost=pro,premium.localhost=premium". Entries with an unknown variant are skipped.
 */
export function parseVariantHosts(text: string | undefined): VariantHosts {
  const hosts: VariantHosts = {};
  for (const entry of (text ?? "").split(/[\s,]+/)) {
    const [host, variant] = entry.split("=").map((part) => part.trim().toLowerCase());
    if (host && isVariant(variant)) hosts[host] = variant;
  }
  return hosts;
}

/** The variant a host name maps to, if any. */
export function variantForHost(hostname: string, hosts: VariantHosts): Variant | undefined {
  const host = hostname.toLowerCase();
  const exact = hosts[host];
  if (exact) return exact;
  const firstLabel = host.split(".")[0] ?? "";
  return host.includes(".") && !firstLabel.includes(":") ? hosts[firstLabel] : undefined;
}

/** The `?variant=` flag of a query string, when valid. */
export function variantFlag(search: string): Variant | undefined {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [key, value] = pair.split("=");
    if (key === "variant" && isVariant(value)) return value;
  }
  return undefined;
}

/**
 * Chooses the variant: the `?variant=` flag wins, then a flag remembered from earlier in the session,
 * then the host map, else the team dashboard.
 */
export function resolveVariant(input: {
  hostname: string;
  search: string;
  hosts: VariantHosts;
  remembered?: string | null;
}): Variant {
  const remembered = isVariant(input.remembered) ? input.remembered : undefined;
  return variantFlag(input.search) ?? remembered ?? variantForHost(input.hostname, input.hosts) ?? DEFAULT_VARIANT;
}
