import { canDisconnectSocialAccount } from "@xa/core/auth/auth-permissions";
import { socialLoginContract } from "@xa/core/auth/social-login-contract";
import { socialCallbackPath } from "@xa/core/auth/social-login-rules";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { limitedNetwork } from "../../http/client-address.ts";
import { badRequest, notFound, said } from "../../http/http-error.ts";
import { takeLimit } from "../../http/rate-limit.ts";
import { route } from "../../http/route.ts";
import { newToken } from "../random-codes.ts";
import { type Auth, createSession, findSessionUser, requireAuth, setSessionCookie } from "../sessions.ts";
import { loadUser, type UserRow } from "../users.ts";
import { callX } from "./call-x.ts";
import { type LoginAttempt, saveAttempt, takeAttempt } from "./login-attempts.ts";
import { codeChallengeOf, newCodeVerifier } from "./pkce.ts";
import { listSocialAccounts } from "./x-accounts.ts";
import type { XLoginProvider, XTokenSet } from "./x-provider.ts";
import { connectX, signInWithX } from "./x-sign-in.ts";
import { freshTokens } from "./x-tokens.ts";

/** The browser that started an attempt keeps its state in this cookie; a callback from any other browser fails. */
export const STATE_COOKIE = "xa_social_state";

const unauthorized = () => badRequest(said("social.unauthorized"));

