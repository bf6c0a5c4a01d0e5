import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./ip-ranges.ts";

describe("isPublicAddress", () => {
  it.each([
    ["93.184.216.34", true],
    ["151.101.0.1", true],
    ["2606:4700::6810:85e5", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["198.18.0.1", false],
    ["::1", false],
    ["[::1]", false],
    ["::", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["0:0:0:0:0:ffff:a9fe:a9fe", false],
    ["::ffff:10.0.0.1", false],
    ["fe80::1%eth0", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["2002:7f00:1::", false],
    ["2001:0:4136:e378::", false],
    ["64:ff9b::7f00:1", false],
    ["localhost", false],
    ["not an address", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
