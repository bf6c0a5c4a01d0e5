import {
  type GroupedUser,
  isProviderAddress,
  limitsStaffTools,
  type ProviderAccess,
  USER_GROUPS,
} from "../auth/user-groups.ts";

/**
 * The creators tool (find creators, insights-influencer): the Creators group and the provider's
 * staff (an address at its domain), or anyone signed in where the provider limits no staff tools
 * (limitsStaffTools). It reads the public store, so no team is needed.
 */
export function canFindCreators(user: GroupedUser | null, provider: ProviderAccess): boolean {
  if (user === null) return false;
  if (!limitsStaffTools(provider)) return true;
  return user.groups.includes(USER_GROUPS.creators) || isProviderAddress(user.email, provider.providerDomains);
}
