import { CSRF_HEADER, SESSION_COOKIE, SESSION_IDLE_TIMEOUT_MS } from "@xa/core";
import { acceptsCredential, type CallKind, type Credential } from "@xa/core/auth/auth-permissions";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { forbidden, HttpError, notAuthenticated, said } from "../http/http-error.ts";
import { findExtensionUser } from "./extension-tokens.ts";
import { hashToken, newToken } from "./random-codes.ts";
import type { UserRow } from "./users.ts";

/** Who is calling, and how they proved it (the token as the caller sent it; the database holds only its hash). */
export type Auth = { user: UserRow; token: string; via: "header" | "cookie" | "extension" | "pro-targeting" };

// Writing last_seen_at on every request would turn reads into writes; a minute's slack is harmless.
const TOUCH_AFTER_MS = 60_000;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A new session; the token is answered once and only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken(32);
  await db.query("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)", [
    hashToken(token),
    userId,
    now,
  ]);
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE token_hash = $1", [hashToken(token)]);
}

function tokenFrom(request: FastifyRequest): { token: string; via: Auth["via"] } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Token\s+(\S+)$/i.exec(header);
    return match?.[1] ? { token: match[1], via: "header" } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/** Resolves the caller's session, or null. A session idle for 30 minutes has ended. */
export async function findAuth(deps: Deps, request: FastifyRequest): Promise<Auth | null> {
  const found = tokenFrom(request);
  if (!found) return null;
  const user = await findSessionUser(deps, found.token);
  return user ? { user, token: found.token, via: found.via } : null;
}

/** The user a session token signs in, or null; an idle session ends here (30 minutes without a request). */
export async function findSessionUser({ db, now }: Pick<Deps, "db" | "now">, token: string): Promise<UserRow | null> {
  if (token.length > 200) return null;
  const hash = hashToken(token);
  const rows = await db.query<UserRow & { last_seen_at: Date }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.language, s.last_seen_at
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  const idle = now().getTime() - new Date(row.last_seen_at).getTime();
  if (idle > SESSION_IDLE_TIMEOUT_MS) {
    await deleteSession(db, token);
    return null;
  }
  if (idle > TOUCH_AFTER_MS) {
    await db.query("UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1", [hash, now()]);
  }
  const { last_seen_at: _seen, ...user } = row;
  return user;
}

/** A token the caller sent, recognised: which kind, and whose (or "expired"; null for the public token). */
type Identified = { credential: Credential; user: UserRow | "expired" | null; token: string; via: Auth["via"] };

/**
 * What the caller's token is: a session, the extension's or the pro-targeting token (header only),
 * or the configured public token; null when none was sent or none is recognised.
 */
async function identify(deps: Deps, request: FastifyRequest): Promise<Identified | null> {
  const found = tokenFrom(request);
  if (!found) return null;
  const session = await findSessionUser(deps, found.token);
  if (session) return { credential: "session", user: session, token: found.token, via: found.via };
  if (found.via !== "header") return null;
  if (deps.config.publicToken !== undefined && found.token === deps.config.publicToken)
    return { credential: "public", user: null, token: found.token, via: "header" };
  const days = deps.config.extensionTokenDays;
  const extension = await findExtensionUser(deps.db, found.token, deps.now(), days);
  if (extension) return { credential: "extension", user: extension, token: found.token, via: "extension" };
  const pro = await findExtensionUser(deps.db, found.token, deps.now(), days, "pro_targeting_tokens");
  if (pro) return { credential: "pro-targeting", user: pro, token: found.token, via: "pro-targeting" };
  return null;
}

/** Why a call refuses what was sent, in the words of the token it was. */
function refusal(call: CallKind, credential: Credential | null): HttpError {
  // The token group's callers are scripts: a 401 asking for the one token it takes.
  if (call === "pro-toolkit")
    return new HttpError(401, { detail: said("proTargetingTokenNeeded") }, { "www-authenticate": "Token" });
  if (credential === "extension") return forbidden(said("extensionTokenRefused"));
  if (credential === "pro-targeting") return forbidden(said("proTargetingTokenRefused"));
  if (credential === "public") return forbidden(said("publicTokenRefused"));
  return notAuthenticated();
}

/**
 * The caller, or a 403 (a 401 for the token group). Which token a call takes is core's
 * acceptsCredential: a private call a session only, `allowExtension` the extension's token too, the
 * premium suite's token group (its route config) the pro-targeting token only, `standalone-me` any
 * user token. Cookie-authenticated unsafe requests must echo the token in the CSRF header, so another
 * site cannot make the browser act for the user.
 */
export async function requireAuth(
  deps: Deps,
  request: FastifyRequest,
  options: { allowExtension?: boolean; call?: "standalone-me" } = {},
): Promise<Auth> {
  const call: CallKind = inProTargetingGroup(request)
    ? "pro-toolkit"
    : (options.call ?? (options.allowExtension ? "extension" : "private"));
  const found = await identify(deps, request);
  if (!found || !acceptsCredential(call, found.credential)) throw refusal(call, found?.credential ?? null);
  const days = deps.config.extensionTokenDays;
  // A 401, not the 403 of no credentials: the extension reads it as signed out and asks to connect again.
  if (found.user === "expired") {
    const key = found.credential === "extension" ? "extensionTokenExpired" : "proTargetingTokenExpired";
    throw new HttpError(401, { detail: said(key, { days }) }, { "www-authenticate": "Token" });
  }
  // The public token stands for nobody: no call that needs a user accepts it (core's table).
  if (found.user === null) throw refusal(call, found.credential);
  if (found.via === "cookie" && UNSAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== found.token) {
    throw forbidden(said("csrfFailed"));
  }
  return { user: found.user, token: found.token, via: found.via };
}

/** Whether the route is one of the premium suite's token group (its route config says so). */
function inProTargetingGroup(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { proTargeting?: boolean } | undefined)?.proTargeting === true;
}

/**
 * True when a GET may act on a cookie session: it came from the app itself (Sec-Fetch-Site
 * same-origin, or none for an address typed in), or it carries a token no other site can set. A
 * cross-site link still carries the SameSite=Lax cookie, so without this it could log a user out.
 */
export function isOwnNavigation(request: FastifyRequest, auth: Auth): boolean {
  if (auth.via === "header" || request.headers[CSRF_HEADER] === auth.token) return true;
  const site = request.headers["sec-fetch-site"];
  return site === "same-origin" || site === "none";
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: 14 * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}
