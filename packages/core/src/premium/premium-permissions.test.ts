import { describe, expect, it } from "vitest";
import type { Subscription } from "../teams/teams-contract.ts";
import { canOpenPremiumSuite, ownsAccount } from "./premium-permissions.ts";

const sub = (features: Subscription["plan"]["features"], active = true): Subscription => ({
  start: "2026-01-01T00:00:00.000Z",
  active,
  granted: false,
  plan: { name: "Plan", features },
});

describe("canOpenPremiumSuite", () => {
  const plain = { groups: [] };
  it.each([
    ["no team", plain, [], false],
    ["a team without a plan", plain, [{ subscriptions: [] }], false],
    ["a plan without the suite", plain, [{ subscriptions: [sub(["pro_toolkit"])] }], false],
    ["an ended suite plan", plain, [{ subscriptions: [sub(["premium_suite"], false)] }], false],
    [
      "one team of two with the suite",
      plain,
      [{ subscriptions: [] }, { subscriptions: [sub(["premium_suite"])] }],
      true,
    ],
    ["the paid-features group, no team", { groups: ["Audience_creator"] }, [], true],
  ] as const)("%s → %s", (_, user, teams, open) => {
    expect(canOpenPremiumSuite(user, teams)).toBe(open);
  });
});

describe("ownsAccount", () => {
  it("finds only the caller's own accounts", () => {
    expect(ownsAccount([{ id: "1" }, { id: "2" }], "2")).toBe(true);
    expect(ownsAccount([{ id: "1" }], "3")).toBe(false);
  });
});
