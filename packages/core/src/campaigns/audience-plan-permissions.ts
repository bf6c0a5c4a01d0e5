import type { AdAccountAccess } from "../ads/ads-permissions.ts";
import type { MembershipLevel } from "../teams/teams-contract.ts";
import { canManageCampaign, canSeeCampaigns } from "./campaign-permissions.ts";

/** Seeing, saving, changing and deleting the team's audience plans: any member, as plans spend nothing. */
export function canPlanCampaigns(member: { level: MembershipLevel }): boolean {
  return canSeeCampaigns(member);
}

/** Turning a plan into a draft campaign: whoever may create a campaign in the chosen ad account. */
export function canCampaignFromPlan(access: AdAccountAccess): boolean {
  return canPlanCampaigns(access) && canManageCampaign(access);
}
