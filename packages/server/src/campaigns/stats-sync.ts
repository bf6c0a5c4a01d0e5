import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import { type CountedMetrics, SEGMENT_DIMENSIONS } from "@xa/core/campaigns/results-entities";
import { type AdDay, AdsPlatformError } from "../ads/index.ts";
import type { Deps } from "../deps.ts";
import { addDays, dayOf, earlierDay, lastDayBefore } from "./delivery-days.ts";
import { accountOf } from "./platform-push.ts";
import {
  ALL_COUNTRIES,
  apportion,
  campaignDays,
  type DeliveredRow,
  type Segments,
  simulateDelivery,
} from "./sandbox-delivery.ts";
import {
  campaignsBehind,
  type DeliveryCampaign,
  findDeliveryCampaign,
  insertDelivered,
  listDeliveryAdsets,
  refreshCampaignTotals,
} from "./stats-queries.ts";

/** Where stored figures come from with the configured platform, and whether they are simulated. */
export function statsSource(deps: Pick<Deps, "ads">): { source: "sandbox" | "x"; simulated: boolean } {
  return deps.ads.name === "x" ? { source: "x", simulated: false } : { source: "sandbox", simulated: true };
}

/** The segment of a dimension the platform did not split by, or the part of a day its split left out. */
export const UNSPLIT_SEGMENT = ALL_COUNTRIES;
export const UNKNOWN_SEGMENT = "UNKNOWN";

type Micros = { impressions: number; engagements: number; clicks: number; spend_micro: number };
const COUNTS = ["impressions", "engagements", "clicks"] as const;

/**
 * A day the platform reported, as our row: spend in the currency's minor units, and every
 * dimension split so its parts add up to the row exactly. What the platform's split left out is
 * the UNKNOWN segment; a dimension it did not split by is one segment, ALL.
 */
export function deliveredRowOf(day: AdDay, ad: { adset: number; ad: number }, decimals: number): DeliveredRow {
  const spend_minor = Math.round(day.spend_micro / 10 ** (6 - decimals));
  const row: CountedMetrics = {
    impressions: day.impressions,
    engagements: day.engagements,
    clicks: day.clicks,
    spend_minor,
  };
  const segments = {} as Segments;
  for (const dimension of SEGMENT_DIMENSIONS) {
    const split = Object.entries(day.segments[dimension] ?? {});
    if (split.length === 0) {
      segments[dimension] = { [UNSPLIT_SEGMENT]: [row.impressions, row.engagements, row.clicks, row.spend_minor] };
      continue;
    }
    const names = [...split.map(([name]) => name), UNKNOWN_SEGMENT];
    const columns = [...COUNTS, "spend_micro"].map((metric, i) => {
      const parts = split.map(([, p]) => p[metric as keyof Micros]);
      const total = i < 3 ? row[COUNTS[i] as keyof CountedMetrics] : day.spend_micro;
      const left = total - parts.reduce((a, b) => a + b, 0);
      // Whole numbers adding up to the row: reported parts kept, the rest unknown (spend apportioned by micros).
      if (i < 3 && left >= 0) return [...parts, left];
      return apportion(i < 3 ? total : spend_minor, [...parts, Math.max(0, left)]);
    });
    segments[dimension] = Object.fromEntries(
      names
        .map((name, j) => [name, columns.map((c) => c[j] ?? 0)] as const)
        .filter(([name, figures]) => name !== UNKNOWN_SEGMENT || figures.some((f) => f > 0)),
    ) as Segments[typeof dimension];
  }
  return { ...row, adset_id: ad.adset, ad_id: ad.ad, day: day.day, segments };
}

type SyncDeps = Pick<Deps, "db" | "config" | "now" | "ads">;

/**
 * The platform reads under way in this process, per database and campaign: a results page asks for
 * several figures at once, and each would otherwise start the same analytics jobs. Only a saving:
 * another process reading the same days stores each day once all the same.
 */
const reading = new WeakMap<object, Map<number, Promise<void>>>();

