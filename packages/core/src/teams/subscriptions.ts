import type { Subscription } from "./teams-contract.ts";

/**
 * The latest subscription by start is current, with one exception: a staff grant that has ended
 * steps aside for the latest subscription still running beneath it (the bought plan it paused), so
 * the team is back on what it pays for without a change by anyone.
 */
export function pickCurrent<T extends { start: string; active: boolean }>(
  subscriptions: readonly T[],
  isGrant: (subscription: T) => boolean,
): T | undefined {
  const sorted = [...subscriptions].sort((a, b) => b.start.localeCompare(a.start));
  const latest = sorted[0];
  if (!latest || latest.active || !isGrant(latest)) return latest;
  return sorted.find((s) => s.active) ?? latest;
}

/** The team's current subscription (see pickCurrent). */
export function currentSubscription(subscriptions: readonly Subscription[]): Subscription | undefined {
  return pickCurrent(subscriptions, (s) => s.granted);
}

/** A plan is enterprise when its name contains 'enterprise'. */
export function isEnterprisePlan(subscription: Subscription | undefined): boolean {
  return Boolean(subscription?.plan.name.toLowerCase().includes("enterprise"));
}
