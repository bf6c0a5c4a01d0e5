import type { Language } from "@xa/core";
import { canCreatePersonalLink, canUsePersonalLink } from "@xa/core/auth/auth-permissions";
import { type STANDALONE_CREDENTIALS, standaloneContract } from "@xa/core/auth/standalone-contract";
import { type StandaloneTextKey, standaloneText } from "@xa/core/auth/standalone-texts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { limitedNetwork } from "../http/client-address.ts";
import { badRequest, forbidden } from "../http/http-error.ts";
import { takeLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import { createPersonalLink, findPersonalLinkOwner, spendPersonalLink } from "./personal-links.ts";
import { type Auth, createSession, findAuth, isOwnNavigation, requireAuth, setSessionCookie } from "./sessions.ts";
import { loadUser } from "./users.ts";

type StandaloneCredential = (typeof STANDALONE_CREDENTIALS)[number];

/** Tries of personal links one network may make in 15 minutes: a person opens one or two. */
export const PERSONAL_LINK_TRIES = 30;
const TRY_WINDOW_MS = 15 * 60_000;

const text = (key: StandaloneTextKey) => (language: Language) => standaloneText(language, key);
const credentialOf = (auth: Auth): StandaloneCredential =>
  auth.via === "extension" ? "extension" : auth.via === "pro-targeting" ? "pro-targeting" : "session";

/** The standalone clients' identity, and personal sign-in links for another device. */
export function registerStandaloneRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config, now } = deps;
  const c = standaloneContract;
  const secureCookie = config.publicUrl.startsWith("https://");

  /** Any of the user's tokens: a session, the extension's or the pro-targeting token (core's acceptsCredential). */
  const standaloneAuth = (request: FastifyRequest): Promise<Auth> =>
    requireAuth(deps, request, { call: "standalone-me" });

  route(app, c.standaloneMe, async (_input, request) => {
    const auth = await standaloneAuth(request);
    return { ...(await loadUser(db, config, auth.user)), authenticated_with: credentialOf(auth) };
  });

  route(app, c.createPersonalLink, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    // A GET that makes something: only the app itself may ask for it with the cookie.
    if (!canCreatePersonalLink(credentialOf(auth)) || !isOwnNavigation(request, auth)) throw forbidden();
    await takeLimit(deps, {
      key: `personal-link-user:${auth.user.id}`,
      limit: PERSONAL_LINK_TRIES,
      windowMs: TRY_WINDOW_MS,
    });
    const { code, expiresAt } = await createPersonalLink(db, auth.user.id, now());
    return {
      magic_code: code,
      url: `${config.publicUrl}/login?personal_link=${encodeURIComponent(code)}`,
      expires_at: expiresAt.toISOString(),
    };
  });

  route(app, c.usePersonalLink, async ({ body }, request, reply) => {
    await takeLimit(deps, {
      key: `personal-link-ip:${limitedNetwork(request.ip)}`,
      limit: PERSONAL_LINK_TRIES,
      windowMs: TRY_WINDOW_MS,
    });
    const owner = await findPersonalLinkOwner(db, body.magic_code, now());
    if (!owner) throw badRequest(text("linkInvalid"));
    const signedIn = await findAuth(deps, request);
    if (!canUsePersonalLink(owner.id, signedIn?.user.id ?? null)) throw forbidden(text("otherUserSignedIn"));
    if (!(await spendPersonalLink(db, body.magic_code, now()))) throw badRequest(text("linkInvalid"));
    const token = await createSession(db, owner.id, now());
    setSessionCookie(reply, token, secureCookie);
    return { token, user: await loadUser(db, config, owner) };
  });
}
