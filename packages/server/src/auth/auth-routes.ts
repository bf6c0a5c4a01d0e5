import { authContract } from "@xa/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { forbidden, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { createExtensionToken, deleteExtensionToken, findUserToken } from "./extension-tokens.ts";
import { createMagicLink, useMagicLink } from "./magic-link.ts";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findAuth,
  isOwnNavigation,
  requireAuth,
  setSessionCookie,
} from "./sessions.ts";
import { takeSigninLimits } from "./signin-limits.ts";
import { registerStandaloneRoutes } from "./standalone-routes.ts";
import { loadUser, updateUser } from "./users.ts";
import { chooseXProvider } from "./x-login/choose-x-provider.ts";
import { registerXLoginRoutes } from "./x-login/x-login-routes.ts";
import { registerXSandboxRoutes } from "./x-login/x-sandbox-routes.ts";

/** E-mail and X sign-in, the signed-in user, logout, and the extension's token. */
export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const secureCookie = deps.config.publicUrl.startsWith("https://");
  const x = chooseXProvider(deps);
  registerXLoginRoutes(app, deps, x);
  registerXSandboxRoutes(app, deps, x);
  registerStandaloneRoutes(app, deps);

  route(app, authContract.requestMagicLink, async ({ body }, request) => {
    // A 429 with Retry-After when the caller's network or the address asked too often.
    await takeSigninLimits(deps, body.email, request.ip);
    return { magic_code: await createMagicLink(deps, body.email) };
  });

  route(app, authContract.useMagicLink, async ({ body }, _request, reply) => {
    const user = await useMagicLink(deps, body.magic_code, body.confirm_code);
    const token = await createSession(deps.db, user.id, deps.now());
    setSessionCookie(reply, token, secureCookie);
    return { token, user: await loadUser(deps.db, deps.config, user) };
  });

  route(app, authContract.getMe, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    return loadUser(deps.db, deps.config, auth.user);
  });

  route(app, authContract.updateMe, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const user = await updateUser(deps.db, auth.user, body);
    return loadUser(deps.db, deps.config, user);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await findAuth(deps, request);
    if (auth && request.method === "GET" && !isOwnNavigation(request, auth)) throw forbidden(said("logoutCrossSite"));
    if (auth) {
      await deleteSession(deps.db, auth.token);
      // Signing out signs the companion extension out too: its token is the user's, not the device's.
      await deleteExtensionToken(deps.db, auth.user.id);
    }
    clearSessionCookie(reply, secureCookie);
    return { detail: "Successfully logged out." };
  };
  route(app, authContract.logout, (_input, request, reply) => logout(request, reply));
  route(app, authContract.logoutLink, (_input, request, reply) => logout(request, reply));

  route(app, authContract.createExtensionToken, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    return createExtensionToken(deps.db, auth.user.id, deps.now(), deps.config.extensionTokenDays);
  });

  // Seen, made and revoked from a session only: a token never makes another.
  route(app, authContract.getProTargetingToken, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    const days = deps.config.extensionTokenDays;
    return { current: await findUserToken(deps.db, auth.user.id, deps.now(), days, "pro_targeting_tokens") };
  });

  route(app, authContract.createProTargetingToken, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    const days = deps.config.extensionTokenDays;
    return createExtensionToken(deps.db, auth.user.id, deps.now(), days, "pro_targeting_tokens");
  });

  route(app, authContract.deleteProTargetingToken, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    await deleteExtensionToken(deps.db, auth.user.id, "pro_targeting_tokens");
    return null;
  });

  route(app, authContract.deleteExtensionToken, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    await deleteExtensionToken(deps.db, auth.user.id);
    return null;
  });
}
