import type { Language } from "@xa/core/auth/languages";
import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import type { PaperSize } from "@xa/core/campaigns/campaign-summary-contract";
import { SEGMENT_DIMENSIONS } from "@xa/core/campaigns/results-entities";
import { deriveMetrics } from "@xa/core/campaigns/stats-figures";
import type { Deps } from "../../deps.ts";
import { listAdsets, toAdset } from "../adset-queries.ts";
import { type CampaignRow, toCampaign } from "../campaign-queries.ts";
import type { MediaStorage } from "../media-storage.ts";
import { daysOf, segmentsOf, totalOf } from "../results-figures.ts";
import { sumSegments, sumStored } from "../stats-queries.ts";
import { statsSource, syncCampaignStats } from "../stats-sync.ts";
import type { SummaryCreative, SummaryData } from "./summary-data.ts";

type CreativeOfCampaign = {
  id: number;
  name: string;
  text: string;
  call_to_action: string | null;
  card_title: string | null;
  card_url: string | null;
  thumbnail_key: string | null;
};

/** The creatives the campaign's ads show, each once, with its first file's thumbnail key. */
async function creativesOf(deps: Pick<Deps, "db">, campaignId: number): Promise<CreativeOfCampaign[]> {
  return deps.db.query<CreativeOfCampaign>(
    `SELECT k.id, k.name, k.text, k.call_to_action, k.card_title, k.card_url,
       (SELECT m.thumbnail_key FROM ad_creative_media cm JOIN ad_media m ON m.id = cm.media_id
        WHERE cm.creative_id = k.id ORDER BY cm.position LIMIT 1) AS thumbnail_key
     FROM ad_creatives k
     WHERE k.id IN (SELECT a.creative_id FROM ads a JOIN adsets s ON s.id = a.adset_id WHERE s.campaign_id = $1)
     ORDER BY k.id`,
    [campaignId],
  );
}

/** A stored thumbnail as PNG (what the PDF embeds), or null when it is gone or unreadable. */
async function thumbnailPng(storage: MediaStorage, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk));
    const { default: sharp } = await import("sharp");
    return await sharp(Buffer.concat(chunks)).png().toBuffer();
  } catch {
    return null;
  }
}

/** Everything the summary of a campaign the caller may read shows, its delivery brought up to today. */
export async function gatherSummary(
  deps: Pick<Deps, "db" | "config" | "now" | "ads">,
  storage: MediaStorage,
  row: CampaignRow,
  options: { language: Language; paper: PaperSize; team: string },
): Promise<SummaryData> {
  const { db } = deps;
  await syncCampaignStats(deps, row.id);
  const campaign = toCampaign(row, deps.ads.name);
  const decimals = CURRENCY_DECIMALS[campaign.currency];
  const figures = (m: { impressions: number; engagements: number; clicks: number; spend: number }) => ({
    impressions: m.impressions,
    engagements: m.engagements,
    clicks: m.clicks,
    spend: m.spend,
  });
  const [byDay, sums, adsets, creatives] = await Promise.all([
    sumStored(db, row.id, { adset: undefined, keys: ["day"] }),
    sumSegments(db, row.id),
    listAdsets(db, row.id),
    creativesOf(deps, row.id),
  ]);
  const summaryCreatives: SummaryCreative[] = await Promise.all(
    creatives.map(async (k) => ({
      name: k.name,
      text: k.text,
      callToAction: k.call_to_action,
      cardTitle: k.card_title,
      cardUrl: k.card_url,
      thumbnail: await thumbnailPng(storage, k.thumbnail_key),
    })),
  );
  const asAdsets = adsets.map(toAdset);
  return {
    language: options.language,
    paper: options.paper,
    team: options.team,
    generatedAt: deps.now(),
    campaign,
    simulated: statsSource(deps).simulated,
    totals: figures(deriveMetrics(totalOf(byDay), decimals)),
    daily: daysOf(byDay, decimals).map((d) => ({ day: d.day, ...figures(d) })),
    segments: SEGMENT_DIMENSIONS.map((dimension) => ({
      dimension,
      rows: segmentsOf(sums, dimension, decimals).map((s) => ({ label: s.segment, ...figures(s) })),
    })),
    adsets: asAdsets,
    creatives: summaryCreatives,
    // The product's segments are its saved audiences: an ad set made from one applies them.
    segmentFeeApplies: asAdsets.some((a) => a.audience_config_id !== null || a.audience_name !== null),
  };
}
