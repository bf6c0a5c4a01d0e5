/** X API v2 over HTTP with a bearer token: paging, and rate limits respected (wait, resume, report). */

import { setTimeout as delay } from "node:timers/promises";
import { serverMessage } from "@xa/core/social/server-messages";

export type XPage = Record<string, unknown> & { meta?: { next_token?: string; result_count?: number } };

/** A rate-limit pause the client took: which call, until when, how long. */
export type RateLimitWait = { endpoint: string; resetAt: Date; waitMs: number };

export type XApiClientOptions = {
  bearerToken: string;
  /** https://api.twitter.com by default; tests point it at a local replay server */
  baseUrl?: string;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  onRateLimit?: (wait: RateLimitWait) => void;
  /** longest single wait before giving up (default 15 minutes, the API's window) */
  maxWaitMs?: number;
  /** stops the client (a cancelled job): a call or wait under way ends with the signal's reason */
  signal?: AbortSignal;
};

export class XApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The fields twarc2 asks for, so live pages look like the files the importer reads.
const TWEET_PARAMS = {
  expansions:
    "author_id,in_reply_to_user_id,referenced_tweets.id,referenced_tweets.id.author_id,entities.mentions.username,attachments.media_keys,geo.place_id",
  "tweet.fields":
    "attachments,author_id,community_id,conversation_id,created_at,edit_history_tweet_ids,entities,geo,id,in_reply_to_user_id,lang,note_tweet,possibly_sensitive,public_metrics,referenced_tweets,source,text,withheld",
  "user.fields":
    "created_at,description,entities,id,location,name,profile_image_url,protected,public_metrics,url,username,verified,verified_type,withheld",
  "media.fields": "media_key,type,url,preview_image_url,width,height",
  "place.fields": "country,country_code,full_name,id,name,place_type",
};
const USER_PARAMS = { "user.fields": TWEET_PARAMS["user.fields"] };
const COMMUNITY_PARAMS = { "community.fields": "access,created_at,description,id,join_policy,member_count,name" };
const RETRIES = 3;

export class XApiClient {
  private readonly baseUrl: string;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  /** per endpoint: when its window resets, if it is used up */
  private readonly exhausted = new Map<string, number>();

  constructor(private readonly options: XApiClientOptions) {
    this.baseUrl = (options.baseUrl ?? "https://api.twitter.com").replace(/\/$/, "");
    this.sleep = options.sleep ?? ((ms) => delay(ms, undefined, options.signal ? { signal: options.signal } : {}));
    this.now = options.now ?? Date.now;
  }

  /** Recent search (last 7 days) for a query in the platform's syntax. */
  searchRecent(query: string, options: { maxPages?: number; maxResults?: number } = {}): AsyncGenerator<XPage> {
    const params = { ...TWEET_PARAMS, query, max_results: String(options.maxResults ?? 100) };
    return this.pages("/2/tweets/search/recent", params, "next_token", options.maxPages ?? 10);
  }

  /** One user by handle. */
  async userByUsername(username: string): Promise<XPage> {
    return this.get(`/2/users/by/username/${encodeURIComponent(username.replace(/^@/, ""))}`, USER_PARAMS);
  }

  /** One community by id: its name, description, access, join policy and member count. */
  async community(id: string): Promise<XPage> {
    return this.get(`/2/communities/${encodeURIComponent(id)}`, COMMUNITY_PARAMS);
  }

  /** A user's posts, newest first. */
  userTimeline(userId: string, options: { maxPages?: number } = {}): AsyncGenerator<XPage> {
    return this.pages(
      `/2/users/${userId}/tweets`,
      { ...TWEET_PARAMS, max_results: "100" },
      "pagination_token",
      options.maxPages ?? 10,
    );
  }

  /** A user's followers (profiles). */
  followers(userId: string, options: { maxPages?: number } = {}): AsyncGenerator<XPage> {
    return this.pages(
      `/2/users/${userId}/followers`,
      { ...USER_PARAMS, max_results: "1000" },
      "pagination_token",
      options.maxPages ?? 5,
    );
  }

  private async *pages(
    path: string,
    params: Record<string, string>,
    tokenParam: string,
    maxPages: number,
  ): AsyncGenerator<XPage> {
    let token: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const body = await this.get(path, token ? { ...params, [tokenParam]: token } : params);
      yield body;
      token = body.meta?.next_token;
      if (!token) return;
    }
  }

  private async waitFor(endpoint: string, resetAtMs: number): Promise<void> {
    const waitMs = Math.max(0, resetAtMs - this.now()) + 1000;
    if (waitMs > (this.options.maxWaitMs ?? 15 * 60_000) + 1000) {
      throw new XApiError(429, serverMessage("xRateLimitTooLong", { endpoint, seconds: Math.round(waitMs / 1000) }));
    }
    this.options.onRateLimit?.({ endpoint, resetAt: new Date(resetAtMs), waitMs });
    await this.sleep(waitMs);
  }

  private async get(path: string, params: Record<string, string>): Promise<XPage> {
    const endpoint = path.replace(/\/\d{5,}(\/|$)/, "/:id$1").replace(/username\/[^/]+$/, "username/:username");
    const url = `${this.baseUrl}${path}?${new URLSearchParams(params)}`;
    for (let attempt = 0; ; attempt++) {
      this.options.signal?.throwIfAborted();
      const resetAt = this.exhausted.get(endpoint);
      if (resetAt !== undefined) {
        this.exhausted.delete(endpoint);
        if (resetAt > this.now()) await this.waitFor(endpoint, resetAt);
      }
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization: `Bearer ${this.options.bearerToken}`, "user-agent": "xaudience" },
          ...(this.options.signal ? { signal: this.options.signal } : {}),
        });
      } catch (error) {
        this.options.signal?.throwIfAborted();
        if (attempt >= RETRIES)
          throw new XApiError(0, serverMessage("xUnreachable", { detail: (error as Error).message }));
        await this.sleep(1000 * 2 ** attempt);
        continue;
      }
      const reset = Number(response.headers.get("x-rate-limit-reset")) * 1000;
      const remaining = response.headers.get("x-rate-limit-remaining");
      if (response.status === 429) {
        if (attempt >= RETRIES) throw new XApiError(429, serverMessage("xRateLimited", { endpoint }));
        await this.waitFor(endpoint, reset > 0 ? reset : this.now() + 60_000);
        continue;
      }
      if (response.status >= 500 && attempt < RETRIES) {
        await this.sleep(1000 * 2 ** attempt);
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        throw new XApiError(response.status, serverMessage("xRefused", { status: response.status }));
      }
      if (!response.ok)
        throw new XApiError(
          response.status,
          serverMessage("xError", { status: response.status, detail: (await response.text()).slice(0, 300) }),
        );
      // Used up: the next call to this endpoint waits for the window to reset.
      if (remaining === "0" && reset > 0) this.exhausted.set(endpoint, reset);
      return (await response.json()) as XPage;
    }
  }
}
