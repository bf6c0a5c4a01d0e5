import type { MembershipLevel } from "@xa/core";
import type { GrantedAdAccount } from "@xa/core/ads/ads-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { badRequest, HttpError, notFound, said } from "../http/http-error.ts";

type GrantRow = {
  id: number;
  team_id: number;
  member: number;
  member_email: string;
  member_user_id: number;
  account_id: string;
  network: "x";
  name: string;
  created_at: Date;
  /** the caller's level in the grant's team */
  level: MembershipLevel;
};

// $1 is the caller: only grants of their own teams are found.
const SELECT = `SELECT g.id, g.team_id, g.membership_id AS member, u.email AS member_email, gm.user_id AS member_user_id,
    a.account_id, a.network, a.name, g.created_at, m.level
  FROM ad_account_grants g
  JOIN ad_accounts a ON a.id = g.ad_account_id
  JOIN memberships gm ON gm.id = g.membership_id
  JOIN users u ON u.id = gm.user_id
  JOIN memberships m ON m.team_id = g.team_id AND m.user_id = $1`;

export function toGrant(row: GrantRow): GrantedAdAccount {
  return {
    id: row.id,
    team_id: row.team_id,
    member: row.member,
    member_email: row.member_email,
    account: { account_id: row.account_id, network: row.network, name: row.name },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A page of the team's grants, by account name then member, with how many there are; `onlyOwn` keeps the caller's own. */
export function listGrants(
  db: Db,
  userId: number,
  teamId: number,
  onlyOwn: boolean,
  { accountId, ...window }: PageWindow & { accountId?: string | undefined },
): Promise<{ count: number; rows: GrantRow[] }> {
  return pagedQuery<GrantRow>(
    db,
    `${SELECT} WHERE g.team_id = $2 AND (NOT $3 OR gm.user_id = $1)
       AND ($4::text IS NULL OR lower(a.account_id) = lower($4))
     ORDER BY lower(a.name) COLLATE "C", a.account_id, u.email, g.id`,
    [userId, teamId, onlyOwn, accountId ?? null],
    window,
  );
}

/** One of the caller's teams' grants, or a 404. */
export async function findGrant(db: Db, userId: number, id: number): Promise<GrantRow> {
  const [row] = await db.query<GrantRow>(`${SELECT} WHERE g.id = $2`, [userId, id]);
  if (!row) throw notFound(said("grantNotFound"));
  return row;
}

/**
 * Grants membership `member` of the team access to the team's ad account `adAccountRowId`: a 400
 * when they are not of this team, a 409 when they already have it.
 */
export async function createGrant(
  db: Db,
  by: { userId: number; teamId: number; now: Date },
  member: number,
  adAccountRowId: number,
): Promise<GrantRow> {
  const [membership] = await db.query("SELECT 1 FROM memberships WHERE id = $1 AND team_id = $2", [member, by.teamId]);
  if (!membership) throw badRequest(said("grantNotMember"));
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ad_account_grants (team_id, membership_id, ad_account_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (membership_id, ad_account_id) DO NOTHING RETURNING id`,
    [by.teamId, member, adAccountRowId, by.userId, by.now],
  );
  if (!row) throw new HttpError(409, { detail: said("grantExists") });
  return findGrant(db, by.userId, row.id);
}

export async function deleteGrant(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM ad_account_grants WHERE id = $1", [id]);
}
