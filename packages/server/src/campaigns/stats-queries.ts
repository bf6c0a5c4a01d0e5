import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import type { Currency } from "@xa/core/targeting/targeting-options";
import type { Db } from "../db/database.ts";
import type { DeliveredRow, SimAdset, SimCampaign } from "./sandbox-delivery.ts";

/** The campaign as delivery sees it: its ad account and its id on the platform, once pushed there. */
export type DeliveryCampaign = SimCampaign & {
  account_id: string;
  team_id: number;
  ad_account_id: number | null;
  platform_campaign_id: string | null;
};

/** What delivery is simulated or read from: the campaign's dates, money and status. */
export async function findDeliveryCampaign(db: Db, id: number): Promise<DeliveryCampaign | null> {
  const [row] = await db.query<DeliveryCampaign>(
    `SELECT id, status, start_time, end_time, updated_at, daily_budget::float8 AS daily_budget,
       lifetime_budget::float8 AS lifetime_budget, currency, account_id, team_id, ad_account_id, platform_campaign_id
     FROM campaigns WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

type AdsetDeliveryRow = Omit<SimAdset, "audience_size"> & { audience_size: string | number; last_day: string | null };

/**
 * The campaign's ad sets as delivery sees them: the audience's size (one carried in the targeting,
 * else the saved audience's measure), the active ads, and the last day already stored.
 */
export async function listDeliveryAdsets(
  db: Db,
  campaignId: number,
): Promise<
  (SimAdset & {
    last_day: string | null;
    name: string;
    line_item_id: string | null;
    /** its ads pushed to the platform, whatever their status now (a paused ad delivered before) */
    promoted: { ad_id: number; promoted_id: string }[];
  })[]
> {
  const rows = await db.query<
    AdsetDeliveryRow & {
      name: string;
      line_item_id: string | null;
      promoted: { ad_id: number; promoted_id: string }[];
    }
  >(
    `SELECT s.id, s.name, s.line_item_id, s.status, s.start_time, s.end_time, s.updated_at, s.placements, s.targeting,
       COALESCE((s.targeting->>'audience_size')::bigint, x.size, 0) AS audience_size,
       COALESCE((SELECT array_agg(a.id ORDER BY a.id) FROM ads a WHERE a.adset_id = s.id AND a.status = 'active'),
         '{}') AS ads,
       COALESCE((SELECT json_agg(json_build_object('ad_id', a.id, 'promoted_id', a.promoted_tweet_id) ORDER BY a.id)
         FROM ads a WHERE a.adset_id = s.id AND a.promoted_tweet_id IS NOT NULL), '[]') AS promoted,
       (SELECT to_char(max(st.day), 'YYYY-MM-DD') FROM campaign_stats st WHERE st.adset_id = s.id) AS last_day
     FROM adsets s LEFT JOIN audience_configs x ON x.id = s.audience_config_id
     WHERE s.campaign_id = $1 ORDER BY s.id`,
    [campaignId],
  );
  return rows.map((r) => ({
    ...r,
    targeting: r.targeting as AppliedTargeting,
    audience_size: Number(r.audience_size),
    ads: r.ads.map(Number),
  }));
}

/** Stores delivered days; a day already stored stays as it was, so concurrent syncs store each once. */
export async function insertDelivered(
  db: Db,
  campaignId: number,
  rows: readonly DeliveredRow[],
  source: "sandbox" | "x",
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await db.query(
      `INSERT INTO campaign_stats (campaign_id, adset_id, ad_id, day, impressions, engagements, clicks, spend_minor,
         segments, source)
       SELECT $1, r.adset_id, r.ad_id, r.day::date, r.impressions, r.engagements, r.clicks, r.spend_minor, r.segments, $3
       FROM jsonb_to_recordset($2::jsonb) AS r (adset_id integer, ad_id integer, day text, impressions bigint,
         engagements bigint, clicks bigint, spend_minor bigint, segments jsonb)
       ON CONFLICT (adset_id, ad_id, day) DO NOTHING`,
      [campaignId, JSON.stringify(chunk), source],
    );
  }
}

/** Sets the campaign's impressions and spend to the sum of its stored days: run twice, the same. */
export async function refreshCampaignTotals(db: Db, campaignId: number, currency: Currency): Promise<void> {
  await db.query(
    `UPDATE campaigns c SET impressions = t.impressions, spent = t.spend_minor / (10 ^ $2::int)::numeric
     FROM (SELECT COALESCE(sum(impressions), 0) AS impressions, COALESCE(sum(spend_minor), 0) AS spend_minor
           FROM campaign_stats WHERE campaign_id = $1) t
     WHERE c.id = $1`,
    [campaignId, CURRENCY_DECIMALS[currency]],
  );
}

/**
 * Of the team's campaigns, those whose delivery may be behind: active, with an active ad set that
 * holds an active ad, and a day up to today or their end not stored yet. One query for a list.
 */
export async function campaignsBehind(db: Db, teamId: number, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c
     WHERE c.team_id = $1 AND c.status = 'active' AND c.start_time < ($2::date + 1)
       AND EXISTS (SELECT 1 FROM adsets s JOIN ads a ON a.adset_id = s.id AND a.status = 'active'
                   WHERE s.campaign_id = c.id AND s.status = 'active')
       AND COALESCE((SELECT max(st.day) FROM campaign_stats st WHERE st.campaign_id = c.id), '-infinity'::date)
           < LEAST($2::date, (c.end_time - interval '1 millisecond')::date)`,
    [teamId, today],
  );
  return rows.map((r) => r.id);
}