/** Sign in with X, connect X accounts, list and disconnect them; log in with a session token. */
export function registerXLoginRoutes(app: FastifyInstance, deps: Deps, provider: XLoginProvider): void {
  const { db, secrets } = deps;
  const c = socialLoginContract;
  const secure = deps.config.publicUrl.startsWith("https://");
  const callbackPath = socialCallbackPath("x");

  const rememberState = (reply: FastifyReply, state: string) =>
    reply.setCookie(STATE_COOKIE, state, { httpOnly: true, sameSite: "lax", path: "/rest-auth/", secure, maxAge: 600 });

  /** The attempt this state names, once, if this browser started it; anything else creates nothing. */
  const takeOwnAttempt = async (request: FastifyRequest, reply: FastifyReply, state: string) => {
    if (request.cookies[STATE_COOKIE] !== state) throw unauthorized();
    reply.clearCookie(STATE_COOKIE, { path: "/rest-auth/", httpOnly: true, sameSite: "lax", secure });
    const attempt = await takeAttempt(db, secrets, state, provider.name, deps.now());
    if (!attempt) throw unauthorized();
    return attempt;
  };

  /** Signs the X account's user in, or attaches it to `connecting`, the session that started a connect attempt. */
  const finish = async (reply: FastifyReply, tokens: XTokenSet, connecting: Auth | null) => {
    const identity = await callX(() => provider.identify(tokens));
    if (connecting) {
      await connectX(deps, provider, identity, tokens, connecting.user.id).catch(revokeAndRethrow(tokens));
      return { token: connecting.token, user: await loadUser(db, deps.config, connecting.user) };
    }
    const user = await signInWithX(deps, provider, identity, tokens).catch(revokeAndRethrow(tokens));
    return startSession(reply, user);
  };

  /** A connect attempt finishes only in the session that started it, checked before X is asked for tokens. */
  const connectingSession = async (request: FastifyRequest, attempt: LoginAttempt) => {
    if (attempt.mode !== "connect") return null;
    const auth = await requireAuth(deps, request);
    if (auth.user.id !== attempt.userId) throw unauthorized();
    return auth;
  };

  /** Tokens we will not keep are revoked, so none is left working at X. */
  const revokeAndRethrow = (tokens: XTokenSet) => async (error: unknown) => {
    await provider.revoke(tokens).catch(() => {});
    throw error;
  };

  const startSession = async (reply: FastifyReply, user: UserRow) => {
    const token = await createSession(db, user.id, deps.now());
    setSessionCookie(reply, token, secure);
    return { token, user: await loadUser(db, deps.config, user) };
  };

  /** Each attempt is a row (and, with OAuth 1.0a, a call to X): counted per network like e-mail codes. */
  const countAttempt = (request: FastifyRequest) =>
    takeLimit(deps, {
      key: `social-ip:${limitedNetwork(request.ip)}`,
      limit: deps.config.signinLimits.perIp,
      windowMs: deps.config.signinLimits.windowMs,
      detail: "social.tooManyAttempts",
    });

  route(app, c.codeChallenge, async ({ query }, request, reply) => {
    await countAttempt(request);
    const userId = query.mode === "connect" ? (await requireAuth(deps, request)).user.id : null;
    const state = newToken(32);
    const verifier = newCodeVerifier();
    const redirectUri = provider.redirectUri(callbackPath);
    await saveAttempt(
      db,
      secrets,
      state,
      { provider: provider.name, mode: query.mode, userId, secret: verifier, redirectUri },
      deps.now(),
    );
    rememberState(reply, state);
    const authorizeUrl = provider.authorizeUrl({ state, codeChallenge: codeChallengeOf(verifier), redirectUri });
    return { authorize_url: authorizeUrl, state, provider: provider.name };
  });

  const exchange = (attempt: LoginAttempt, code: string) =>
    callX(() => provider.exchangeCode({ code, codeVerifier: attempt.secret, redirectUri: attempt.redirectUri }));

  route(app, c.login, async ({ body }, request, reply) => {
    const attempt = await takeOwnAttempt(request, reply, body.state);
    if (attempt.mode !== "login") throw unauthorized();
    return finish(reply, await exchange(attempt, body.code), null);
  });

  route(app, c.connect, async ({ body }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const attempt = await takeOwnAttempt(request, reply, body.state);
    if (attempt.mode !== "connect" || attempt.userId !== auth.user.id) throw unauthorized();
    const tokens = await exchange(attempt, body.code);
    const identity = await callX(() => provider.identify(tokens));
    return connectX(deps, provider, identity, tokens, auth.user.id).catch(revokeAndRethrow(tokens));
  });

  route(app, c.requestToken, async ({ query }, request, reply) => {
    const oauth1 = provider.oauth1;
    if (!oauth1) throw badRequest(said("social.oauth1Off"));
    const ours = provider.redirectUri(callbackPath);
    const callback = query.oauth_callback ?? ours;
    // Only our own callback page: anything else would send the user's verifier to another site.
    if (callback !== ours && callback !== `${deps.config.publicUrl}${callbackPath}`) {
      throw badRequest(said("social.callbackNotOurs", { url: ours }));
    }
    const userId = query.mode === "connect" ? (await requireAuth(deps, request)).user.id : null;
    await countAttempt(request);
    const pair = await callX(() => oauth1.requestToken(callback));
    await saveAttempt(
      db,
      secrets,
      pair.token,
      { provider: provider.name, mode: query.mode, userId, secret: pair.secret, redirectUri: callback },
      deps.now(),
    );
    rememberState(reply, pair.token);
    return { oauth_token: pair.token, authorize_url: oauth1.authorizeUrl(pair.token), provider: provider.name };
  });

  route(app, c.accessToken, async ({ query }, request, reply) => {
    const oauth1 = provider.oauth1;
    if (!oauth1) throw badRequest(said("social.oauth1Off"));
    const attempt = await takeOwnAttempt(request, reply, query.oauth_token);
    const connecting = await connectingSession(request, attempt);
    const tokens = await callX(() =>
      oauth1.accessToken({ token: query.oauth_token, secret: attempt.secret }, query.oauth_verifier),
    );
    return finish(reply, tokens, connecting);
  });

  route(app, c.loginViaToken, async ({ body }, _request, reply) => {
    const user = await findSessionUser(deps, body.token);
    if (!user) throw badRequest(said("social.invalidToken"));
    setSessionCookie(reply, body.token, secure);
    return { token: body.token, user: await loadUser(db, deps.config, user) };
  });

  route(app, c.listSocialAccounts, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    return listSocialAccounts(db, auth.user.id);
  });

  route(app, c.disconnectSocialAccount, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const accounts = await listSocialAccounts(db, auth.user.id);
    const account = accounts.find((a) => a.id === params.pk);
    if (!account) throw notFound();
    if (!canDisconnectSocialAccount({ email: auth.user.email, socialAccounts: accounts.length })) {
      throw badRequest(said("social.lastWayIn"));
    }
    // Revoked at the provider first, so a copy of the tokens stops working too; a provider that
    // cannot be reached does not keep the user linked (they asked to be let go).
    if (account.provider === provider.name) {
      const tokens = await freshTokens(deps, provider, account.id).catch(() => null);
      if (tokens) {
        await provider.revoke(tokens).catch((error: Error) => {
          request.log.warn({ account: account.id }, `revoking an X token failed: ${error.message}`);
        });
      }
    }
    await db.query("DELETE FROM social_accounts WHERE id = $1 AND user_id = $2", [account.id, auth.user.id]);
    return accounts.filter((a) => a.id !== account.id);
  });
}
