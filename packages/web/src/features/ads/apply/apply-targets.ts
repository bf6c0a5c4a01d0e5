import type { MembershipLevel } from "@xa/core";
import type { AdAccount, GrantedAdAccount } from "@xa/core/ads/ads-contract";
import { canUseAdAccount } from "@xa/core/ads/ads-permissions";
import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";

/** An ad account a package can go to: a linked one of the team, or the one open in the ad platform's tab. */
export type ApplyTarget = {
  key: string;
  accountId: string;
  name: string;
  /** the team's linked account, needed to apply through the API; null for an announced account not linked */
  linked: AdAccount | null;
  /** the extension says the ad platform's tab shows this account */
  announced: boolean;
};

/**
 * The accounts the user may apply to, by the ads rule (admins use every account, a member the ones granted to
 * them), among the team's targeting accounts; plus the account the extension announces, which can be filled through
 * the extension even when the team has not linked it.
 */
export function applyTargets(
  accounts: readonly AdAccount[],
  grants: readonly GrantedAdAccount[],
  level: MembershipLevel | null,
  announced: AnnouncedAdAccount | null,
): ApplyTarget[] {
  const granted = new Set(grants.map((g) => `${g.account.network}:${g.account.account_id}`));
  const usable = accounts.filter(
    (a) =>
      a.purpose === "targeting" &&
      level !== null &&
      canUseAdAccount({ level, granted: granted.has(`${a.network}:${a.account_id}`) }),
  );
  const targets: ApplyTarget[] = usable.map((a) => ({
    key: `linked-${a.id}`,
    accountId: a.account_id,
    name: a.name,
    linked: a,
    announced: a.account_id === announced?.id,
  }));
  if (announced && !targets.some((t) => t.announced)) {
    targets.unshift({ key: "announced", accountId: announced.id, name: announced.name, linked: null, announced: true });
  }
  return targets;
}