/** Stored figures summed over the keys asked for (a key not asked for reads 0, or "" for the day). */
export type StoredRow = {
  adset_id: number;
  ad_id: number;
  day: string;
  impressions: number;
  engagements: number;
  clicks: number;
  spend_minor: number;
};

export type StoredKey = "adset_id" | "ad_id" | "day";

const SUMS = ["impressions", "engagements", "clicks", "spend_minor"]
  .map((m) => `COALESCE(sum(${m}), 0)::float8 AS ${m}`)
  .join(", ");

const scope = (campaignId: number, adset: number | undefined) => ({
  where: `campaign_id = $1${adset === undefined ? "" : " AND adset_id = $2"}`,
  params: adset === undefined ? [campaignId] : [campaignId, adset],
});

/**
 * A campaign's stored days (or one ad set's) summed in the database by `keys`, ordered by them:
 * sums of whole numbers, so any grouping adds up to the same totals.
 */
export async function sumStored(
  db: Db,
  campaignId: number,
  options: { adset?: number; keys: readonly StoredKey[] },
): Promise<StoredRow[]> {
  const { where, params } = scope(campaignId, options.adset);
  const columns = {
    adset_id: options.keys.includes("adset_id") ? "adset_id" : "0",
    ad_id: options.keys.includes("ad_id") ? "ad_id" : "0",
    day: options.keys.includes("day") ? "to_char(day, 'YYYY-MM-DD')" : "''",
  };
  const group =
    options.keys.length > 0 ? `GROUP BY ${options.keys.join(", ")} ORDER BY ${options.keys.join(", ")}` : "";
  return db.query<StoredRow>(
    `SELECT ${columns.adset_id} AS adset_id, ${columns.ad_id} AS ad_id, ${columns.day} AS day, ${SUMS}
     FROM campaign_stats WHERE ${where} ${group}`,
    params,
  );
}

/** The days delivered: how many, the first and the last. */
export async function deliveredSpan(
  db: Db,
  campaignId: number,
  adset?: number,
): Promise<{ days: number; first: string | null; last: string | null }> {
  const { where, params } = scope(campaignId, adset);
  const [row] = await db.query<{ days: number; first: string | null; last: string | null }>(
    `SELECT count(DISTINCT day)::int AS days, to_char(min(day), 'YYYY-MM-DD') AS first,
       to_char(max(day), 'YYYY-MM-DD') AS last
     FROM campaign_stats WHERE ${where}`,
    params,
  );
  return row ?? { days: 0, first: null, last: null };
}

export type SegmentSum = Omit<StoredRow, "adset_id" | "ad_id" | "day"> & { dimension: string; segment: string };

/** Every segment's figures summed in the database over the stored days' segment splits. */
export async function sumSegments(db: Db, campaignId: number, adset?: number): Promise<SegmentSum[]> {
  const { where, params } = scope(campaignId, adset);
  const part = (i: number) => `sum((s.value->>${i})::bigint)::float8`;
  return db.query<SegmentSum>(
    `SELECT d.key AS dimension, s.key AS segment, ${part(0)} AS impressions, ${part(1)} AS engagements,
       ${part(2)} AS clicks, ${part(3)} AS spend_minor
     FROM campaign_stats st CROSS JOIN LATERAL jsonb_each(st.segments) d CROSS JOIN LATERAL jsonb_each(d.value) s
     WHERE st.${where.replace(" AND ", " AND st.")}
     GROUP BY d.key, s.key`,
    params,
  );
}

/** Names of the campaign's ad sets and of its ads (an ad is named for its creative). */
export async function entityNames(
  db: Db,
  campaignId: number,
): Promise<{ adsets: Map<number, string>; ads: Map<number, string> }> {
  const adsets = await db.query<{ id: number; name: string }>("SELECT id, name FROM adsets WHERE campaign_id = $1", [
    campaignId,
  ]);
  const ads = await db.query<{ id: number; name: string }>(
    `SELECT a.id, cr.name FROM ads a JOIN adsets s ON s.id = a.adset_id JOIN ad_creatives cr ON cr.id = a.creative_id
     WHERE s.campaign_id = $1`,
    [campaignId],
  );
  return { adsets: new Map(adsets.map((r) => [r.id, r.name])), ads: new Map(ads.map((r) => [r.id, r.name])) };
}
