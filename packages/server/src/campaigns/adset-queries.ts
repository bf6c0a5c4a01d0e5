import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import type { Db } from "../db/database.ts";
import { isoOrNull } from "./campaign-queries.ts";

export type AdsetRow = {
  id: number;
  campaign_id: number;
  /** the ad set's line item on the ad platform, once pushed there */
  line_item_id: string | null;
  name: string;
  status: AdSet["status"];
  audience_config_id: number | null;
  audience_name: string | null;
  targeting: AppliedTargeting;
  alerts: string[];
  placements: AdSet["placements"];
  bid_strategy: AdSet["bid_strategy"];
  bid_amount: number | null;
  start_time: Date | null;
  end_time: Date | null;
  ads: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

const SELECT = `SELECT s.id, s.campaign_id, s.line_item_id, s.name, s.status, s.audience_config_id, x.name AS audience_name, s.targeting,
    s.alerts, s.placements, s.bid_strategy, s.bid_amount::float8 AS bid_amount, s.start_time, s.end_time,
    u.email AS created_by, s.created_at, s.updated_at, (SELECT count(*)::int FROM ads a WHERE a.adset_id = s.id) AS ads
  FROM adsets s LEFT JOIN audience_configs x ON x.id = s.audience_config_id LEFT JOIN users u ON u.id = s.created_by`;

export function toAdset(row: AdsetRow): AdSet {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    name: row.name,
    status: row.status,
    audience_config_id: row.audience_config_id,
    audience_name: row.audience_name,
    targeting: row.targeting,
    placements: row.placements,
    bid_strategy: row.bid_strategy,
    bid_amount: row.bid_amount,
    start_time: isoOrNull(row.start_time),
    end_time: isoOrNull(row.end_time),
    alerts: row.alerts,
    ads: row.ads,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** An ad set by id, whoever's: the caller's access is its campaign's, checked by the route. */
export async function findAdset(db: Db, id: number, lock = false): Promise<AdsetRow | null> {
  const [row] = await db.query<AdsetRow>(`${SELECT} WHERE s.id = $1${lock ? " FOR UPDATE OF s" : ""}`, [id]);
  return row ?? null;
}

export async function listAdsets(db: Db, campaignId: number): Promise<AdsetRow[]> {
  return db.query<AdsetRow>(`${SELECT} WHERE s.campaign_id = $1 ORDER BY s.id`, [campaignId]);
}

export type AdsetValues = {
  name: string;
  status: string;
  audience_config_id: number | null;
  targeting: AppliedTargeting;
  alerts: string[];
  placements: string[];
  bid_strategy: string;
  bid_amount: number | null;
  start_time: string | null;
  end_time: string | null;
};

const valuesOf = (v: AdsetValues) => [
  v.name,
  v.status,
  v.audience_config_id,
  JSON.stringify(v.targeting),
  JSON.stringify(v.alerts),
  v.placements,
  v.bid_strategy,
  v.bid_amount,
  v.start_time,
  v.end_time,
];

/** How many ad sets a campaign holds; with `lock`, the campaign is held until the transaction ends, so a count and an insert are one step. */
export async function countAdsets(db: Db, campaignId: number, lock = false): Promise<number> {
  if (lock) await db.query("SELECT id FROM campaigns WHERE id = $1 FOR UPDATE", [campaignId]);
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM adsets WHERE campaign_id = $1", [
    campaignId,
  ]);
  return row?.n ?? 0;
}

/** `lineItemId`: the line item it was pushed to, if any. */
export async function insertAdset(
  db: Db,
  campaignId: number,
  values: AdsetValues,
  by: { userId: number; now: Date },
  lineItemId: string | null = null,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO adsets (name, status, audience_config_id, targeting, alerts, placements, bid_strategy, bid_amount,
       start_time, end_time, campaign_id, created_by, created_at, updated_at, line_item_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14) RETURNING id`,
    [...valuesOf(values), campaignId, by.userId, by.now, lineItemId],
  );
  return row?.id as number;
}

export async function updateAdset(db: Db, id: number, values: AdsetValues, now: Date): Promise<void> {
  await db.query(
    `UPDATE adsets SET name = $1, status = $2, audience_config_id = $3, targeting = $4, alerts = $5, placements = $6,
       bid_strategy = $7, bid_amount = $8, start_time = $9, end_time = $10, updated_at = $12 WHERE id = $11`,
    [...valuesOf(values), id, now],
  );
}

export async function deleteAdset(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM adsets WHERE id = $1", [id]);
}
