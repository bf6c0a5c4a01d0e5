import type { AdAccountAccess } from "../ads/ads-permissions.ts";
import {
  type GroupedUser,
  hasSpecialAdAccount,
  isProviderAddress,
  limitsStaffTools,
  type ProviderAccess,
  USER_GROUPS,
} from "../auth/user-groups.ts";
import type { MembershipLevel } from "../teams/teams-contract.ts";
import { canManageCampaign, canSeeCampaigns } from "./campaign-permissions.ts";

/**
 * Opening the campaign planner: the CampaignPlanner group, the provider's staff (an address at its
 * domain), and the members of a team that linked one of the provider's special ad accounts; anyone
 * signed in where the provider limits no staff tools (limitsStaffTools).
 */
export function canOpenCampaignPlanner(
  user: GroupedUser | null,
  provider: ProviderAccess,
  teamAdAccounts: readonly string[],
): boolean {
  if (user === null) return false;
  if (!limitsStaffTools(provider)) return true;
  return (
    user.groups.includes(USER_GROUPS.campaignPlanner) ||
    isProviderAddress(user.email, provider.providerDomains) ||
    hasSpecialAdAccount(teamAdAccounts, provider.specialAdAccounts)
  );
}

/** Seeing, saving, changing and deleting the team's audience plans (once the planner is open): any member, as plans spend nothing. */
export function canPlanCampaigns(member: { level: MembershipLevel }): boolean {
  return canSeeCampaigns(member);
}

/** Turning a plan into a draft campaign: whoever may create a campaign in the chosen ad account. */
export function canCampaignFromPlan(access: AdAccountAccess): boolean {
  return canPlanCampaigns(access) && canManageCampaign(access);
}
