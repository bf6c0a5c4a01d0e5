import { oauth1Header, randomNonce } from "../../http/oauth1.ts";
import { XProviderError, type XTokenSet } from "./x-provider.ts";

/** How long one call to X may take before it counts as X failing. */
export const X_TIMEOUT_MS = 20_000;

export type XHttpOptions = {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  consumerKey: string | null;
  consumerSecret: string | null;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
};

/** How a call proves who makes it: the app itself (token endpoints), or a user's tokens. */
export type XAuth = { app: "basic" } | { app: "oauth1"; token?: { token: string; secret: string } } | XTokenSet;

export type XCall = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  auth: XAuth;
  /** answer the raw text (the form-encoded answers of OAuth 1.0a) */
  text?: boolean;
  /** the OAuth 1.0a steps' own parameters, signed in the header */
  oauthExtra?: { oauth_callback?: string; oauth_verifier?: string };
};

/**
 * One call to X: signed as `auth` says (Basic with the app's OAuth 2.0 keys, a user's bearer token, or
 * OAuth 1.0a HMAC-SHA1 with the app's consumer keys), errors turned into XProviderError with X's
 * status, its detail and, on 429, when x-rate-limit-reset lets the caller try again.
 */
export function createXHttp(options: XHttpOptions) {
  const base = options.apiBase.replace(/\/$/, "");
  const now = options.now ?? (() => new Date());

  const authorization = (call: XCall, url: string): string => {
    const { auth } = call;
    if ("app" in auth && auth.app === "basic") {
      return `Basic ${Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString("base64")}`;
    }
    const oauth1Token =
      "app" in auth ? auth.token : auth.tokenSecret ? { token: auth.accessToken, secret: auth.tokenSecret } : null;
    if ("app" in auth || oauth1Token) {
      if (!options.consumerKey || !options.consumerSecret)
        throw new XProviderError("OAuth 1.0a needs the app's consumer keys", 400);
      return oauth1Header(
        { method: call.method, url, formBody: call.form ? Object.entries(call.form) : undefined },
        {
          consumerKey: options.consumerKey,
          consumerSecret: options.consumerSecret,
          accessToken: oauth1Token?.token ?? "",
          accessTokenSecret: oauth1Token?.secret ?? "",
        },
        {
          nonce: (options.nonce ?? randomNonce)(),
          timestamp: Math.floor(now().getTime() / 1000),
          ...(call.oauthExtra ? { extra: call.oauthExtra } : {}),
        },
      );
    }
    return `Bearer ${(auth as XTokenSet).accessToken}`;
  };

  return async function send<T>(call: XCall): Promise<T> {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : "";
    const url = `${base}${call.path}${query}`;
    const header = authorization(call, url);
    const headers: Record<string, string> = { authorization: header };
    let body: string | undefined;
    if (call.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(call.json);
    } else if (call.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(call.form).toString();
    }
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(X_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new XProviderError(
        `X could not be reached (${call.method} ${call.path}): ${(error as Error).message}`,
        502,
      );
    }
    if (response.status === 429) {
      const reset = Number(response.headers.get("x-rate-limit-reset"));
      const wait = Number.isFinite(reset) && reset > 0 ? Math.max(1, Math.ceil(reset - now().getTime() / 1000)) : 900;
      throw new XProviderError(`X's rate limit for ${call.path} is used up`, 429, wait);
    }
    if (!response.ok) throw new XProviderError(`X answered ${response.status}: ${errorDetail(text)}`, response.status);
    if (call.text) return text as T;
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new XProviderError(`X answered ${call.path} with something that is not JSON`, 502);
    }
  };
}

export type XSend = ReturnType<typeof createXHttp>;

/** X's own words from an error body (v2 `detail`/`title`, OAuth 2.0 `error_description`), at most 200 characters. */
function errorDetail(text: string): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const errors = Array.isArray(body.errors) ? (body.errors[0] as Record<string, unknown> | undefined) : undefined;
    const said = body.detail ?? body.error_description ?? body.title ?? errors?.message ?? body.error;
    if (typeof said === "string") return said.slice(0, 200);
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 200) || "no detail";
}
