import type { Subscription } from "./teams-contract.ts";

/** The latest subscription by start is current. */
export function currentSubscription(subscriptions: readonly Subscription[]): Subscription | undefined {
  return [...subscriptions].sort((a, b) => b.start.localeCompare(a.start))[0];
}

/** A plan is enterprise when its name contains 'enterprise'. */
export function isEnterprisePlan(subscription: Subscription | undefined): boolean {
  return Boolean(subscription?.plan.name.toLowerCase().includes("enterprise"));
}
