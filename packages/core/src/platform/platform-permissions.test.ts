import { describe, expect, it } from "vitest";
import { canReadMetrics, canResetE2e } from "./platform-permissions.ts";

describe("who reads metrics", () => {
  const config = { staffEmails: ["staff@example.com"] };
  it.each<[string, { email: string } | null, boolean, boolean]>([
    ["nobody, no token", null, false, false],
    ["nobody, the token", null, true, true],
    ["a user, no token", { email: "ann@example.com" }, false, false],
    ["staff, no token", { email: "STAFF@example.com" }, false, true],
  ])("%s", (_who, caller, bearer, reads) => {
    expect(canReadMetrics(config, caller, bearer)).toBe(reads);
  });
});

describe("when the e2e reset works", () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [true, true, false],
    [false, true, false],
  ])("switched on %s, production %s: %s", (e2eReset, production, allowed) => {
    expect(canResetE2e({ e2eReset, production })).toBe(allowed);
  });
});
