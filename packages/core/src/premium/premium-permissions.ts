import { canUseFeature } from "../billing/billing-permissions.ts";
import type { Subscription } from "../teams/teams-contract.ts";

/**
 * The premium suite is for one's own account, bought by a team: it opens when any team of the user has
 * a current plan that enables it (or the user is in the paid-features group).
 */
export function canOpenPremiumSuite(
  user: { groups: readonly string[] },
  teams: readonly { subscriptions: readonly Subscription[] }[],
): boolean {
  if (teams.length === 0) return canUseFeature(user, { subscriptions: [] }, "premium_suite");
  return teams.some((team) => canUseFeature(user, team, "premium_suite"));
}

/** A premium call reads only the caller's own connected accounts; another's id is not found. */
export function ownsAccount(connected: readonly { id: string }[], accountId: string): boolean {
  return connected.some((a) => a.id === accountId);
}