function readOnce(deps: SyncDeps, campaignId: number, read: () => Promise<void>): Promise<void> {
  let campaigns = reading.get(deps.db);
  if (!campaigns) {
    campaigns = new Map();
    reading.set(deps.db, campaigns);
  }
  const running = campaigns.get(campaignId);
  if (running) return running;
  const started = read().finally(() => campaigns.delete(campaignId));
  campaigns.set(campaignId, started);
  return started;
}

/**
 * The platform's own figures (X): the complete days (up to yesterday) not stored yet of every
 * pushed ad set, read by line item. A rate limit or failure stops this sync with nothing half
 * stored; the next one reads those days again.
 */
async function syncPlatformStats(
  deps: SyncDeps,
  campaign: DeliveryCampaign,
  adsets: Awaited<ReturnType<typeof listDeliveryAdsets>>,
): Promise<void> {
  const pushed = adsets.filter((a) => a.line_item_id !== null);
  if (campaign.platform_campaign_id === null || pushed.length === 0) return;
  const yesterday = addDays(dayOf(deps.now()), -1);
  const to = campaign.end_time === null ? yesterday : earlierDay(yesterday, lastDayBefore(campaign.end_time));
  const stored = pushed.map((a) => a.last_day);
  const from = stored.includes(null)
    ? dayOf(campaign.start_time)
    : addDays((stored as string[]).sort()[0] as string, 1);
  if (from > to) return;
  // Read by promoted post, so each ad's figures are its own; a line item without one delivers nothing.
  const byPromoted = new Map(
    pushed.flatMap((a) => a.promoted.map((p) => [p.promoted_id, { adset: a.id, ad: p.ad_id }] as const)),
  );
  if (byPromoted.size === 0) return;
  let days: AdDay[] | null;
  try {
    days = await deps.ads.readDelivery(accountOf(campaign), [...byPromoted.keys()], from, to);
  } catch (error) {
    // The platform's limits (a 429 says when to retry) or its failure: leave the rest for the next sync.
    if (error instanceof AdsPlatformError) return;
    throw error;
  }
  if (!days || days.length === 0) return;
  const decimals = CURRENCY_DECIMALS[campaign.currency];
  const rows = days.flatMap((d) => {
    const ad = byPromoted.get(d.promotedId);
    return ad === undefined ? [] : [deliveredRowOf(d, ad, decimals)];
  });
  await insertDelivered(deps.db, campaign.id, rows, "x");
  await refreshCampaignTotals(deps.db, campaign.id, campaign.currency);
}

/**
 * Brings a campaign's stored delivery up to today: the days not stored yet are simulated (sandbox)
 * or read from the platform (X), and stored, then the campaign's impressions and spend are summed
 * anew. Stored days never change, and a day stored by a concurrent sync is kept, so running it
 * twice, or twice at once, is the same.
 */
export async function syncCampaignStats(deps: SyncDeps, id: number): Promise<void> {
  const { db } = deps;
  const campaign = await findDeliveryCampaign(db, id);
  if (!campaign) return;
  const adsets = await listDeliveryAdsets(db, id);
  if (statsSource(deps).source === "x") {
    await readOnce(deps, id, () => syncPlatformStats(deps, campaign, adsets));
    return;
  }
  const today = dayOf(deps.now());
  let days = campaignDays(campaign, today);
  if (days.length === 0) return;
  const delivering = adsets.filter((a) => a.status === "active" && a.ads.length > 0);
  if (delivering.length === 0) return;
  // Only days after the earliest last stored day of the delivering ad sets: a stored day is history.
  const stored = delivering.map((a) => a.last_day);
  const last = stored.includes(null) ? null : (stored as string[]).sort()[0];
  if (last) days = days.filter((d) => d > last);
  if (days.length === 0) return;
  const rows = simulateDelivery({ campaign, adsets, cpm: deps.config.targeting.cpm, days });
  if (rows.length === 0) return;
  await insertDelivered(db, id, rows, "sandbox");
  await refreshCampaignTotals(db, id, campaign.currency);
}

/** Brings every campaign of the team whose delivery is behind up to today, before a list shows their figures. */
export async function syncTeamStats(deps: SyncDeps, teamId: number): Promise<void> {
  const behind = await campaignsBehind(deps.db, teamId, dayOf(deps.now()));
  for (const id of behind) await syncCampaignStats(deps, id);
}
