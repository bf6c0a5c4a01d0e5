import { type OAuth1Credentials, oauth1Header } from "../../http/oauth1.ts";
import { AdsPlatformError } from "../ads-platform.ts";

/** The X Ads API version every path starts with (docs.x.com/x-ads-api/fundamentals/versioning). */
export const X_ADS_API_VERSION = "12";

/** How long one call may take before it is given up. */
export const X_ADS_TIMEOUT_MS = 20_000;

/** The most records a list endpoint returns per page (its `count` maximum). */
const PAGE_SIZE = 1000;
/** A guard against a cursor that never ends: 50 pages of 1,000 is more than any account holds. */
const MAX_PAGES = 50;

/** The version of X's own API (api.x.com) whose media upload ads use. */
export const X_API_VERSION = "2";

/** One user's conversation: the app's keys and that user's access token. */
export type XAdsHttpOptions = OAuth1Credentials & {
  baseUrl: string;
  /** api.x.com, where media is uploaded (with the same user token) */
  uploadBaseUrl: string;
  fetch: typeof fetch;
  now: () => Date;
  nonce: () => string;
  timeoutMs: number;
};

export type XAdsCall = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** the path after the version, e.g. `accounts/abc/line_items` */
  path: string;
  /** the path with its ids as placeholders: rate limits are counted per endpoint */
  endpoint: string;
  /** the ad account, whose own limit (x-account-rate-limit-*) is counted apart */
  accountId?: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  /** a multipart body: text fields and one file part (a media chunk); not part of the signature */
  multipart?: { fields: Record<string, string>; file: { field: string; type: string; bytes: Uint8Array } };
  /** "upload": api.x.com's v2 media upload instead of the Ads API */
  api?: "upload";
};

/** The envelope every X Ads API answer comes in. */
export type XAdsEnvelope<T> = { data: T; next_cursor?: string | null; request?: unknown };

type XAdsErrorBody = {
  /** the Ads API says code and message; api.x.com's problems say title and detail */
  errors?: { code?: string; message?: string; title?: string; detail?: string }[];
  operation_errors?: ({ code?: string; message?: string }[] | null)[];
};

type Window = { remaining: number; resetAt: number };
type WindowKeys = { user: string; account: string | null; cost: string };

/** The user token's window, the ad account's (GET endpoints that have one) and the cost-based one some endpoints add. */
const LIMIT_HEADERS = [
  ["x-rate-limit-remaining", "x-rate-limit-reset", "user"],
  ["x-account-rate-limit-remaining", "x-account-rate-limit-reset", "account"],
  ["x-cost-rate-limit-remaining", "x-cost-rate-limit-reset", "cost"],
] as const;

/** What the API said went wrong, from its documented error body; the status when it said nothing. */
function errorText(status: number, body: XAdsErrorBody | null): string {
  type Said = { code?: string; message?: string; title?: string; detail?: string };
  const listed: Said[] = [
    ...(body?.errors ?? []),
    ...(body?.operation_errors ?? []).flatMap((errors, index) =>
      (errors ?? []).map((e) => ({ ...e, message: `operation ${index + 1}: ${e.message ?? ""}` })),
    ),
  ];
  const said = listed.map((e) => [e.code ?? e.title, e.message ?? e.detail].filter(Boolean).join(": ")).filter(Boolean);
  return `X Ads API answered ${status}${said.length > 0 ? `: ${said.join("; ")}` : ""}`;
}

/**
 * One signed HTTP conversation with the X Ads API: OAuth 1.0a on every call, its rate limits
 * respected (a used-up window refuses further calls until it resets, without calling), its error
 * bodies turned into AdsPlatformError, 20 s at most per call.
 */
