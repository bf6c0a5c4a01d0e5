import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { loginResponse } from "./auth-contract.ts";
import { SOCIAL_LOGIN_MODES, SOCIAL_NETWORKS, SOCIAL_PROVIDERS } from "./social-login-rules.ts";

/** The network in the path: X only today (`/rest-auth/x/…`); another name is a 404. */
export const networkParams = z.object({ network: z.enum(SOCIAL_NETWORKS) });

/** A started sign-in: the provider's address to send the browser to, and the state it will bring back. */
export const socialLoginStart = z.object({
  authorize_url: z.string(),
  state: z.string(),
  /** "x-sandbox" when no X app is configured: the built-in sandbox, never the real X */
  provider: z.enum(SOCIAL_PROVIDERS),
});
export type SocialLoginStart = z.infer<typeof socialLoginStart>;

export const codeChallengeQuery = z.object({ mode: z.enum(SOCIAL_LOGIN_MODES).default("login") });

/** What the provider sent back to the callback page (OAuth 2.0 authorization code). */
export const socialCallbackBody = z.object({
  code: textField("code", { max: 512 }),
  state: textField("state", { max: 128 }),
});
export type SocialCallbackBody = z.infer<typeof socialCallbackBody>;

export const requestTokenQuery = z.object({
  /** where X sends the browser back; only the app's own callback page is accepted */
  oauth_callback: z.string().max(2000).optional(),
  mode: z.enum(SOCIAL_LOGIN_MODES).default("login"),
});
export const requestTokenResponse = z.object({
  oauth_token: z.string(),
  authorize_url: z.string(),
  provider: z.enum(SOCIAL_PROVIDERS),
});

/** The callback parameters of OAuth 1.0a, as X adds them to the callback address. */
export const accessTokenQuery = z.object({
  oauth_token: textField("oauth_token", { max: 200 }),
  oauth_verifier: textField("oauth_verifier", { max: 200 }),
});

/** A linked social account. Its tokens are never answered: only who it is. */
export const socialAccount = z.object({
  id: z.number().int(),
  provider: z.enum(SOCIAL_PROVIDERS),
  uid: z.string(),
  username: z.string(),
  name: z.string(),
  last_login: z.string().nullable(),
  date_joined: z.string(),
});
export type SocialAccount = z.infer<typeof socialAccount>;

export const loginViaTokenBody = z.object({ token: textField("token", { max: 200 }) });

const tags = ["auth"];

/** Sign in with X (OAuth 2.0 with PKCE, or OAuth 1.0a), connect X accounts to a user, list and disconnect them. */
export const socialLoginContract = {
  codeChallenge: operation({
    method: "GET",
    path: "/rest-auth/:network/code-challenge/",
    summary:
      "Start signing in (or, with mode=connect and a session, connecting) with OAuth 2.0 and PKCE: the provider's address and the state, single use for 10 minutes",
    tags,
    params: networkParams,
    query: codeChallengeQuery,
    status: 200,
    response: socialLoginStart,
    errors: [400, 403, 404, 429],
  }),
  login: operation({
    method: "POST",
    path: "/rest-auth/:network/",
    summary:
      "Finish signing in with the code and state the provider sent back; a state that does not match an attempt of this browser creates nothing",
    tags,
    params: networkParams,
    body: socialCallbackBody,
    status: 200,
    response: loginResponse,
    errors: [400, 404, 429, 502],
  }),
  connect: operation({
    method: "POST",
    path: "/rest-auth/:network/connect/",
    summary: "Attach the X account the provider sent back to the signed-in user",
    tags,
    params: networkParams,
    body: socialCallbackBody,
    status: 200,
    response: socialAccount,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  requestToken: operation({
    method: "GET",
    path: "/rest-auth/:network/request_token/",
    summary: "Start signing in (or connecting) with OAuth 1.0a: a request token and the provider's address",
    tags,
    params: networkParams,
    query: requestTokenQuery,
    status: 200,
    response: requestTokenResponse,
    errors: [400, 403, 404, 429, 502],
  }),
  accessToken: operation({
    method: "GET",
    path: "/rest-auth/:network/access_token/",
    summary:
      "Finish an OAuth 1.0a sign-in (or connect) with the callback parameters; the request token is single use and expires",
    tags,
    params: networkParams,
    query: accessTokenQuery,
    status: 200,
    response: loginResponse,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  loginViaToken: operation({
    method: "POST",
    path: "/rest-auth/login-via-token/",
    summary: "Open a cookie session on this host with a live session token (another variant's host, a new tab)",
    tags,
    body: loginViaTokenBody,
    status: 200,
    response: loginResponse,
    errors: [400],
  }),
  listSocialAccounts: operation({
    method: "GET",
    path: "/rest-auth/socialaccounts/",
    summary: "The signed-in user's linked social accounts (never their tokens)",
    tags,
    status: 200,
    response: z.array(socialAccount),
    errors: [403],
  }),
  disconnectSocialAccount: operation({
    method: "POST",
    path: "/rest-auth/socialaccounts/:pk/disconnect/",
    summary:
      "Unlink one of the user's social accounts and revoke its tokens at the provider; the last way to sign in cannot be removed",
    tags,
    params: z.object({ pk: z.coerce.number().int().min(1).max(2_147_483_647) }),
    status: 200,
    response: z.array(socialAccount),
    errors: [400, 403, 404],
  }),
};
