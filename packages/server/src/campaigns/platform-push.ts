import type { AccountRef, CampaignSpec, LineItemSpec } from "../ads/index.ts";
import type { AdsetValues } from "./adset-queries.ts";
import type { CampaignRow } from "./campaign-queries.ts";

/**
 * What a campaign's rows become on the ad platform. The routes push first and store after, so a
 * refusal of the platform leaves our rows as they were; where storing fails after a create, the
 * object made on the platform is removed again (`undoing`).
 */

/** The ad account a campaign runs in, as the platform adapter takes it. */
export const accountOf = (campaign: Pick<CampaignRow, "ad_account_id" | "team_id" | "account_id">): AccountRef => ({
  id: campaign.ad_account_id ?? 0,
  teamId: campaign.team_id,
  accountId: campaign.account_id,
});

export const campaignSpecOf = (c: Omit<CampaignSpec, "status"> & { status: string }): CampaignSpec => ({
  name: c.name,
  status: c.status as CampaignSpec["status"],
  start_time: new Date(c.start_time).toISOString(),
  end_time: c.end_time === null ? null : new Date(c.end_time).toISOString(),
  daily_budget: c.daily_budget,
  lifetime_budget: c.lifetime_budget,
  currency: c.currency,
});

export const lineItemSpecOf = (
  values: AdsetValues,
  campaign: Pick<CampaignRow, "objective" | "currency">,
): LineItemSpec => ({
  name: values.name,
  status: values.status as LineItemSpec["status"],
  objective: campaign.objective,
  placements: values.placements,
  bid_strategy: values.bid_strategy as LineItemSpec["bid_strategy"],
  bid_amount: values.bid_amount,
  currency: campaign.currency,
  start_time: values.start_time,
  end_time: values.end_time,
});

/**
 * Runs `store` after an object was made on the platform (`madeId`); if storing fails, `remove`
 * takes the object off the platform again, so neither side is left half-made.
 */
export async function undoing<T>(
  madeId: string | null,
  store: () => Promise<T>,
  remove: (id: string) => Promise<void>,
): Promise<T> {
  try {
    return await store();
  } catch (error) {
    if (madeId !== null) await remove(madeId).catch(() => undefined);
    throw error;
  }
}
