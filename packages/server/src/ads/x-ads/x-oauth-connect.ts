import { oauth1Header, randomNonce } from "../../http/oauth1.ts";
import { type AdsConnector, AdsPlatformError, type TokenPair } from "../ads-platform.ts";
import { X_ADS_TIMEOUT_MS } from "./x-ads-http.ts";

export type XOAuthConnectOptions = {
  oauthBaseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  timeoutMs?: number;
};

/** The three legs of OAuth 1.0a that give the app a user's access token (docs.x.com, "3-legged OAuth"). */
export function createXOAuthConnect(options: XOAuthConnectOptions): AdsConnector {
  const base = options.oauthBaseUrl.replace(/\/$/, "");
  const now = options.now ?? (() => new Date());

  /** One signed POST to an oauth/ step, its form-encoded answer read. */
  const post = async (
    step: "request_token" | "access_token",
    pair: TokenPair | null,
    extra: { oauth_callback?: string; oauth_verifier?: string },
  ): Promise<URLSearchParams> => {
    const url = `${base}/oauth/${step}`;
    const authorization = oauth1Header(
      { method: "POST", url },
      {
        consumerKey: options.consumerKey,
        consumerSecret: options.consumerSecret,
        accessToken: pair?.token ?? "",
        accessTokenSecret: pair?.secret ?? "",
      },
      { nonce: (options.nonce ?? randomNonce)(), timestamp: Math.floor(now().getTime() / 1000), extra },
    );
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: "POST",
        headers: { authorization, accept: "application/x-www-form-urlencoded" },
        signal: AbortSignal.timeout(options.timeoutMs ?? X_ADS_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new AdsPlatformError(`X could not be reached for oauth/${step}: ${(error as Error).message}`, 502);
    }
    // A verifier or request token X does not know is the user's attempt failing, not X failing us.
    if (response.status === 401) throw new AdsPlatformError(`X refused oauth/${step}: ${text.slice(0, 200)}`, 400);
    if (!response.ok) throw new AdsPlatformError(`X answered ${response.status} to oauth/${step}`, 502);
    return new URLSearchParams(text);
  };

  return {
    async requestToken(callbackUrl) {
      const answer = await post("request_token", null, { oauth_callback: callbackUrl });
      const token = answer.get("oauth_token");
      const secret = answer.get("oauth_token_secret");
      if (!token || !secret || answer.get("oauth_callback_confirmed") !== "true") {
        throw new AdsPlatformError("X answered oauth/request_token without a confirmed request token", 502);
      }
      return { token, secret };
    },

    authorizeUrl(requestToken) {
      return `${base}/oauth/authorize?oauth_token=${encodeURIComponent(requestToken)}`;
    },

    async accessToken(request, verifier) {
      const answer = await post("access_token", request, { oauth_verifier: verifier });
      const [token, secret, userId, screenName] = ["oauth_token", "oauth_token_secret", "user_id", "screen_name"].map(
        (name) => answer.get(name),
      );
      if (!token || !secret || !userId || !screenName) {
        throw new AdsPlatformError("X answered oauth/access_token without a whole access token", 502);
      }
      return { token, secret, userId, screenName };
    },
  };
}
