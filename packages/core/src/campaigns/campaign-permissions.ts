import { type AdAccountAccess, canSeeAdAccounts, canUseAdAccount } from "../ads/ads-permissions.ts";
import type { MembershipLevel } from "../teams/teams-contract.ts";

/** Seeing the team's campaigns and their results: any member. */
export function canSeeCampaigns(member: { level: MembershipLevel }): boolean {
  return canSeeAdAccounts(member);
}

/** Creating, changing and deleting a campaign: whoever may use its ad account (admins, and members granted it). */
export function canManageCampaign(access: AdAccountAccess): boolean {
  return canUseAdAccount(access);
}

/** Uploading to the team's media library and seeing it: any member (media belong to no ad account). */
export function canUseMediaLibrary(member: { level: MembershipLevel }): boolean {
  return canSeeAdAccounts(member);
}

/**
 * Deleting a library file: any member too, the level that makes creatives, which are not tied to
 * an ad account either; a file a creative uses is kept whoever asks.
 */
export function canDeleteMedia(member: { level: MembershipLevel }): boolean {
  return canSeeAdAccounts(member);
}

/** Seeing, making, changing and deleting the team's creatives: any member (they spend nothing until an ad shows them). */
export function canManageCreatives(member: { level: MembershipLevel }): boolean {
  return canSeeAdAccounts(member);
}
