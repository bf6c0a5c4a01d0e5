import type { SocialProvider } from "@xa/core/auth/social-login-rules";
import type { XUserApi } from "./x-user-api.ts";

/** Who signed in at the provider. X gives an e-mail only with the users.email scope, and only a confirmed one. */
export type XIdentity = { id: string; username: string; name: string; email: string | null };

/**
 * A user's tokens: an OAuth 2.0 bearer token (with its refresh token and expiry), or an OAuth 1.0a
 * access token pair (`tokenSecret` set, no expiry). Kept sealed; never answered or logged.
 */
export type XTokenSet = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  tokenSecret: string | null;
};

/** X refused or failed: its status, what it said, and when a rate limit lifts. */
export class XProviderError extends Error {
  constructor(
    message: string,
    /** X's status, or 502 when X could not be reached or answered nonsense */
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Where sign-in with X goes: X itself, or the built-in sandbox. Everything after this boundary
 * (attempts, users, sealed tokens, refresh, revoke, the user API's callers) is the same code for both.
 */
export type XLoginProvider = {
  name: SocialProvider;
  /** where the provider sends the browser back: X needs the registered absolute address */
  redirectUri(callbackPath: string): string;
  authorizeUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(grant: { code: string; codeVerifier: string; redirectUri: string }): Promise<XTokenSet>;
  refresh(refreshToken: string): Promise<XTokenSet>;
  /** revokes the tokens at the provider, so a copy of them stops working too */
  revoke(tokens: XTokenSet): Promise<void>;
  identify(tokens: XTokenSet): Promise<XIdentity>;
  /** the three legs of OAuth 1.0a; null where the app has no consumer keys */
  oauth1: {
    requestToken(callbackUrl: string): Promise<{ token: string; secret: string }>;
    authorizeUrl(requestToken: string): string;
    accessToken(request: { token: string; secret: string }, verifier: string): Promise<XTokenSet>;
  } | null;
  /** the user-context API (follow, lists, followers…) acting with these tokens */
  userApi(tokens: XTokenSet): XUserApi;
};