export class XAdsHttp {
  /** per endpoint (and per endpoint and account): the last window the API reported */
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: XAdsHttpOptions) {}

  async call<T>(call: XAdsCall): Promise<XAdsEnvelope<T>> {
    const keys = this.windowKeys(call);
    this.refuseIfUsedUp(call, keys);

    const [base, version] =
      call.api === "upload" ? [this.options.uploadBaseUrl, X_API_VERSION] : [this.options.baseUrl, X_ADS_API_VERSION];
    const url = new URL(`${base.replace(/\/$/, "")}/${version}/${call.path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const formBody = call.form ? Object.entries(call.form) : undefined;
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: oauth1Header({ method: call.method, url: url.toString(), formBody }, this.options, {
        nonce: this.options.nonce(),
        timestamp: Math.floor(this.options.now().getTime() / 1000),
      }),
    };
    let body: string | FormData | undefined;
    if (call.multipart) {
      // fetch writes the multipart content type with its boundary.
      const parts = new FormData();
      for (const [name, value] of Object.entries(call.multipart.fields)) parts.append(name, value);
      const { field, type, bytes } = call.multipart.file;
      parts.append(field, new Blob([bytes], { type }), field);
      body = parts;
    } else if (formBody) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(formBody).toString().replace(/\+/g, "%20");
    } else if (call.json !== undefined) {
      // Batch endpoints take their operations as a JSON array; JSON bodies are not part of the signature.
      headers["content-type"] = "application/json";
      body = JSON.stringify(call.json);
    }

    let response: Response;
    let text: string;
    try {
      response = await this.options.fetch(url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new AdsPlatformError(
          `X Ads API did not answer ${call.method} ${call.endpoint} within ${this.options.timeoutMs / 1000} s`,
          502,
        );
      }
      throw new AdsPlatformError(`X Ads API could not be reached: ${(error as Error).message}`, 502);
    }

    this.remember(response.headers, keys);
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 429) {
      const retryAfter = this.retryAfterSeconds(response.headers);
      // Refuse further calls to this endpoint until then, even if the 429 named no window.
      this.windows.set(keys.user, { remaining: 0, resetAt: this.nowSeconds() + retryAfter });
      throw new AdsPlatformError(
        `${errorText(429, parsed as XAdsErrorBody | null)} (rate limit of ${call.endpoint}; retry in ${retryAfter} s)`,
        429,
        retryAfter,
      );
    }
    if (!response.ok) {
      // Forbidden and not found keep their meaning (no access, unknown id); anything else is the platform failing us.
      const status = response.status === 403 || response.status === 404 ? response.status : 502;
      throw new AdsPlatformError(errorText(response.status, parsed as XAdsErrorBody | null), status);
    }
    if (parsed === null || typeof parsed !== "object" || !("data" in parsed)) {
      throw new AdsPlatformError(`X Ads API answered ${call.method} ${call.endpoint} without a data field`, 502);
    }
    return parsed as XAdsEnvelope<T>;
  }

  /** Every record of a list endpoint, following `next_cursor` a page of 1,000 at a time. */
  async all<T>(call: XAdsCall): Promise<T[]> {
    const records: T[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = { ...call.query, count: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) };
      const answer = await this.call<T[]>({ ...call, query });
      records.push(...answer.data);
      cursor = answer.next_cursor;
      if (!cursor) return records;
    }
    throw new AdsPlatformError(`X Ads API kept paging ${call.endpoint} past ${MAX_PAGES} pages`, 502);
  }

  private windowKeys(call: XAdsCall): WindowKeys {
    const endpoint = `${call.method} ${call.endpoint}`;
    return {
      user: endpoint,
      account: call.accountId ? `${endpoint} @${call.accountId}` : null,
      cost: `${endpoint} cost`,
    };
  }

  private nowSeconds(): number {
    return this.options.now().getTime() / 1000;
  }

  /** A window the API said is used up refuses the call until it resets, so we never spend a 429. */
  private refuseIfUsedUp(call: XAdsCall, keys: WindowKeys): void {
    for (const key of [keys.user, keys.account, keys.cost]) {
      if (key === null) continue;
      const window = this.windows.get(key);
      if (!window || window.remaining > 0) continue;
      const wait = Math.ceil(window.resetAt - this.nowSeconds());
      if (wait <= 0) {
        this.windows.delete(key);
        continue;
      }
      throw new AdsPlatformError(
        `X Ads API rate limit of ${call.method} ${call.endpoint} is used up; retry in ${wait} s`,
        429,
        wait,
      );
    }
  }

  private remember(headers: Headers, keys: WindowKeys): void {
    for (const [remainingHeader, resetHeader, scope] of LIMIT_HEADERS) {
      const key = keys[scope];
      const remaining = headers.get(remainingHeader);
      const reset = Number(headers.get(resetHeader));
      if (key === null || remaining === null || !Number.isFinite(reset) || reset <= 0) continue;
      this.windows.set(key, { remaining: Number(remaining), resetAt: reset });
    }
  }

  /** Seconds until the later of the windows the 429 names resets; Retry-After or a minute if none does. */
  private retryAfterSeconds(headers: Headers): number {
    const resets = LIMIT_HEADERS.map(([, resetHeader]) => Number(headers.get(resetHeader))).filter(
      (reset) => Number.isFinite(reset) && reset > 0,
    );
    if (resets.length > 0) return Math.max(1, Math.ceil(Math.max(...resets) - this.nowSeconds()));
    const retryAfter = Number(headers.get("retry-after"));
    return Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60;
  }
}
