import { createHash } from "node:crypto";
import type { AppliedCriterion, LineItem } from "@xa/core/ads/ads-contract";
import { randomNonce } from "../../http/oauth1.ts";
import {
  type AccountRef,
  type AdsPlatform,
  AdsPlatformError,
  AdsRefusal,
  type AudienceMembers,
  type PlatformAccount,
} from "../ads-platform.ts";
import { xCampaignObjects } from "./x-ads-campaigns.ts";
import { type XCriterion, type XTargetingLookups, type XTargetingOption, xCriteriaOf } from "./x-ads-criteria.ts";
import { readXDelivery } from "./x-ads-delivery.ts";
import { X_ADS_TIMEOUT_MS, type XAdsCall, XAdsHttp } from "./x-ads-http.ts";
import { X_MEDIA_DEFAULTS, type XMediaOptions } from "./x-ads-media.ts";
import type { XAdsStatsOptions } from "./x-ads-stats.ts";
import { createXOAuthConnect } from "./x-oauth-connect.ts";

/** Operations per POST batch/accounts/:account_id/targeting_criteria, the documented maximum. */
export const TARGETING_BATCH_SIZE = 500;
/**
 * POST custom_audiences/:id/users takes at most 2,500 operations and 5,000,000 bytes per request. An
 * operation holds at most 2,500 users (the limit an earlier page set on users), and a request as
 * many operations as fit in 4,500,000 bytes, a margin under the documented size.
 */
export const AUDIENCE_USERS_LIMITS = { usersPerOperation: 2500, operationsPerRequest: 2500, maxBytes: 4_500_000 };
/** Ids per `campaign_ids` filter, as the list endpoints document. */
const IDS_PER_FILTER = 200;

type XAccount = { id: string; name: string | null; deleted?: boolean };
type XLineItem = { id: string; name: string | null; campaign_id: string; entity_status?: string; deleted?: boolean };
type XCampaign = { id: string; name: string | null };
type XTargetingCriterion = {
  id: string;
  name?: string | null;
  targeting_type: string;
  targeting_value: string;
  operator_type?: string;
  deleted?: boolean;
};
/** `targerable` is how older pages spelled the field; both are read. */
type XCustomAudience = { id: string; name: string; targetable?: boolean; targerable?: boolean; deleted?: boolean };
/** A web event tag (X's conversion pixel) as GET accounts/:account_id/web_event_tags lists it. */
type XWebEventTag = { id: string; name: string | null; deleted?: boolean };
type XUsersResult = { success_count?: number; total_count?: number };

/** A user's OAuth 1.0a access token pair, as a team connected it. */
export type XUserToken = { accessToken: string; accessTokenSecret: string; screenName: string };

