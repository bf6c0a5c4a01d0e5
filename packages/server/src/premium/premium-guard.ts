import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { canOpenPremiumSuite } from "@xa/core/premium/premium-permissions";
import type { FastifyRequest } from "fastify";
import { type Auth, findUserGroups, requireAuth, type XUserApi, xUserApiFor } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { forbidden, notFound, said } from "../http/http-error.ts";
import { listTeams } from "../teams/index.ts";

/** A connected account with the row that holds its tokens, which only the server sees. */
export type ConnectedAccount = PremiumAccount & { socialAccountId: number };

/** A premium call's caller and the connected account it is about. */
export type PremiumCaller = { auth: Auth; account: ConnectedAccount; connected: ConnectedAccount[] };

// A user is in a handful of teams; the rule needs them all, so read more than anyone has.
const ALL_TEAMS = { limit: 1000, offset: 0 };

/** The user's connected X accounts, oldest first, with what the store holds of each. */
export async function listConnectedAccounts(db: Db, userId: number): Promise<ConnectedAccount[]> {
  const rows = await db.query<{
    id: number;
    provider: PremiumAccount["provider"];
    uid: string;
    extra: { username?: string; name?: string; screen_name?: string };
    created_at: Date;
    handle: string | null;
    name: string | null;
    avatar_url: string | null;
    followers_count: number | null;
    following_count: number | null;
    in_store: boolean;
  }>(
    `SELECT s.id, s.provider, s.uid, s.extra, s.created_at, a.handle, a.name, a.avatar_url,
            a.followers_count, a.following_count, a.id IS NOT NULL AS in_store
       FROM social_accounts s LEFT JOIN accounts a ON a.id = s.uid
      WHERE s.user_id = $1 AND s.provider IN ('x', 'x-sandbox') ORDER BY s.id`,
    [userId],
  );
  return rows.map((r) => ({
    socialAccountId: r.id,
    id: r.uid,
    provider: r.provider,
    username: r.handle ?? r.extra.username ?? r.extra.screen_name ?? "",
    name: r.name ?? r.extra.name ?? "",
    avatar_url: r.avatar_url,
    in_store: r.in_store,
    followers_count: r.followers_count === null ? null : Number(r.followers_count),
    following_count: r.following_count === null ? null : Number(r.following_count),
    connected_at: new Date(r.created_at).toISOString(),
  }));
}

/** Whether the user's plan opens the suite (core's rule over all their teams). */
export async function premiumOpenFor(db: Db, userId: number): Promise<boolean> {
  const [groups, teams] = await Promise.all([findUserGroups(db, userId), listTeams(db, userId, ALL_TEAMS)]);
  return canOpenPremiumSuite({ groups }, teams.results);
}

/** The connected account as a public entity: the token row's id stays on the server. */
export function toPremiumAccount({ socialAccountId: _, ...account }: ConnectedAccount): PremiumAccount {
  return account;
}

/**
 * The caller, when signed in with a plan that opens the suite, and the connected account named by
 * `accountId` (the first one when left out). Another user's account is not found, like one that does
 * not exist; no plan is a 403 that says which plan is needed.
 */
export async function requirePremiumAccount(
  deps: Deps,
  request: FastifyRequest,
  accountId: string | undefined,
): Promise<PremiumCaller> {
  const auth = await requireAuth(deps, request);
  const connected = await listConnectedAccounts(deps.db, auth.user.id);
  const account = accountId === undefined ? connected[0] : connected.find((a) => a.id === accountId);
  if (!account) throw notFound(said(accountId === undefined ? "premium.noAccount" : "notFound"));
  if (!(await premiumOpenFor(deps.db, auth.user.id))) throw forbidden(said("premium.planNeeded"));
  return { auth, account, connected };
}

/** The account's store data must exist for its pages; a 404 in words otherwise. */
export function requireInStore(account: ConnectedAccount): void {
  if (!account.in_store) throw notFound(said("premium.notInStore", { handle: account.username }));
}

/** The X user API acting as the caller's account (its own token), for follow, unfollow and lists. */
export async function userApiOf(deps: Deps, caller: PremiumCaller): Promise<XUserApi> {
  const found = await xUserApiFor(deps, caller.auth.user.id, caller.account.socialAccountId);
  if (!found) throw notFound(said("premium.noAccount"));
  return found.api;
}
