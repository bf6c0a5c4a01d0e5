import type { MembershipLevel } from "@xa/core";
import type { AD_ACCOUNT_PURPOSES, AD_NETWORKS, AdAccount, AdsPlatformName } from "@xa/core/ads/ads-contract";
import type { AdAccountAccess } from "@xa/core/ads/ads-permissions";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { HttpError, notFound, said } from "../http/http-error.ts";
import type { AccountRef } from "./ads-platform.ts";

export type AdAccountPurpose = (typeof AD_ACCOUNT_PURPOSES)[number];

/** An ad account row with how the caller stands to it. */
export type AdAccountRow = {
  id: number;
  team_id: number;
  account_id: string;
  name: string;
  network: (typeof AD_NETWORKS)[number];
  purpose: AdAccountPurpose;
  access: boolean | null;
  checked_at: Date | null;
  created_at: Date;
  level: MembershipLevel;
  granted: boolean;
};

// Only the caller's own teams' rows ($1 is the caller): anyone else's are not found. A grant of
// the account under either purpose counts, as it is one account on the platform.
const SELECT = `SELECT a.id, a.team_id, a.account_id, a.name, a.network, a.purpose, a.access, a.checked_at,
    a.created_at, m.level,
    EXISTS (SELECT 1 FROM ad_account_grants g JOIN ad_accounts b ON b.id = g.ad_account_id
      WHERE g.membership_id = m.id AND b.team_id = a.team_id AND b.account_id = a.account_id) AS granted
  FROM ad_accounts a JOIN memberships m ON m.team_id = a.team_id AND m.user_id = $1`;

export const adAccountNotFound = () => notFound(said("adAccountNotFound"));

export function toAdAccount(row: AdAccountRow, platform: AdsPlatformName): AdAccount {
  return {
    id: row.id,
    team_id: row.team_id,
    account_id: row.account_id,
    name: row.name,
    network: row.network,
    purpose: row.purpose,
    access: row.access,
    checked_at: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    platform,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export const accessOf = (row: AdAccountRow): AdAccountAccess => ({ level: row.level, granted: row.granted });
export const refOf = (row: AdAccountRow): AccountRef => ({
  id: row.id,
  teamId: row.team_id,
  accountId: row.account_id,
});

/**
 * A page of the team's ad accounts, by name (case-insensitive, the same order on both backends), then
 * id, with how many there are; `accountId` keeps the rows of that platform account.
 */
export function listAdAccounts(
  db: Db,
  userId: number,
  teamId: number,
  { accountId, ...window }: PageWindow & { accountId?: string | undefined },
): Promise<{ count: number; rows: AdAccountRow[] }> {
  return pagedQuery<AdAccountRow>(
    db,
    `${SELECT} WHERE a.team_id = $2 AND ($3::text IS NULL OR lower(a.account_id) = lower($3))
     ORDER BY lower(a.name) COLLATE "C", a.id`,
    [userId, teamId, accountId ?? null],
    window,
  );
}

/** One of the caller's teams' ad accounts by our id, or a 404. */
export async function findAdAccount(db: Db, userId: number, id: number): Promise<AdAccountRow> {
  const [row] = await db.query<AdAccountRow>(`${SELECT} WHERE a.id = $2`, [userId, id]);
  if (!row) throw adAccountNotFound();
  return row;
}

/**
 * The team's ad account with the platform's id (the one linked for targeting when it is linked
 * for both purposes), or a 404.
 */
export async function findTeamAdAccount(db: Db, userId: number, teamId: number, accountId: string) {
  const [row] = await db.query<AdAccountRow>(
    `${SELECT} WHERE a.team_id = $2 AND a.account_id = $3 ORDER BY a.purpose = 'targeting' DESC LIMIT 1`,
    [userId, teamId, accountId],
  );
  if (!row) throw adAccountNotFound();
  return row;
}

/** Links an account for `purpose`; it starts with access true, or a 409 when already linked so. */
export async function createAdAccount(
  db: Db,
  by: { userId: number; teamId: number; now: Date },
  account: { account_id: string; name: string; network: AdAccountRow["network"]; purpose: AdAccountPurpose },
): Promise<AdAccountRow> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ad_accounts (team_id, account_id, name, network, purpose, access, checked_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $6)
     ON CONFLICT (team_id, account_id, purpose) DO NOTHING RETURNING id`,
    [by.teamId, account.account_id, account.name, account.network, account.purpose, by.now, by.userId],
  );
  if (!row) throw new HttpError(409, { detail: said("adAccountLinked") });
  return findAdAccount(db, by.userId, row.id);
}

export async function deleteAdAccount(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM ad_accounts WHERE id = $1", [id]);
}

/** Stores the platform's answer on every row of the team with that account id. */
export async function recordAccess(db: Db, ref: AccountRef, access: boolean, now: Date): Promise<void> {
  await db.query("UPDATE ad_accounts SET access = $3, checked_at = $4 WHERE team_id = $1 AND account_id = $2", [
    ref.teamId,
    ref.accountId,
    access,
    now,
  ]);
}

/**
 * Every ad account the caller may use across their teams (core's canUseAdAccount: all of a team
 * they administer, the granted ones elsewhere), with its team, by team then account name.
 */
export function listUsableAdAccounts(
  db: Db,
  userId: number,
): Promise<(AdAccountRow & { team_slug: string; team_name: string })[]> {
  return db.query(
    `SELECT * FROM (
       SELECT x.*, t.slug AS team_slug, t.name AS team_name FROM (${SELECT}) x JOIN teams t ON t.id = x.team_id
     ) usable
     WHERE level = 'admin' OR granted
     ORDER BY lower(team_name) COLLATE "C", team_id, lower(name) COLLATE "C", id`,
    [userId],
  );
}
