import { describe, expect, it } from "vitest";
import type { Subscription } from "../teams/teams-contract.ts";
import { canManageBilling, canManagePlans, canSeeBilling, canUseFeature } from "./billing-permissions.ts";
import type { PlanFeature } from "./plans.ts";

const sub = (
  start: string,
  active: boolean,
  features: PlanFeature[] = ["audience_upload"],
  granted = false,
): Subscription => ({
  start,
  active,
  granted,
  plan: { name: "Pro", features },
});

describe("who may use a paid feature", () => {
  it.each<[string, string[], Subscription[], PlanFeature, boolean]>([
    ["an active plan that enables it", [], [sub("2026-01-01", true)], "audience_upload", true],
    ["an active plan that does not enable it", [], [sub("2026-01-01", true)], "premium_suite", false],
    ["a plan that is no longer active", [], [sub("2026-01-01", false)], "audience_upload", false],
    [
      "an active plan ended by a later one",
      [],
      [sub("2026-01-01", true), sub("2026-02-01", false)],
      "audience_upload",
      false,
    ],
    [
      "the latest by start, listed last",
      [],
      [sub("2026-02-01", true), sub("2026-01-01", false)],
      "audience_upload",
      true,
    ],
    [
      "a bought plan beneath a staff grant that has ended",
      [],
      [sub("2026-01-01", true), sub("2026-02-01", false, ["premium_suite"], true)],
      "audience_upload",
      true,
    ],
    [
      "a staff grant running over a bought plan",
      [],
      [sub("2026-01-01", true), sub("2026-02-01", true, ["premium_suite"], true)],
      "audience_upload",
      false,
    ],
    ["a team that never subscribed", [], [], "audience_upload", false],
    ["an Audience_creator without a plan", ["Audience_creator"], [], "premium_suite", true],
    ["another group without a plan", ["Creators"], [], "audience_upload", false],
  ])("%s", (_case, groups, subscriptions, feature, allowed) => {
    expect(canUseFeature({ groups }, { subscriptions }, feature)).toBe(allowed);
  });
});

describe("who may see and manage billing", () => {
  it.each([
    ["admin", true, true],
    ["member", true, false],
  ] as const)("a %s sees: %s, manages: %s", (level, sees, manages) => {
    expect(canSeeBilling({ level })).toBe(sees);
    expect(canManageBilling({ level })).toBe(manages);
  });

  it.each([
    [true, true],
    [false, false],
  ])("staff %s manage plans: %s", (staff, allowed) => {
    expect(canManagePlans({ staff })).toBe(allowed);
  });
});
