import type { AdsPlatformName, AppliedCriterion, LineItem } from "@xa/core/ads/ads-contract";
import type { AppliedTargeting, CustomAudienceCheck } from "@xa/core/ads/applied-targeting";
import type { SkippedEntry } from "@xa/core/ads/targeting-criteria";

/** The ad account a call is about: our row (team-private) and the platform's id. */
export type AccountRef = { id: number; teamId: number; accountId: string };

export type ApplyOutcome = {
  /** as the platform stored them: X may report types a line item held before (any of CRITERION_TYPES, or newer) */
  criteria: AppliedCriterion[];
  skipped: SkippedEntry[];
};

export type AudienceMembers = { kind: "handles"; handles: string[] } | { kind: "emails"; sha256: string[] };

/** A failure the platform answered; `status` 429 carries when to retry. */
export class AdsPlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * One ad platform behind the ads routes: the X Ads API, or the sandbox kept in our database. The
 * routes check the team and the member's grant first; an adapter only talks to its platform.
 */
export type AdsPlatform = {
  name: AdsPlatformName;
  /** whether the configured credentials may use the account; false for unknown or forbidden */
  checkAccess(account: AccountRef): Promise<boolean>;
  listLineItems(account: AccountRef): Promise<LineItem[]>;
  /** replaces the line item's targeting with exactly `targeting`, and reads back what was stored */
  applyTargeting(
    account: AccountRef,
    lineItemId: string,
    targeting: AppliedTargeting,
    appliedBy: string,
  ): Promise<ApplyOutcome>;
  checkCustomAudiences(account: AccountRef, names: string[]): Promise<CustomAudienceCheck>;
  uploadAudience(
    account: AccountRef,
    name: string,
    members: AudienceMembers,
  ): Promise<{ platformAudienceId: string; targetable: boolean }>;
  deleteAudience(account: AccountRef, platformAudienceId: string): Promise<void>;
};
