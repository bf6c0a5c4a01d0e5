/**
 * The user groups the product knows, each opening what its rule says: Audience_creator the paid
 * features (billing), Creators the creators tool, CampaignPlanner the campaign planner.
 */
export const USER_GROUPS = {
  audienceCreator: "Audience_creator",
  creators: "Creators",
  campaignPlanner: "CampaignPlanner",
} as const;

/** A user as the group rules see one: the signed-in address and the groups' names. */
export type GroupedUser = { email: string; groups: readonly string[] };

/**
 * The provider's own, as configured: the e-mail domains of its staff (PROVIDER_EMAIL_DOMAINS) and its
 * special ad account ids (SPECIAL_AD_ACCOUNT_IDS).
 */
export type ProviderAccess = { providerDomains: readonly string[]; specialAdAccounts: readonly string[] };

/**
 * Whether the provider limits its staff tools at all: an instance that names neither its domains
 * nor special ad accounts (a team running its own copy) opens them to every signed-in user.
 */
export function limitsStaffTools(provider: ProviderAccess): boolean {
  return provider.providerDomains.some((d) => d.trim() !== "") || provider.specialAdAccounts.length > 0;
}

/** Whether the address is at one of the provider's domains or a subdomain of one (a.example.com for example.com). */
export function isProviderAddress(email: string, providerDomains: readonly string[]): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return providerDomains.some((d) => {
    const own = d.toLowerCase();
    return own !== "" && (domain === own || domain.endsWith(`.${own}`));
  });
}

/** Whether one of the ad accounts is one of the provider's special ones. */
export function hasSpecialAdAccount(accountIds: readonly string[], specialAdAccounts: readonly string[]): boolean {
  return accountIds.some((id) => specialAdAccounts.includes(id));
}
