import type { CampaignObjective } from "@xa/core/campaigns/campaign-entities";
import type { Currency } from "@xa/core/targeting/targeting-options";
import {
  type AccountRef,
  type AdsPlatform,
  AdsPlatformError,
  AdsRefusal,
  type CampaignSpec,
  type LineItemSpec,
} from "../ads-platform.ts";
import type { XAdsCall, XAdsHttp } from "./x-ads-http.ts";
import { uploadXMedia, X_MEDIA_DEFAULTS, type XMediaOptions } from "./x-ads-media.ts";

/**
 * A campaign's objects on the X Ads API (v12): the campaign (schedule and budget, funded by one of
 * the account's funding instruments), a line item per ad set, and per ad a promoted-only post
 * promoted in its line item, its media uploaded first and its website card made from them. Every call goes through `clientOf`, which refuses an account the
 * team's login may not manage before anything is written.
 */

type XFundingInstrument = {
  id: string;
  currency: string;
  entity_status?: string;
  deleted?: boolean;
  able_to_fund?: boolean;
};
type XEntity = { id: string };
type XPromotableUser = { user_id: string; promotable_user_type: string; deleted?: boolean };
type XPost = { id_str?: string; id?: number | string; tweet_id?: string };
type XPromotedTweet = { id: string; tweet_id: string };
type XCard = { id: string; card_uri: string };

/** Our currency codes that are not ISO 4217 as X's funding instruments name them. */
const ISO_CURRENCY: Partial<Record<Currency, string>> = { YEN: "JPY" };

/** X names the awareness objective REACH; the others are X's own names. */
const X_OBJECTIVE: Record<CampaignObjective, string> = {
  AWARENESS: "REACH",
  REACH: "REACH",
  ENGAGEMENTS: "ENGAGEMENTS",
  VIDEO_VIEWS: "VIDEO_VIEWS",
  WEBSITE_CLICKS: "WEBSITE_CLICKS",
  APP_INSTALLS: "APP_INSTALLS",
  FOLLOWERS: "FOLLOWERS",
};

const X_PLACEMENT: Record<string, string> = {
  homeTimelines: "TWITTER_TIMELINE",
  profiles: "TWITTER_PROFILE",
  searchResults: "TWITTER_SEARCH",
  replies: "TWITTER_REPLIES",
};

const ENTITY_STATUS = { draft: "DRAFT", active: "ACTIVE", paused: "PAUSED", halted: "PAUSED" } as const;

/** An amount in the account's currency as X's local micro (millionths), a whole number. */
export const localMicro = (amount: number) => String(Math.round(amount * 1_000_000));

/** The placements a line item is given: every placement is X's ALL_ON_TWITTER. */
export function xPlacements(placements: readonly string[]): string {
  const known = placements.filter((p) => p in X_PLACEMENT);
  if (known.length === 0 || known.length === Object.keys(X_PLACEMENT).length) return "ALL_ON_TWITTER";
  return known.map((p) => X_PLACEMENT[p]).join(",");
}

/** An instant as X writes them, to the second. */
const xTime = (iso: string | null) => (iso === null ? null : new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z"));

/** Only what is set is sent: X keeps an absent field as it was. */
const defined = (fields: Record<string, string | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));

const campaignForm = (spec: CampaignSpec) =>
  defined({
    name: spec.name,
    entity_status: ENTITY_STATUS[spec.status],
    start_time: xTime(spec.start_time),
    end_time: xTime(spec.end_time),
    daily_budget_amount_local_micro: spec.daily_budget === null ? null : localMicro(spec.daily_budget),
    total_budget_amount_local_micro: spec.lifetime_budget === null ? null : localMicro(spec.lifetime_budget),
  });

const lineItemForm = (spec: LineItemSpec) =>
  defined({
    name: spec.name,
    entity_status: ENTITY_STATUS[spec.status],
    objective: X_OBJECTIVE[spec.objective],
    placements: xPlacements(spec.placements),
    bid_strategy: spec.bid_strategy,
    bid_amount_local_micro:
      spec.bid_strategy === "AUTO" || spec.bid_amount === null ? null : localMicro(spec.bid_amount),
    start_time: xTime(spec.start_time),
    end_time: xTime(spec.end_time),
  });

type CampaignObjects = Pick<
  AdsPlatform,
  | "createCampaign"
  | "updateCampaign"
  | "deleteCampaign"
  | "createLineItem"
  | "updateLineItem"
  | "deleteLineItem"
  | "createPromotedPost"
  | "setPromotedPostStatus"
  | "deletePromotedPost"
