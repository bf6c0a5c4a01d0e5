import type { MembershipLevel } from "../teams/teams-contract.ts";
import { canAdminTeam } from "../teams/teams-permissions.ts";

/** How the caller stands to a team's ad account: their level in its team, and whether it was granted to them. */
export type AdAccountAccess = { level: MembershipLevel; granted: boolean };

/** Seeing the team's ad accounts (their names and access state): any member. */
export function canSeeAdAccounts(member: { level: MembershipLevel }): boolean {
  return member.level === "admin" || member.level === "member";
}

/** Linking and unlinking ad accounts, granting and withdrawing access to them: team admins. */
export function canManageAdAccounts(member: { level: MembershipLevel }): boolean {
  return canAdminTeam(member);
}

/**
 * Using an ad account (validating it, checking its custom audiences, listing its line items,
 * applying a package, recording, editing or restoring a usage of it, reading what the sandbox
 * recorded): admins, and members it was granted to
 * (team access to an ad account is granted per member).
 */
export function canUseAdAccount(access: AdAccountAccess): boolean {
  return canManageAdAccounts(access) || access.granted;
}

/** Seeing a grant: admins see all of the team's, a member only their own. */
export function canSeeGrant(member: { level: MembershipLevel }, ownGrant: boolean): boolean {
  return canManageAdAccounts(member) || ownGrant;
}
