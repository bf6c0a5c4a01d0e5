import type { XLoginConfig } from "../../config.ts";
import { createXApiUser } from "./x-api-user.ts";
import { createXHttp, type XHttpOptions } from "./x-http.ts";
import { type XLoginProvider, XProviderError, type XTokenSet } from "./x-provider.ts";

/** What sign-in asks X for: who the user is, and what the premium suite does for them (offline.access: a refresh token). */
export const X_SCOPES = [
  "tweet.read",
  "users.read",
  "users.email",
  "follows.read",
  "follows.write",
  "list.read",
  "list.write",
  "like.read",
  "offline.access",
];

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number; token_type?: string };
type MeAnswer = { data?: { id?: string; username?: string; name?: string; confirmed_email?: string } };

/** Sign-in with the real X: OAuth 2.0 authorization code with PKCE, and OAuth 1.0a where the app has consumer keys. */
export function createXOAuthProvider(
  config: XLoginConfig,
  publicUrl: string,
  options: Pick<XHttpOptions, "fetch" | "now" | "nonce"> = {},
): XLoginProvider {
  const send = createXHttp({ ...config, ...options });
  const now = options.now ?? (() => new Date());

  const tokensFrom = (answer: TokenAnswer): XTokenSet => {
    if (!answer.access_token) throw new XProviderError("X answered the token request without an access token", 502);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: answer.expires_in ? new Date(now().getTime() + answer.expires_in * 1000) : null,
      tokenSecret: null,
    };
  };
  const token = async (form: Record<string, string>) =>
    tokensFrom(await send<TokenAnswer>({ method: "POST", path: "/2/oauth2/token", form, auth: { app: "basic" } }));
  const oauthStep = async (
    path: string,
    auth: { token: string; secret: string } | undefined,
    extra: Record<string, string>,
  ) =>
    new URLSearchParams(
      await send<string>({ method: "POST", path, auth: { app: "oauth1", token: auth }, oauthExtra: extra, text: true }),
    );

  return {
    name: "x",
    redirectUri: (callbackPath) => `${publicUrl}${callbackPath}`,
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: X_SCOPES.join(" "),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${config.authorizeUrl}?${query.toString()}`;
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    refresh: (refreshToken) => token({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async revoke(tokens) {
      // An OAuth 1.0a token is revoked by invalidating it; a bearer token and its refresh token one by one.
      if (tokens.tokenSecret) {
        await send({ method: "POST", path: "/1.1/oauth/invalidate_token", auth: tokens });
        return;
      }
      for (const [value, hint] of [
        [tokens.refreshToken, "refresh_token"],
        [tokens.accessToken, "access_token"],
      ] as const) {
        if (value) {
          await send({
            method: "POST",
            path: "/2/oauth2/revoke",
            form: { token: value, token_type_hint: hint },
            auth: { app: "basic" },
          });
        }
      }
    },
    async identify(tokens) {
      const answer = await send<MeAnswer>({
        method: "GET",
        path: "/2/users/me",
        query: { "user.fields": "confirmed_email,name,username" },
        auth: tokens,
      });
      const { id, username, name, confirmed_email: email } = answer.data ?? {};
      if (!id || !username) throw new XProviderError("X answered users/me without the user", 502);
      return { id, username, name: name ?? username, email: email ? email.toLowerCase() : null };
    },
    oauth1:
      config.consumerKey && config.consumerSecret
        ? {
            async requestToken(callbackUrl) {
              const answer = await oauthStep("/oauth/request_token", undefined, { oauth_callback: callbackUrl });
              const [token, secret] = [answer.get("oauth_token"), answer.get("oauth_token_secret")];
              if (!token || !secret || answer.get("oauth_callback_confirmed") !== "true") {
                throw new XProviderError("X answered oauth/request_token without a confirmed request token", 502);
              }
              return { token, secret };
            },
            // authenticate, not authorize: a user who has allowed the app already goes straight back.
            authorizeUrl: (requestToken) =>
              `${config.apiBase}/oauth/authenticate?oauth_token=${encodeURIComponent(requestToken)}`,
            async accessToken(request, verifier) {
              const answer = await oauthStep("/oauth/access_token", request, { oauth_verifier: verifier });
              const [token, secret] = [answer.get("oauth_token"), answer.get("oauth_token_secret")];
              if (!token || !secret)
                throw new XProviderError("X answered oauth/access_token without a token pair", 502);
              return { accessToken: token, refreshToken: null, expiresAt: null, tokenSecret: secret };
            },
          }
        : null,
    userApi: (tokens) => createXApiUser(send, tokens),
  };
}
