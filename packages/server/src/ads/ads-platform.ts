import type { AdsPlatformName, AppliedCriterion, LineItem, PlatformAccount } from "@xa/core/ads/ads-contract";
import type { AppliedTargeting, CustomAudienceCheck } from "@xa/core/ads/applied-targeting";
import type { SkippedEntry } from "@xa/core/ads/targeting-criteria";
import type { ErrorTextKey } from "@xa/core/http/error-texts";

/** The ad account a call is about: our row (team-private) and the platform's id. */
export type AccountRef = { id: number; teamId: number; accountId: string };

export type ApplyOutcome = {
  /** as the platform stored them: X may report types a line item held before (any of CRITERION_TYPES, or newer) */
  criteria: AppliedCriterion[];
  skipped: SkippedEntry[];
};

export type AudienceMembers = { kind: "handles"; handles: string[] } | { kind: "emails"; sha256: string[] };

export type { PlatformAccount };

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

/** A refusal of ours, before or instead of the platform's: said to the caller in their language with its status. */
export class AdsRefusal extends AdsPlatformError {
  constructor(
    readonly key: ErrorTextKey,
    readonly params: Record<string, string>,
    status: number,
  ) {
    super(`${key} ${JSON.stringify(params)}`, status);
  }
}

/** A request token, or an access token: the pair OAuth 1.0a signs with. */
export type TokenPair = { token: string; secret: string };
/** A user's access token, and who the user is on the platform. */
export type PlatformLogin = TokenPair & { userId: string; screenName: string };

/** How a team connects its own login to the platform: the three legs of OAuth 1.0a. */
export type AdsConnector = {
  requestToken(callbackUrl: string): Promise<TokenPair>;
  authorizeUrl(requestToken: string): string;
  accessToken(request: TokenPair, verifier: string): Promise<PlatformLogin>;
};

/**
 * One ad platform behind the ads routes: the X Ads API, or the sandbox kept in our database. The
 * routes check the team and the member's grant first; an adapter only talks to its platform.
 */
export type AdsPlatform = {
  name: AdsPlatformName;
  /**
   * The accounts the team's platform login may manage, which alone it may link; null where any id
   * may be linked (the sandbox keeps its accounts per team in our own database).
   */
  listAccounts(teamId: number): Promise<PlatformAccount[] | null>;
  /** refuses (AdsRefusal) an account the team's login may not manage, before it is linked */
  assertManageable(teamId: number, accountId: string): Promise<void>;
  /** how a team connects its login; null where none is needed (the sandbox) */
  connector: AdsConnector | null;
  /** whether the team's credentials may use the account; false for unknown or forbidden */
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
