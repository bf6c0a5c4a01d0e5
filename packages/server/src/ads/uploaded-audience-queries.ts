import type { MembershipLevel } from "@xa/core";
import type { AdsPlatformName } from "@xa/core/ads/ads-contract";
import type { AdAccountAccess } from "@xa/core/ads/ads-permissions";
import type { UploadedAudienceKind } from "@xa/core/ads/audience-list";
import type { UploadedAudience } from "@xa/core/ads/uploaded-audience-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { notFound } from "../http/http-error.ts";
import type { AccountRef } from "./ads-platform.ts";

/** An uploaded audience's row, with its ad account and how the caller stands to that account. */
export type UploadedAudienceRow = {
  id: number;
  team_id: number;
  ad_account_row_id: number;
  ad_account_id: string;
  ad_account_name: string;
  name: string;
  kind: UploadedAudienceKind;
  member_count: number;
  platform_audience_id: string;
  targetable: boolean;
  created_by: string | null;
  created_at: Date;
  level: MembershipLevel;
  granted: boolean;
};

// Only the caller's own teams' rows ($1 is the caller); a grant of the account under either purpose counts.
const SELECT = `SELECT u.id, u.team_id, a.id AS ad_account_row_id, a.account_id AS ad_account_id,
    a.name AS ad_account_name, u.name, u.kind, u.member_count, u.platform_audience_id, u.targetable,
    (SELECT email FROM users WHERE id = u.created_by) AS created_by, u.created_at, m.level,
    EXISTS (SELECT 1 FROM ad_account_grants g JOIN ad_accounts b ON b.id = g.ad_account_id
      WHERE g.membership_id = m.id AND b.team_id = a.team_id AND b.account_id = a.account_id) AS granted
  FROM uploaded_audiences u
  JOIN ad_accounts a ON a.id = u.ad_account_id
  JOIN memberships m ON m.team_id = u.team_id AND m.user_id = $1`;

export function toUploadedAudience(row: UploadedAudienceRow, platform: AdsPlatformName): UploadedAudience {
  return {
    id: row.id,
    team_id: row.team_id,
    ad_account_id: row.ad_account_id,
    ad_account_name: row.ad_account_name,
    name: row.name,
    kind: row.kind,
    member_count: row.member_count,
    platform_audience_id: row.platform_audience_id,
    targetable: row.targetable,
    platform,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export const uploadAccessOf = (row: UploadedAudienceRow): AdAccountAccess => ({
  level: row.level,
  granted: row.granted,
});
export const uploadAccountRef = (row: UploadedAudienceRow): AccountRef => ({
  id: row.ad_account_row_id,
  teamId: row.team_id,
  accountId: row.ad_account_id,
});

/** The team's uploaded audiences, newest first. */
export function listUploadedAudiences(db: Db, userId: number, teamId: number, window: PageWindow) {
  return pagedQuery<UploadedAudienceRow>(
    db,
    `${SELECT} WHERE u.team_id = $2 ORDER BY u.created_at DESC, u.id DESC`,
    [userId, teamId],
    window,
  );
}

/** One of the caller's teams' uploaded audiences, or the same 404 as for one that does not exist. */
export async function findUploadedAudience(db: Db, userId: number, id: number): Promise<UploadedAudienceRow> {
  const [row] = await db.query<UploadedAudienceRow>(`${SELECT} WHERE u.id = $2`, [userId, id]);
  if (!row) throw notFound();
  return row;
}

export async function insertUploadedAudience(
  db: Db,
  audience: {
    teamId: number;
    adAccountRowId: number;
    name: string;
    kind: UploadedAudienceKind;
    memberCount: number;
    platformAudienceId: string;
    targetable: boolean;
    createdBy: number;
    now: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO uploaded_audiences
       (team_id, ad_account_id, name, kind, member_count, platform_audience_id, targetable, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      audience.teamId,
      audience.adAccountRowId,
      audience.name,
      audience.kind,
      audience.memberCount,
      audience.platformAudienceId,
      audience.targetable,
      audience.createdBy,
      audience.now,
    ],
  );
  if (!row) throw new Error("uploaded audience insert returned no row");
  return row.id;
}

export async function setTargetable(db: Db, id: number, targetable: boolean): Promise<void> {
  await db.query("UPDATE uploaded_audiences SET targetable = $2 WHERE id = $1", [id, targetable]);
}

export async function deleteUploadedAudience(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM uploaded_audiences WHERE id = $1", [id]);
}
