import type { MembershipLevel } from "@xa/core";
import type { AdsPlatformName } from "@xa/core/ads/ads-contract";
import type { Campaign, CampaignStatus } from "@xa/core/campaigns/campaign-entities";
import { canManageCampaign } from "@xa/core/campaigns/campaign-permissions";
import type { CampaignPlan } from "@xa/core/campaigns/campaign-rules";
import type { Db } from "../db/database.ts";

/** A campaign row with how the caller stands to it: their level in its team and whether its account was granted them. */
export type CampaignRow = CampaignPlan & {
  id: number;
  team_id: number;
  ad_account_id: number | null;
  account_id: string;
  /** the campaign's id on the ad platform, once pushed there */
  platform_campaign_id: string | null;
  account_name: string | null;
  name: string;
  objective: Campaign["objective"];
  status: Campaign["status"];
  effective_status: CampaignStatus;
  impressions: number;
  spent: number;
  ad_groups: number;
  ads: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  level: MembershipLevel;
  granted: boolean;
};

/** What the campaign is now (`now` names the parameter): an active one outside its dates is scheduled or expired. */
const effective = (now: string) => `CASE WHEN c.status = 'active' AND c.end_time IS NOT NULL AND c.end_time < ${now}
  THEN 'expired' WHEN c.status = 'active' AND c.start_time > ${now} THEN 'scheduled' ELSE c.status END`;

// Only the caller's own teams' campaigns ($1 is the caller): anyone else's are not found.
const SELECT = `SELECT c.id, c.team_id, c.ad_account_id, c.account_id, c.platform_campaign_id, a.name AS account_name, c.name, c.objective,
    c.status, ${effective("$2")} AS effective_status, c.start_time, c.end_time, c.lifetime_budget::float8 AS lifetime_budget,
    c.daily_budget::float8 AS daily_budget, c.currency, c.impressions::int AS impressions, c.spent::float8 AS spent,
    u.email AS created_by, c.created_at, c.updated_at, m.level,
    (SELECT count(*)::int FROM adsets s WHERE s.campaign_id = c.id) AS ad_groups,
    (SELECT count(*)::int FROM ads a JOIN adsets s ON s.id = a.adset_id WHERE s.campaign_id = c.id) AS ads,
    EXISTS (SELECT 1 FROM ad_account_grants g JOIN ad_accounts b ON b.id = g.ad_account_id
      WHERE g.membership_id = m.id AND b.team_id = c.team_id AND b.account_id = c.account_id) AS granted
  FROM campaigns c
  JOIN memberships m ON m.team_id = c.team_id AND m.user_id = $1
  LEFT JOIN ad_accounts a ON a.id = c.ad_account_id
  LEFT JOIN users u ON u.id = c.created_by`;

/** A stored time as the API answers it; null stays null. */
export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toCampaign(row: CampaignRow, platform: AdsPlatformName): Campaign {
  return {
    id: row.id,
    team_id: row.team_id,
    ad_account_id: row.account_id,
    ad_account_name: row.account_name ?? row.account_id,
    platform,
    name: row.name,
    objective: row.objective,
    status: row.status,
    effective_status: row.effective_status,
    start_time: new Date(row.start_time).toISOString(),
    end_time: isoOrNull(row.end_time),
    lifetime_budget: row.lifetime_budget,
    daily_budget: row.daily_budget,
    currency: row.currency,
    ad_groups: row.ad_groups,
    ads: row.ads,
    impressions: row.impressions,
    spent: row.spent,
    can_manage: canManageCampaign({ level: row.level, granted: row.granted }),
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const ORDER: Record<string, string> = {
  name: 'lower(c.name) COLLATE "C"',
  start_time: "c.start_time",
  end_time: "c.end_time",
  created_at: "c.created_at",
  spent: "c.spent",
  impressions: "c.impressions",
};

/** A page of the team's campaigns, filtered by what they are now, sorted, with how many match. */
export async function listCampaigns(
  db: Db,
  userId: number,
  teamId: number,
  options: { status?: CampaignStatus; ordering: string; limit: number; offset: number; now: Date },
): Promise<{ count: number; rows: CampaignRow[] }> {
  const descending = options.ordering.startsWith("-");
  const column = ORDER[options.ordering.replace(/^-/, "")] ?? "c.created_at";
  const direction = descending ? "DESC NULLS LAST" : "ASC NULLS LAST";
  // The route checked the caller's membership of the team; the rows' query joins it again for their access.
  const [total] = await db.query<{ n: number }>(
    options.status
      ? `SELECT count(*)::int AS n FROM campaigns c WHERE c.team_id = $1 AND ${effective("$2")} = $3`
      : "SELECT count(*)::int AS n FROM campaigns c WHERE c.team_id = $1",
    options.status ? [teamId, options.now, options.status] : [teamId],
  );
  const rows = await db.query<CampaignRow>(
    `${SELECT} WHERE c.team_id = $3 ${options.status ? `AND ${effective("$2")} = $4` : ""}
     ORDER BY ${column} ${direction}, c.id ${descending ? "DESC" : "ASC"}
     LIMIT ${options.limit} OFFSET ${options.offset}`,
    [userId, options.now, teamId, ...(options.status ? [options.status] : [])],
  );
  return { count: total?.n ?? 0, rows };
}

/** One of the caller's teams' campaigns, or null; `lock` holds its row until the transaction ends. */
export async function findCampaign(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  lock = false,
): Promise<CampaignRow | null> {
  const [row] = await db.query<CampaignRow>(`${SELECT} WHERE c.id = $3${lock ? " FOR UPDATE OF c" : ""}`, [
    userId,
    now,
    id,
  ]);
  return row ?? null;
}

export type NewCampaign = CampaignPlan & {
  team_id: number;
  ad_account_id: number;
  account_id: string;
  name: string;
  objective: string;
  status: string;
  /** its id on the ad platform; absent or null when not pushed there (the sandbox, a plan's draft) */
  platform_campaign_id?: string | null;
};

export async function insertCampaign(db: Db, campaign: NewCampaign, by: { userId: number; now: Date }) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO campaigns (team_id, ad_account_id, account_id, name, objective, status, start_time, end_time,
       lifetime_budget, daily_budget, currency, created_by, created_at, updated_at, platform_campaign_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14) RETURNING id`,
    [
      campaign.team_id,
      campaign.ad_account_id,
      campaign.account_id,
      campaign.name,
      campaign.objective,
      campaign.status,
      campaign.start_time,
      campaign.end_time,
      campaign.lifetime_budget,
      campaign.daily_budget,
      campaign.currency,
      by.userId,
      by.now,
      campaign.platform_campaign_id ?? null,
    ],
  );
  return row?.id as number;
}

export type CampaignChange = CampaignPlan & { name: string; objective: string; status: string };

export async function updateCampaign(db: Db, id: number, change: CampaignChange, now: Date): Promise<void> {
  await db.query(
    `UPDATE campaigns SET name = $2, objective = $3, status = $4, start_time = $5, end_time = $6,
       lifetime_budget = $7, daily_budget = $8, currency = $9, updated_at = $10 WHERE id = $1`,
    [
      id,
      change.name,
      change.objective,
      change.status,
      change.start_time,
      change.end_time,
      change.lifetime_budget,
      change.daily_budget,
      change.currency,
      now,
    ],
  );
}

export async function deleteCampaign(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM campaigns WHERE id = $1", [id]);
}
