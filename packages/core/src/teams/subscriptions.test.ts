import { describe, expect, it } from "vitest";
import { currentSubscription, isEnterprisePlan } from "./subscriptions.ts";

const sub = (start: string, active: boolean, name = "Pro") => ({ start, active, plan: { name, features: [] } });

describe("subscriptions", () => {
  it("takes the latest by start as current", () => {
    const subs = [sub("2026-01-01T00:00:00Z", true, "Old"), sub("2026-06-01T00:00:00Z", false, "New")];
    expect(currentSubscription(subs)?.plan.name).toBe("New");
    expect(currentSubscription([])).toBeUndefined();
  });

  it.each([
    ["Enterprise yearly", true],
    ["ENTERPRISE", true],
    ["Pro", false],
  ])("a plan named %s is enterprise: %s", (name, enterprise) => {
    expect(isEnterprisePlan(sub("2026-01-01T00:00:00Z", true, name))).toBe(enterprise);
  });
});
