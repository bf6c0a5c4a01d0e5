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

/**
 * The team's creative assets, its media library and its creatives: any member may see, add,
 * change and delete them, as they belong to no ad account and spend nothing until an ad shows
 * them (a library file a creative uses is kept whoever asks).
 */
export function canManageCreativeAssets(member: { level: MembershipLevel }): boolean {
  return canSeeAdAccounts(member);
}
