import { describe, expect, it } from "vitest";
import { currentSubscription, hasActiveSubscription } from "./subscriptions.ts";

const sub = (start: string, active: boolean, name = "Pro") => ({ start, active, plan: { name } });

describe("subscriptions", () => {
  it("takes the latest by start as current", () => {
    const subs = [sub("2026-01-01T00:00:00Z", true, "Old"), sub("2026-06-01T00:00:00Z", false, "New")];
    expect(currentSubscription(subs)?.plan.name).toBe("New");
  });

  it.each([
    [[], false],
    [[sub("2026-01-01T00:00:00Z", true)], true],
    [[sub("2026-01-01T00:00:00Z", false)], false],
    // an active plan ended by a later inactive one
    [[sub("2026-01-01T00:00:00Z", true), sub("2026-02-01T00:00:00Z", false)], false],
    [[sub("2026-02-01T00:00:00Z", true), sub("2026-01-01T00:00:00Z", false)], true],
  ])("%j is active: %s", (subs, active) => {
    expect(hasActiveSubscription(subs)).toBe(active);
  });
});
