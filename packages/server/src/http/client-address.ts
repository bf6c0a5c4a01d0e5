import { isIP } from "node:net";

/** The address without a zone (%eth0); an IPv4 address written as IPv6 (::ffff:1.2.3.4) is the IPv4 address. */
function plain(address: string): string {
  const ip = address.replace(/%.*$/, "");
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** The eight 16-bit groups of an IPv6 address (one without an IPv4 tail). */
function groups6(ip: string): number[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return all.map((g) => Number.parseInt(g, 16));
}

/** True for the machine itself: 127.0.0.0/8, ::1 and ::ffff:127.x. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = plain(address);
  if (isIP(ip) === 4) return ip.startsWith("127.");
  if (isIP(ip) !== 6 || ip.includes(".")) return false;
  return groups6(ip).every((g, i) => g === (i === 7 ? 1 : 0));
}

/**
 * What a per-IP limit counts: an IPv4 address, or an IPv6 address's /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
 */
export function limitedNetwork(address: string): string {
  const ip = plain(address);
  if (isIP(ip) !== 6 || ip.includes(".")) return ip;
  const prefix = groups6(ip)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}
