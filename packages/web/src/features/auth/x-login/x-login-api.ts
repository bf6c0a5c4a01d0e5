import type { SocialCallbackBody } from "@xa/core/auth/social-login-contract";
import { socialLoginContract } from "@xa/core/auth/social-login-contract";
import type { SocialLoginMode } from "@xa/core/auth/social-login-rules";
import type { SandboxAuthorizeBody } from "@xa/core/auth/x-sandbox-contract";
import { xSandboxContract } from "@xa/core/auth/x-sandbox-contract";
import { call } from "../../../api/call.ts";

/** Starts a sign-in (or connect) with OAuth 2.0 and PKCE: where to send the browser, and the state. */
export function startXLoginAttempt(mode: SocialLoginMode) {
  return call(
    socialLoginContract.codeChallenge,
    { params: { network: "x" }, query: { mode } },
    { redirectOn403: false },
  );
}

export function completeXLogin(body: SocialCallbackBody, signal: AbortSignal) {
  return call(socialLoginContract.login, { params: { network: "x" }, body }, { signal, redirectOn403: false });
}

export function completeXConnect(body: SocialCallbackBody, signal: AbortSignal) {
  return call(socialLoginContract.connect, { params: { network: "x" }, body }, { signal, redirectOn403: false });
}

/** Finishes an OAuth 1.0a sign-in with the callback parameters. */
export function completeXAccessToken(query: { oauth_token: string; oauth_verifier: string }, signal: AbortSignal) {
  return call(socialLoginContract.accessToken, { params: { network: "x" }, query }, { signal, redirectOn403: false });
}

export function listSocialAccounts() {
  return call(socialLoginContract.listSocialAccounts, {});
}

export function disconnectSocialAccount(pk: number) {
  return call(socialLoginContract.disconnectSocialAccount, { params: { pk } });
}

export function listSandboxAccounts(search: string, limit: number) {
  return call(xSandboxContract.listSandboxAccounts, { query: { search, limit, offset: 0 } }, { redirectOn403: false });
}

export function authorizeSandbox(body: SandboxAuthorizeBody) {
  return call(xSandboxContract.authorizeSandbox, { body }, { redirectOn403: false });
}
