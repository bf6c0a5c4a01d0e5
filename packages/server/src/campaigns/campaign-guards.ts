import type { Language } from "@xa/core";
import { canManageCampaign } from "@xa/core/campaigns/campaign-permissions";
import { type CampaignTextKey, campaignText } from "@xa/core/campaigns/campaign-texts";
import type { Db } from "../db/database.ts";
import { badRequest, forbidden, notFound, said } from "../http/http-error.ts";
import { type CampaignRow, findCampaign } from "./campaign-queries.ts";

/** A 400 in the caller's language from the campaigns' catalogue. */
export const refuse = (key: CampaignTextKey, params: Record<string, string | number> = {}) =>
  badRequest((language: Language) => campaignText(language, key, params));
export const campaignMissing = () => notFound((language: Language) => campaignText(language, "campaignNotFound"));

/** The caller's team's campaign, or a 404 (another team's is not found either). */
export async function readableCampaign(db: Db, userId: number, id: number, now: Date): Promise<CampaignRow> {
  const row = await findCampaign(db, userId, id, now);
  if (!row) throw campaignMissing();
  return row;
}

/**
 * The caller's campaign once they may change it (admins, members granted its ad account), a 403
 * otherwise; `lock` holds the row until the transaction ends.
 */
export async function manageableCampaign(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  lock = false,
): Promise<CampaignRow> {
  const row = await findCampaign(db, userId, id, now, lock);
  if (!row) throw campaignMissing();
  if (!canManageCampaign({ level: row.level, granted: row.granted })) {
    throw forbidden(said("adAccountNotGranted"));
  }
  return row;
}
