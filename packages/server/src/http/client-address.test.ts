import { describe, expect, it } from "vitest";
import { isLoopback, limitedNetwork } from "./client-address.ts";

describe("client addresses", () => {
  it("knows loopback addresses, and nothing else", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "::FFFF:127.1.2.3"]) {
      expect(isLoopback(ip), ip).toBe(true);
    }
    for (const ip of [
      "203.0.113.5",
      "10.0.0.1",
      "::ffff:10.0.0.1",
      "::2",
      "::10",
      "1::",
      "::",
      "fe80::1",
      "128.0.0.1",
      "",
      undefined,
    ]) {
      expect(isLoopback(ip), String(ip)).toBe(false);
    }
  });

  it("counts IPv4 addresses one by one and IPv6 addresses by /64", () => {
    expect(limitedNetwork("203.0.113.5")).toBe("203.0.113.5");
    expect(limitedNetwork("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(limitedNetwork("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(limitedNetwork("2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(limitedNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedNetwork("::1")).toBe("0:0:0:0::/64");
  });
});
