import { describe, expect, it } from "vitest";
import { currentSubscription, isEnterprisePlan } from "./subscriptions.ts";

const sub = (start: string, active: boolean, name = "Pro", granted = false) => ({
  start,
  active,
  granted,
  plan: { name, features: [] },
});

describe("subscriptions", () => {
  it("takes the latest by start as current", () => {
    const subs = [sub("2026-01-01T00:00:00Z", true, "Old"), sub("2026-06-01T00:00:00Z", false, "New")];
    expect(currentSubscription(subs)?.plan.name).toBe("New");
    expect(currentSubscription([])).toBeUndefined();
  });

  it("gives a bought plan back its place when a staff grant over it has ended", () => {
    const bought = sub("2026-01-01T00:00:00Z", true, "Team");
    const grant = (active: boolean) => sub("2026-03-01T00:00:00Z", active, "Enterprise", true);
    expect(currentSubscription([bought, grant(true)])?.plan.name).toBe("Enterprise");
    expect(currentSubscription([bought, grant(false)])?.plan.name).toBe("Team");
    // Nothing running beneath it: the ended grant stays current, as ended.
    expect(currentSubscription([sub("2026-01-01T00:00:00Z", false, "Team"), grant(false)])?.plan.name).toBe(
      "Enterprise",
    );
    // A plan ended by staff by hand (not a grant) still ends what was before it.
    expect(currentSubscription([bought, sub("2026-03-01T00:00:00Z", false, "None")])?.plan.name).toBe("None");
  });

  it.each([
    ["Enterprise yearly", true],
    ["ENTERPRISE", true],
    ["Pro", false],
  ])("a plan named %s is enterprise: %s", (name, enterprise) => {
    expect(isEnterprisePlan(sub("2026-01-01T00:00:00Z", true, name))).toBe(enterprise);
  });
});
