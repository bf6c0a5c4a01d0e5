import type { Language } from "@xa/core/auth/languages";
import type { Ad } from "@xa/core/campaigns/ad-entities";
import { adToggleProblem } from "@xa/core/campaigns/creative-rules";
import { creativeText } from "@xa/core/campaigns/creative-texts";
import type { Db } from "../db/database.ts";
import { isoOrNull } from "./campaign-queries.ts";
import { type MediaRow, toCreativeMedia } from "./creative-queries.ts";

export type AdRow = {
  id: number;
  adset_id: number;
  adset_name: string;
  campaign_id: number;
  status: Ad["status"];
  /** where the ad lives on the ad platform, once pushed: the promoted post, and the ad set's line item */
  promoted_tweet_id: string | null;
  line_item_id: string | null;
  creative_id: number;
  creative_name: string;
  creative_text: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

const SELECT = `SELECT a.id, a.adset_id, s.name AS adset_name, s.campaign_id, a.status, a.promoted_tweet_id,
    s.line_item_id, a.creative_id,
    k.name AS creative_name, k.text AS creative_text, u.email AS created_by, a.created_at, a.updated_at
  FROM ads a JOIN adsets s ON s.id = a.adset_id JOIN ad_creatives k ON k.id = a.creative_id
  LEFT JOIN users u ON u.id = a.created_by`;

/** The ad as the API answers it; `campaign` says whether it may be switched now. */
export function toAd(
  row: AdRow,
  media: MediaRow[],
  campaign: { effective_status: string; end_time: Date | string | null },
  language: Language,
): Ad {
  const blocked = adToggleProblem({
    effective_status: campaign.effective_status,
    end_time: isoOrNull(campaign.end_time),
  });
  return {
    id: row.id,
    adset_id: row.adset_id,
    adset_name: row.adset_name,
    campaign_id: row.campaign_id,
    status: row.status,
    creative: {
      id: row.creative_id,
      name: row.creative_name,
      text: row.creative_text,
      media: media.filter((m) => m.creative_id === row.creative_id).map(toCreativeMedia),
    },
    toggle_blocked: blocked ? creativeText(language, blocked.key, blocked.params) : null,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** An ad by id, whoever's: the caller's access is its campaign's, checked by the route; `lock` holds its row. */
export async function findAd(db: Db, id: number, lock = false): Promise<AdRow | null> {
  const [row] = await db.query<AdRow>(`${SELECT} WHERE a.id = $1${lock ? " FOR UPDATE OF a" : ""}`, [id]);
  return row ?? null;
}

export async function listCampaignAds(db: Db, campaignId: number): Promise<AdRow[]> {
  return db.query<AdRow>(`${SELECT} WHERE s.campaign_id = $1 ORDER BY s.id, a.id`, [campaignId]);
}

/** How many ads an ad set holds (its row locked by the caller where a count and an insert must be one step). */
export async function countAdsetAds(db: Db, adsetId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ads WHERE adset_id = $1", [adsetId]);
  return row?.n ?? 0;
}

/** Holds a team's creative until the transaction ends (a delete waits); false when the team has no such creative. */
export async function holdCreative(db: Db, teamId: number, creativeId: number): Promise<boolean> {
  const rows = await db.query("SELECT id FROM ad_creatives WHERE id = $1 AND team_id = $2 FOR SHARE", [
    creativeId,
    teamId,
  ]);
  return rows.length > 0;
}

/** What a creative's post is made of, when the team holds the creative: its text, card and how many media. */
export async function creativePost(
  db: Db,
  teamId: number,
  creativeId: number,
): Promise<{ text: string; card_title: string | null; card_url: string | null; media: number } | null> {
  const [row] = await db.query<{ text: string; card_title: string | null; card_url: string | null; media: number }>(
    `SELECT k.text, k.card_title, k.card_url,
       (SELECT count(*)::int FROM ad_creative_media m WHERE m.creative_id = k.id) AS media
     FROM ad_creatives k WHERE k.id = $1 AND k.team_id = $2`,
    [creativeId, teamId],
  );
  return row ?? null;
}

/** `pushed`: the promoted post it was pushed to, if any. */
export async function insertAd(
  db: Db,
  values: { adset_id: number; creative_id: number; status: string },
  by: { userId: number; now: Date },
  pushed: { promotedId: string; postId: string } | null = null,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ads (adset_id, creative_id, status, created_by, created_at, updated_at, promoted_tweet_id, tweet_id)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7) RETURNING id`,
    [
      values.adset_id,
      values.creative_id,
      values.status,
      by.userId,
      by.now,
      pushed?.promotedId ?? null,
      pushed?.postId ?? null,
    ],
  );
  return row?.id as number;
}

export async function setAdStatus(db: Db, id: number, status: Ad["status"], now: Date): Promise<void> {
  await db.query("UPDATE ads SET status = $2, updated_at = $3 WHERE id = $1", [id, status, now]);
}

export async function deleteAd(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM ads WHERE id = $1", [id]);
}