>;

/** The campaign operations of the X platform, each on the client `clientOf` answers for the account. */
export function xCampaignObjects(
  clientOf: (account: AccountRef) => Promise<XAdsHttp>,
  mediaOptions: XMediaOptions = X_MEDIA_DEFAULTS,
): CampaignObjects {
  const id = (value: string) => encodeURIComponent(value);
  const path = (account: AccountRef, rest: string) => `accounts/${id(account.accountId)}/${rest}`;
  const call = (account: AccountRef, c: Omit<XAdsCall, "accountId">): XAdsCall => ({
    ...c,
    accountId: account.accountId,
  });
  /** A delete of what X no longer has is what deleting asks for. */
  const removed = async (done: Promise<unknown>) => {
    try {
      await done;
    } catch (error) {
      if (error instanceof AdsPlatformError && error.status === 404) return;
      throw error;
    }
  };

  /** The account's funding instrument that can pay in the campaign's currency. */
  const fundingInstrument = async (http: XAdsHttp, account: AccountRef, currency: Currency) => {
    const iso = ISO_CURRENCY[currency] ?? currency;
    const instruments = await http.all<XFundingInstrument>(
      call(account, {
        method: "GET",
        path: path(account, "funding_instruments"),
        endpoint: "accounts/:account_id/funding_instruments",
      }),
    );
    const usable = instruments.find(
      (f) => !f.deleted && f.currency === iso && f.entity_status === "ACTIVE" && f.able_to_fund !== false,
    );
    if (!usable) throw new AdsRefusal("xAdsNoFunding", { account: account.accountId, currency: iso }, 400);
    return usable.id;
  };

  /** The account's owner, as whom its promoted-only posts are written. */
  const promotableUser = async (http: XAdsHttp, account: AccountRef) => {
    const users = await http.all<XPromotableUser>(
      call(account, {
        method: "GET",
        path: path(account, "promotable_users"),
        endpoint: "accounts/:account_id/promotable_users",
      }),
    );
    const owner = users.find((u) => !u.deleted && u.promotable_user_type === "FULL");
    if (!owner) throw new AdsPlatformError(`X Ads account ${account.accountId} lists no promotable user`, 502);
    return owner.user_id;
  };

  const setStatus = async (account: AccountRef, promotedId: string, status: "active" | "paused") => {
    const http = await clientOf(account);
    await http.call(
      call(account, {
        method: "PUT",
        path: path(account, `promoted_tweets/${id(promotedId)}`),
        endpoint: "accounts/:account_id/promoted_tweets/:promoted_tweet_id",
        form: { entity_status: ENTITY_STATUS[status] },
      }),
    );
  };

  return {
    async createCampaign(account, spec) {
      const http = await clientOf(account);
      const funding = await fundingInstrument(http, account, spec.currency);
      const created = await http.call<XEntity>(
        call(account, {
          method: "POST",
          path: path(account, "campaigns"),
          endpoint: "accounts/:account_id/campaigns",
          form: { funding_instrument_id: funding, ...campaignForm(spec) },
        }),
      );
      return created.data.id;
    },

    async updateCampaign(account, platformCampaignId, spec) {
      const http = await clientOf(account);
      await http.call(
        call(account, {
          method: "PUT",
          path: path(account, `campaigns/${id(platformCampaignId)}`),
          endpoint: "accounts/:account_id/campaigns/:campaign_id",
          form: campaignForm(spec),
        }),
      );
    },

    async deleteCampaign(account, platformCampaignId) {
      const http = await clientOf(account);
      await removed(
        http.call(
          call(account, {
            method: "DELETE",
            path: path(account, `campaigns/${id(platformCampaignId)}`),
            endpoint: "accounts/:account_id/campaigns/:campaign_id",
          }),
        ),
      );
    },

    async createLineItem(account, platformCampaignId, spec) {
      if (platformCampaignId === null) throw new AdsRefusal("xAdsCampaignNotPushed", {}, 409);
      const http = await clientOf(account);
      const created = await http.call<XEntity>(
        call(account, {
          method: "POST",
          path: path(account, "line_items"),
          endpoint: "accounts/:account_id/line_items",
          form: { campaign_id: platformCampaignId, product_type: "PROMOTED_TWEETS", ...lineItemForm(spec) },
        }),
      );
      return created.data.id;
    },

    async updateLineItem(account, lineItemId, spec) {
      const http = await clientOf(account);
      await http.call(
        call(account, {
          method: "PUT",
          path: path(account, `line_items/${id(lineItemId)}`),
          endpoint: "accounts/:account_id/line_items/:line_item_id",
          form: lineItemForm(spec),
        }),
      );
    },

    async deleteLineItem(account, lineItemId) {
      const http = await clientOf(account);
      await removed(
        http.call(
          call(account, {
            method: "DELETE",
            path: path(account, `line_items/${id(lineItemId)}`),
            endpoint: "accounts/:account_id/line_items/:line_item_id",
          }),
        ),
      );
    },

    async createPromotedPost(account, lineItemId, spec) {
      if (lineItemId === null) throw new AdsRefusal("xAdsAdsetNotPushed", {}, 409);
      // A website card shows one image or video (or swipes through several): without media X has no card to make.
      if (spec.card !== null && spec.media.length === 0) throw new AdsRefusal("xAdsCardNeedsMedia", {}, 400);
      const http = await clientOf(account);
      const asUser = await promotableUser(http, account);
      // One file at a time: X counts uploads per user, and a failure stops before the post is written.
      const mediaKeys: string[] = [];
      for (const media of spec.media) mediaKeys.push(await uploadXMedia(http, account, asUser, media, mediaOptions));
      const attached: Record<string, string> = {};
      let madeCard: string | null = null;
      if (spec.card !== null) {
        const card = await http.call<XCard>(
          call(account, {
            method: "POST",
            path: path(account, "cards"),
            endpoint: "accounts/:account_id/cards",
            json: {
              name: (spec.card.title ?? spec.card.url).slice(0, 80),
              components: [
                mediaKeys.length === 1
                  ? { type: "MEDIA", media_key: mediaKeys[0] }
                  : { type: "SWIPEABLE_MEDIA", media_keys: mediaKeys },
                {
                  type: "DETAILS",
                  title: spec.card.title ?? spec.card.url,
                  destination: { type: "WEBSITE", url: spec.card.url },
                },
              ],
            },
          }),
        );
        if (!card.data.card_uri) throw new AdsPlatformError("X Ads API answered a new card without its card_uri", 502);
        attached.card_uri = card.data.card_uri;
        madeCard = card.data.id;
      } else if (mediaKeys.length > 0) {
        attached.media_keys = mediaKeys.join(",");
      }
      // Promoted-only (nullcast): the post shows only as the ad, never on the account's timeline.
      const post = await http
        .call<XPost>(
          call(account, {
            method: "POST",
            path: path(account, "tweet"),
            endpoint: "accounts/:account_id/tweet",
            form: { text: spec.text, as_user_id: asUser, nullcast: "true", ...attached },
          }),
        )
        .catch(async (error: unknown) => {
          // A card no post carries is removed again, so a refused ad leaves no card in the account.
          if (madeCard !== null) {
            const card = madeCard;
            await removed(
              http.call(
                call(account, {
                  method: "DELETE",
                  path: path(account, `cards/${id(card)}`),
                  endpoint: "accounts/:account_id/cards/:card_id",
                }),
              ),
            ).catch(() => undefined);
          }
          throw error;
        });
      const postId = post.data.id_str ?? (post.data.id === undefined ? undefined : String(post.data.id));
      if (!postId) throw new AdsPlatformError("X Ads API answered a new post without its id", 502);
      const promoted = await http.call<XPromotedTweet[]>(
        call(account, {
          method: "POST",
          path: path(account, "promoted_tweets"),
          endpoint: "accounts/:account_id/promoted_tweets",
          form: { line_item_id: lineItemId, tweet_ids: postId },
        }),
      );
      const promotedId = promoted.data[0]?.id;
      if (!promotedId) throw new AdsPlatformError("X Ads API answered a promoted post without its id", 502);
      // X promotes a post active: a paused ad is paused there too, or the promotion is undone.
      if (spec.status === "paused") {
        try {
          await setStatus(account, promotedId, "paused");
        } catch (error) {
          await this.deletePromotedPost(account, promotedId).catch(() => undefined);
          throw error;
        }
      }
      return { promotedId, postId };
    },

    setPromotedPostStatus: setStatus,

    async deletePromotedPost(account, promotedId) {
      const http = await clientOf(account);
      await removed(
        http.call(
          call(account, {
            method: "DELETE",
            path: path(account, `promoted_tweets/${id(promotedId)}`),
            endpoint: "accounts/:account_id/promoted_tweets/:promoted_tweet_id",
          }),
        ),
      );
    },
  };
}
