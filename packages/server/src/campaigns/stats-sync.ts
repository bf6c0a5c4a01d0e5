import type { Deps } from "../deps.ts";
import { dayOf } from "./delivery-days.ts";
import { campaignDays, simulateDelivery } from "./sandbox-delivery.ts";
import {
  campaignsBehind,
  findDeliveryCampaign,
  insertDelivered,
  listDeliveryAdsets,
  refreshCampaignTotals,
} from "./stats-queries.ts";

/** Where stored figures come from with the configured platform, and whether they are simulated. */
export function statsSource(deps: Pick<Deps, "ads">): { source: "sandbox" | "x"; simulated: boolean } {
  return deps.ads.name === "x" ? { source: "x", simulated: false } : { source: "sandbox", simulated: true };
}

/**
 * Brings a campaign's stored delivery up to today: the days not stored yet are simulated (sandbox)
 * and stored, then the campaign's impressions and spend are summed anew. Stored days never change,
 * and a day stored by a concurrent sync is kept, so running it twice, or twice at once, is the same.
 */
export async function syncCampaignStats(deps: Pick<Deps, "db" | "config" | "now" | "ads">, id: number): Promise<void> {
  const { db } = deps;
  const campaign = await findDeliveryCampaign(db, id);
  if (!campaign) return;
  const today = dayOf(deps.now());
  let days = campaignDays(campaign, today);
  if (days.length === 0) return;
  const adsets = await listDeliveryAdsets(db, id);
  const delivering = adsets.filter((a) => a.status === "active" && a.ads.length > 0);
  if (delivering.length === 0) return;
  // Only days after the earliest last stored day of the delivering ad sets: a stored day is history.
  const stored = delivering.map((a) => a.last_day);
  const last = stored.includes(null) ? null : (stored as string[]).sort()[0];
  if (last) days = days.filter((d) => d > last);
  // With X the figures are the platform's alone (x-ads-stats reads them by line item), and ad sets
  // do not carry their line item's id yet: nothing is stored rather than something made up.
  if (days.length === 0 || statsSource(deps).source !== "sandbox") return;
  const rows = simulateDelivery({ campaign, adsets, cpm: deps.config.targeting.cpm, days });
  if (rows.length === 0) return;
  await insertDelivered(db, id, rows, "sandbox");
  await refreshCampaignTotals(db, id, campaign.currency);
}

/** Brings every campaign of the team whose delivery is behind up to today, before a list shows their figures. */
export async function syncTeamStats(deps: Pick<Deps, "db" | "config" | "now" | "ads">, teamId: number): Promise<void> {
  const behind = await campaignsBehind(deps.db, teamId, dayOf(deps.now()));
  for (const id of behind) await syncCampaignStats(deps, id);
}
