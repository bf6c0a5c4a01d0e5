import net from "node:net";

/**
 * IPv4 ranges that are not the public internet (IANA special-purpose registry): this host, private
 * networks, carrier NAT, loopback, link-local (cloud metadata at 169.254.169.254), protocol
 * assignments, documentation, benchmarking, multicast, reserved and broadcast.
 */
const NOT_PUBLIC_V4: readonly [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/**
 * IPv6 is public only inside global unicast (2000::/3), which leaves out loopback, unspecified,
 * IPv4-compatible, unique-local, link-local, site-local and multicast at once; inside it, the
 * protocol assignments (Teredo among them), documentation and 6to4, which can wrap a private IPv4.
 */
const GLOBAL_V6: readonly [string, number] = ["2000::", 3];
const NOT_PUBLIC_V6: readonly [string, number][] = [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const notPublicV4 = new net.BlockList();
for (const [address, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(address, prefix, "ipv4");
const globalV6 = new net.BlockList();
globalV6.addSubnet(GLOBAL_V6[0], GLOBAL_V6[1], "ipv6");
const notPublicV6 = new net.BlockList();
for (const [address, prefix] of NOT_PUBLIC_V6) notPublicV6.addSubnet(address, prefix, "ipv6");

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 becomes the last two). */
function groupsV6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => Number.parseInt(g, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d in any notation), or null. */
function mappedV4(address: string): string | null {
  const g = groupsV6(address);
  if (g.slice(0, 5).some((n) => n !== 0) || g[5] !== 0xffff) return null;
  const high = g[6] ?? 0;
  const low = g[7] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * True when an IP address (as a resolver or a URL gives it) is on the public internet. Anything
 * unreadable is not public: the downloader refuses what it cannot classify.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(bare);
  if (family === 4) return !notPublicV4.check(bare, "ipv4");
  if (family !== 6) return false;
  const v4 = mappedV4(bare);
  if (v4 !== null) return isPublicAddress(v4);
  return globalV6.check(bare, "ipv6") && !notPublicV6.check(bare, "ipv6");
}