export type XAdsPlatformOptions = {
  baseUrl: string;
  /** the app's keys: they identify the app, never a team */
  consumerKey: string;
  consumerSecret: string;
  /** the token the team connected through the app; null when it has not connected one */
  tokenOf: (teamId: number) => Promise<XUserToken | null>;
  /** where the OAuth 1.0a steps are, to connect a team's login */
  oauthBaseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  /** 20 s unless a test needs it shorter */
  timeoutMs?: number;
  /** how an analytics job is waited for: a second between polls, a minute at most, unless a test says */
  statsPolling?: Partial<Pick<XAdsStatsOptions, "sleep" | "pollMs" | "maxPolls">>;
  /** how an upload is cut and its processing waited for: 5 MB chunks, X's own pauses, unless a test says */
  mediaPolling?: Partial<XMediaOptions>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

type AudienceUser = Record<string, string[]>;
type UsersOperation = { operation_type: "Update"; params: { users: AudienceUser[] } };

/** The users endpoint's request bodies for `users`: operations of whole chunks, each body within the limits. */
export function usersRequests(users: readonly AudienceUser[], limits = AUDIENCE_USERS_LIMITS): UsersOperation[][] {
  const requests: UsersOperation[][] = [];
  let current: UsersOperation[] = [];
  let bytes = 2;
  for (const chunk of chunks(users, limits.usersPerOperation)) {
    const operation: UsersOperation = { operation_type: "Update", params: { users: chunk } };
    const size = Buffer.byteLength(JSON.stringify(operation)) + 1;
    if (current.length > 0 && (current.length >= limits.operationsPerRequest || bytes + size > limits.maxBytes)) {
      requests.push(current);
      current = [];
      bytes = 2;
    }
    current.push(operation);
    bytes += size;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const isSha256 = (text: string) => /^[0-9a-f]{64}$/.test(text);
/** X matches a handle hashed from its lower-case form without '@', an e-mail from its trimmed lower-case form. */
const hashedHandle = (handle: string) => sha256(handle.trim().toLowerCase().replace(/^@/, ""));
const hashedEmail = (email: string) => (isSha256(email) ? email : sha256(email.trim().toLowerCase()));

const targetable = (audience: XCustomAudience) => audience.targetable ?? audience.targerable ?? false;
const criterionKey = (type: string, value: string, operator = "EQ") => `${type}\u0000${value}\u0000${operator}`;

/** The X Ads API behind the ads routes: OAuth 1.0a user context, v12 paths, rate limits respected. */
export function createXAdsPlatform(options: XAdsPlatformOptions): AdsPlatform {
  // One client per user token: X counts rate limits per user token, so each keeps its own windows.
  const clients = new Map<string, XAdsHttp>();
  const clientFor = (token: XUserToken) => {
    let client = clients.get(token.accessToken);
    if (!client) {
      client = new XAdsHttp({
        baseUrl: options.baseUrl,
        // Media is uploaded to api.x.com, the host of the OAuth steps.
        uploadBaseUrl: options.oauthBaseUrl,
        consumerKey: options.consumerKey,
        consumerSecret: options.consumerSecret,
        accessToken: token.accessToken,
        accessTokenSecret: token.accessTokenSecret,
        fetch: options.fetch ?? fetch,
        now: options.now ?? (() => new Date()),
        nonce: options.nonce ?? randomNonce,
        timeoutMs: options.timeoutMs ?? X_ADS_TIMEOUT_MS,
      });
      clients.set(token.accessToken, client);
    }
    return client;
  };
  const teamToken = async (teamId: number) => {
    const token = await options.tokenOf(teamId);
    if (!token) throw new AdsRefusal("xAdsNotConnected", {}, 409);
    return token;
  };
  /** Every ad account the team's connected X user may manage, as X lists them. */
  const accountsOf = async (http: XAdsHttp): Promise<PlatformAccount[]> =>
    (await http.all<XAccount>({ method: "GET", path: "accounts", endpoint: "accounts" }))
      .filter((a) => !a.deleted)
      .map((a) => ({ account_id: a.id, name: a.name ?? a.id }));
  /**
   * The client of the account's team, once X lists the account among those its connected user may
   * manage: another advertiser's account id is refused before anything is read or written.
   */
  const clientOf = async (account: AccountRef): Promise<XAdsHttp> => {
    const token = await teamToken(account.teamId);
    const http = clientFor(token);
    const listed = await accountsOf(http);
    if (!listed.some((a) => a.account_id === account.accountId)) {
      throw new AdsRefusal("xAdsNotManageable", { account: account.accountId, screenName: token.screenName }, 403);
    }
    return http;
  };
  const id = (value: string) => encodeURIComponent(value);
  const accountCall = (account: AccountRef, call: Omit<XAdsCall, "accountId">): XAdsCall => ({
    ...call,
    accountId: account.accountId,
  });

  const customAudiences = (http: XAdsHttp, account: AccountRef) =>
    http.all<XCustomAudience>(
      accountCall(account, {
        method: "GET",
        path: `accounts/${id(account.accountId)}/custom_audiences`,
        endpoint: "accounts/:account_id/custom_audiences",
      }),
    );

  const lineItemCriteria = (http: XAdsHttp, account: AccountRef, lineItemId: string) =>
    http.all<XTargetingCriterion>(
      accountCall(account, {
        method: "GET",
        path: `accounts/${id(account.accountId)}/targeting_criteria`,
        endpoint: "accounts/:account_id/targeting_criteria",
        query: { line_item_ids: lineItemId },
      }),
    );

  const lookups = (http: XAdsHttp, account: AccountRef): XTargetingLookups => {
    const catalogue = (name: string, query: Record<string, string>) =>
      http.call<XTargetingOption[]>({
        method: "GET",
        path: `targeting_criteria/${name}`,
        endpoint: `targeting_criteria/${name}`,
        query,
      });
    return {
      locations: async (query) => (await catalogue("locations", { ...query, count: "1000" })).data,
      interests: async (q) => (await catalogue("interests", { q, count: "1000" })).data,
      conversations: () =>
        http.all<XTargetingOption>({
          method: "GET",
          path: "targeting_criteria/conversations",
          endpoint: "targeting_criteria/conversations",
        }),
      networkOperators: async (query) => (await catalogue("network_operators", { ...query, count: "1000" })).data,
      customAudienceIds: async () => {
        const ids = new Map<string, string>();
        // The first live audience of a name wins; a targetable one is preferred.
        const live = (await customAudiences(http, account)).filter((a) => !a.deleted);
        for (const audience of [...live.filter(targetable), ...live])
          if (!ids.has(audience.name)) ids.set(audience.name, audience.id);
        return ids;
      },
    };
  };

  const batch = async (http: XAdsHttp, account: AccountRef, operations: unknown[]) => {
    for (const operationsChunk of chunks(operations, TARGETING_BATCH_SIZE)) {
      await http.call(
        accountCall(account, {
          method: "POST",
          path: `batch/accounts/${id(account.accountId)}/targeting_criteria`,
          endpoint: "batch/accounts/:account_id/targeting_criteria",
          json: operationsChunk,
        }),
      );
    }
  };

  const statsOptions: XAdsStatsOptions = {
    fetch: options.fetch ?? fetch,
    sleep,
    pollMs: 1000,
    maxPolls: 60,
    ...options.statsPolling,
  };

  return {
    name: "x",
    connector: createXOAuthConnect(options),
    ...xCampaignObjects(clientOf, { ...X_MEDIA_DEFAULTS, ...options.mediaPolling }),

    async readDelivery(account, promotedIds, from, to) {
      return readXDelivery(await clientOf(account), statsOptions, account, promotedIds, from, to);
    },

    async assertManageable(teamId, accountId) {
      await clientOf({ id: 0, teamId, accountId });
    },

    async listAccounts(teamId) {
      return accountsOf(clientFor(await teamToken(teamId)));
    },

    async checkAccess(account) {
      const token = await options.tokenOf(account.teamId);
      if (!token) return false;
      return (await accountsOf(clientFor(token))).some((a) => a.account_id === account.accountId);
    },

    async listLineItems(account) {
      const http = await clientOf(account);
      const items = (
        await http.all<XLineItem>(
          accountCall(account, {
            method: "GET",
            path: `accounts/${id(account.accountId)}/line_items`,
            endpoint: "accounts/:account_id/line_items",
            query: { with_draft: "true" },
          }),
        )
      ).filter((item) => !item.deleted);
      const campaignNames = new Map<string, string>();
      const campaignIds = [...new Set(items.map((item) => item.campaign_id))];
      for (const ids of chunks(campaignIds, IDS_PER_FILTER)) {
        const campaigns = await http.all<XCampaign>(
          accountCall(account, {
            method: "GET",
            path: `accounts/${id(account.accountId)}/campaigns`,
            endpoint: "accounts/:account_id/campaigns",
            query: { campaign_ids: ids.join(","), with_draft: "true" },
          }),
        );
        for (const campaign of campaigns) campaignNames.set(campaign.id, campaign.name ?? campaign.id);
      }
      return items.map(
        (item): LineItem => ({
          id: item.id,
          name: item.name ?? item.id,
          campaign_name: campaignNames.get(item.campaign_id) ?? item.campaign_id,
          status: item.entity_status ?? "UNKNOWN",
        }),
      );
    },

    async applyTargeting(account, lineItemId, targeting) {
      const http = await clientOf(account);
      // An unknown line item is a 404 before anything is looked up or changed.
      await http.call(
        accountCall(account, {
          method: "GET",
          path: `accounts/${id(account.accountId)}/line_items/${id(lineItemId)}`,
          endpoint: "accounts/:account_id/line_items/:line_item_id",
        }),
      );
      const { criteria, skipped } = await xCriteriaOf(targeting, lookups(http, account));
      const existing = (await lineItemCriteria(http, account, lineItemId)).filter((c) => !c.deleted);

      // Criteria already there stay; the rest go, and only the missing ones are created.
      const wanted = new Map(criteria.map((c) => [criterionKey(c.targeting_type, c.targeting_value), c]));
      const kept = new Set<string>();
      const deletes = existing.filter((c) => {
        const key = criterionKey(c.targeting_type, c.targeting_value, c.operator_type);
        if (!wanted.has(key) || kept.has(key)) return true;
        kept.add(key);
        return false;
      });
      const creates = [...wanted.entries()].filter(([key]) => !kept.has(key)).map(([, c]) => c);
      // Deletes first: age and gender take one criterion each, so the old one must go before the new.
      // One request succeeds or fails whole; past 500 operations the requests are not atomic together.
      await batch(http, account, [
        ...deletes.map((c) => ({ operation_type: "Delete", params: { targeting_criterion_id: c.id } })),
        ...creates.map((c: XCriterion) => ({
          operation_type: "Create",
          params: { line_item_id: lineItemId, targeting_type: c.targeting_type, targeting_value: c.targeting_value },
        })),
      ]);

      const stored = (await lineItemCriteria(http, account, lineItemId)).filter((c) => !c.deleted);
      return {
        criteria: stored.map(
          (c): AppliedCriterion => ({
            type: c.targeting_type,
            value: c.targeting_value,
            label: c.name ?? c.targeting_value,
          }),
        ),
        skipped,
      };
    },

    async checkCustomAudiences(account, names) {
      const http = await clientOf(account);
      const audiences = (await customAudiences(http, account)).filter((a) => !a.deleted);
      return {
        custom_audiences: names.map((name) => ({
          name,
          targetable: audiences.some((a) => a.name === name && targetable(a)),
        })),
      };
    },

    async uploadAudience(account, name, members: AudienceMembers) {
      const http = await clientOf(account);
      const created = await http.call<XCustomAudience>(
        accountCall(account, {
          method: "POST",
          path: `accounts/${id(account.accountId)}/custom_audiences`,
          endpoint: "accounts/:account_id/custom_audiences",
          form: { name },
        }),
      );
      const audienceId = created.data.id;
      // One user per entry, each identifier a list of hashes, as the users endpoint documents.
      const users: AudienceUser[] =
        members.kind === "handles"
          ? members.handles.map((handle) => ({ handle: [hashedHandle(handle)] }))
          : members.sha256.map((email) => ({ email: [hashedEmail(email)] }));
      try {
        for (const operations of usersRequests(users)) {
          const answer = await http.call<XUsersResult>(
            accountCall(account, {
              method: "POST",
              path: `accounts/${id(account.accountId)}/custom_audiences/${id(audienceId)}/users`,
              endpoint: "accounts/:account_id/custom_audiences/:custom_audience_id/users",
              json: operations,
            }),
          );
          // The documentation says counts short of what was sent are an error to retry, never a success.
          const sent = operations.reduce((n, o) => n + o.params.users.length, 0);
          const { success_count, total_count } = answer.data;
          if (success_count !== sent || total_count !== sent) {
            throw new AdsPlatformError(
              `X Ads API took ${success_count ?? 0} of ${sent} users for custom audience ${audienceId}`,
              502,
            );
          }
        }
      } catch (error) {
        // A half-filled audience is worse than none: remove it, and report the first failure.
        await this.deleteAudience(account, audienceId).catch(() => undefined);
        throw error;
      }
      return { platformAudienceId: audienceId, targetable: targetable(created.data) };
    },

    async deleteAudience(account, platformAudienceId) {
      const http = await clientOf(account);
      try {
        await http.call(
          accountCall(account, {
            method: "DELETE",
            path: `accounts/${id(account.accountId)}/custom_audiences/${id(platformAudienceId)}`,
            endpoint: "accounts/:account_id/custom_audiences/:custom_audience_id",
          }),
        );
      } catch (error) {
        // Already gone is what deleting asks for.
        if (error instanceof AdsPlatformError && error.status === 404) return;
        throw error;
      }
    },

    async listConversionTags(account) {
      const http = await clientOf(account);
      const tags = await http.all<XWebEventTag>(
        accountCall(account, {
          method: "GET",
          path: `accounts/${id(account.accountId)}/web_event_tags`,
          endpoint: "accounts/:account_id/web_event_tags",
        }),
      );
      return tags.filter((tag) => !tag.deleted).map((tag) => ({ id: tag.id, name: tag.name ?? tag.id }));
    },
  };
}
