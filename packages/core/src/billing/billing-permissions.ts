import { USER_GROUPS } from "../auth/user-groups.ts";
import { currentSubscription } from "../teams/subscriptions.ts";
import type { Subscription } from "../teams/teams-contract.ts";
import type { PlanFeature } from "./plans.ts";

/** A member of a team as the billing rules see it. */
type Member = { level: "admin" | "member" };

/** The group whose members may use paid features without a subscription of their team. */
export const PAID_FEATURES_GROUP = USER_GROUPS.audienceCreator;

/** Any member sees the team's plan, subscriptions and invoices. */
export function canSeeBilling(member: Member): boolean {
  return member.level === "admin" || member.level === "member";
}

/** Buying, changing and cancelling a plan, and the provider's portal: team admins only. */
export function canManageBilling(member: Member): boolean {
  return member.level === "admin";
}

/** The plan catalogue and grants by hand: staff only. */
export function canManagePlans(caller: { staff: boolean }): boolean {
  return caller.staff;
}

/**
 * The one rule for paid features: the team's current subscription (latest by start) is active and its
 * plan enables the feature, or the user is in the Audience_creator group.
 */
export function canUseFeature(
  user: { groups: readonly string[] },
  team: { subscriptions: readonly Subscription[] },
  feature: PlanFeature,
): boolean {
  if (user.groups.includes(PAID_FEATURES_GROUP)) return true;
  const current = currentSubscription(team.subscriptions);
  return current?.active === true && current.plan.features.includes(feature);
}
