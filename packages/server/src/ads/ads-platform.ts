import type { Readable } from "node:stream";
import type { AdsPlatformName, AppliedCriterion, LineItem, PlatformAccount } from "@xa/core/ads/ads-contract";
import type { AppliedTargeting, CustomAudienceCheck } from "@xa/core/ads/applied-targeting";
import type { SkippedEntry } from "@xa/core/ads/targeting-criteria";
import type { CampaignObjective } from "@xa/core/campaigns/campaign-entities";
import type { ErrorTextKey } from "@xa/core/http/error-texts";
import type { Currency } from "@xa/core/targeting/targeting-options";

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

/** A campaign as the platform is told it: its schedule and budget in the account's currency. */
export type CampaignSpec = {
  name: string;
  status: "draft" | "active" | "paused" | "halted";
  start_time: string;
  end_time: string | null;
  daily_budget: number | null;
  lifetime_budget: number | null;
  currency: Currency;
};

/** An ad set as a line item: what it is for, where it shows and how it bids. */
export type LineItemSpec = {
  name: string;
  status: "draft" | "active" | "paused";
  objective: CampaignObjective;
  placements: readonly string[];
  bid_strategy: "AUTO" | "MAX" | "TARGET";
  bid_amount: number | null;
  currency: Currency;
  start_time: string | null;
  end_time: string | null;
};

/** A media library file a post carries: what X's upload is told of it, and its bytes as a stream. */
export type PostMedia = {
  name: string;
  kind: "image" | "gif" | "video";
  mime: string;
  bytes: number;
  read(): Promise<Readable>;
};

/** An ad's creative as the post to promote: its text, its media in order, and its website card if any. */
export type PromotedPostSpec = {
  text: string;
  card: { title: string | null; url: string } | null;
  media: PostMedia[];
  status: "active" | "paused";
};

/** Where an ad lives on the platform: the promoted post and the post it promotes. */
export type PromotedPostIds = { promotedId: string; postId: string };

/** One ad's delivery on one day (by its promoted post): spend in micros, each segmentation's split of the same figures. */
export type AdDay = {
  /** the ad's promoted post on the platform */
  promotedId: string;
  day: string;
  impressions: number;
  engagements: number;
  clicks: number;
  spend_micro: number;
  /** by dimension (age, gender), by segment: the platform's figures, which may fall short of the day's */
  segments: Record<
    string,
    Record<string, { impressions: number; engagements: number; clicks: number; spend_micro: number }>
  >;
};

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

  // Campaign objects. A create answers the platform's id, or null where the platform keeps nothing
  // apart from our rows (the sandbox); updates and deletes are only asked for objects with an id.
  createCampaign(account: AccountRef, spec: CampaignSpec): Promise<string | null>;
  updateCampaign(account: AccountRef, platformCampaignId: string, spec: CampaignSpec): Promise<void>;
  deleteCampaign(account: AccountRef, platformCampaignId: string): Promise<void>;
  /** `platformCampaignId` null: the campaign is not on the platform (refused by a platform that needs it) */
  createLineItem(account: AccountRef, platformCampaignId: string | null, spec: LineItemSpec): Promise<string | null>;
  updateLineItem(account: AccountRef, lineItemId: string, spec: LineItemSpec): Promise<void>;
  deleteLineItem(account: AccountRef, lineItemId: string): Promise<void>;
  /** posts the creative and promotes it in the line item; null where nothing is pushed */
  createPromotedPost(
    account: AccountRef,
    lineItemId: string | null,
    spec: PromotedPostSpec,
  ): Promise<PromotedPostIds | null>;
  setPromotedPostStatus(account: AccountRef, promotedId: string, status: "active" | "paused"): Promise<void>;
  deletePromotedPost(account: AccountRef, promotedId: string): Promise<void>;
  /**
   * The ads' delivery by their promoted posts from `from` to `to` (UTC days, both included), or null
   * where delivery is not the platform's to report (the sandbox simulates it).
   */
  readDelivery(account: AccountRef, promotedIds: readonly string[], from: string, to: string): Promise<AdDay[] | null>;
  /** the account's conversion tags (X's web event tags) that are not deleted; none: the pixel is not installed */
  listConversionTags(account: AccountRef): Promise<ConversionTag[]>;
};

/** A conversion tag (pixel) of an ad account, as the platform names it. */
export type ConversionTag = { id: string; name: string };
