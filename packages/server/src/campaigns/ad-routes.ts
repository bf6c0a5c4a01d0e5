import type { Language } from "@xa/core";
import { campaignAdsContract } from "@xa/core/campaigns/campaign-ads-contract";
import { campaignText } from "@xa/core/campaigns/campaign-texts";
import { adToggleProblem } from "@xa/core/campaigns/creative-rules";
import { creativeText } from "@xa/core/campaigns/creative-texts";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { deleteAd, findAd, holdCreative, insertAd, listCampaignAds, setAdStatus, toAd } from "./ad-queries.ts";
import { findAdset } from "./adset-queries.ts";
import { manageableCampaign, readableCampaign } from "./campaign-guards.ts";
import type { CampaignRow } from "./campaign-queries.ts";
import { creativesMedia } from "./creative-queries.ts";
import { refuseCreative } from "./creative-routes.ts";

const adMissing = () => notFound((language: Language) => creativeText(language, "adNotFound"));
const adsetMissing = () => notFound((language: Language) => campaignText(language, "adsetNotFound"));
const endTime = (c: CampaignRow) => (c.end_time === null ? null : new Date(c.end_time).toISOString());

/** Ads: a creative in an ad set, switched on and off by whoever may use the campaign's ad account. */
export function registerAdRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = campaignAdsContract;

  /** The campaign an ad set or ad belongs to, when the caller's team holds it (another team's is not found). */
  const campaignOf = async (tx: Db, userId: number, campaignId: number, manage: boolean, missing: () => HttpError) =>
    (manage ? manageableCampaign : readableCampaign)(tx, userId, campaignId, deps.now()).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 404 ? missing() : e;
    });

  const answer = async (id: number, campaign: CampaignRow, language: Language, tx: Db = db) => {
    const row = await findAd(tx, id);
    if (!row) throw adMissing();
    const media = await creativesMedia(tx, [row.creative_id]);
    return toAd(row, media, { effective_status: campaign.effective_status, end_time: endTime(campaign) }, language);
  };

  route(app, c.listCampaignAds, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const campaign = await readableCampaign(db, auth.user.id, params.id, deps.now());
    const rows = await listCampaignAds(db, campaign.id);
    const media = await creativesMedia(db, [...new Set(rows.map((r) => r.creative_id))]);
    const language = requestLanguage(request);
    const state = { effective_status: campaign.effective_status, end_time: endTime(campaign) };
    return rows.map((row) => toAd(row, media, state, language));
  });

  route(app, c.createAd, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const { id, campaign } = await db.transaction(async (tx) => {
      // The ad set and the creative are held so neither is deleted under the new ad.
      const adset = await findAdset(tx, body.adset, true);
      if (!adset) throw adsetMissing();
      const campaign = await campaignOf(tx, auth.user.id, adset.campaign_id, true, adsetMissing);
      if (!(await holdCreative(tx, campaign.team_id, body.creative))) {
        throw refuseCreative("creativeNotOfTeam", { id: String(body.creative) });
      }
      const values = { adset_id: adset.id, creative_id: body.creative, status: body.status };
      return { id: await insertAd(tx, values, { userId: auth.user.id, now: deps.now() }), campaign };
    });
    return answer(id, campaign, requestLanguage(request));
  });

  route(app, c.toggleAd, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    // The ad's row is locked while read, flipped and answered: toggles at once apply one after the other.
    return db.transaction(async (tx) => {
      const row = await findAd(tx, params.id, true);
      if (!row) throw adMissing();
      const campaign = await campaignOf(tx, auth.user.id, row.campaign_id, true, adMissing);
      const problem = adToggleProblem({ effective_status: campaign.effective_status, end_time: endTime(campaign) });
      if (problem) {
        throw new HttpError(409, {
          detail: (language: Language) => creativeText(language, problem.key, problem.params),
        });
      }
      await setAdStatus(tx, row.id, row.status === "active" ? "paused" : "active", deps.now());
      return answer(row.id, campaign, requestLanguage(request), tx);
    });
  });

  route(app, c.deleteAd, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findAd(db, params.id);
    if (!row) throw adMissing();
    await campaignOf(db, auth.user.id, row.campaign_id, true, adMissing);
    await deleteAd(db, row.id);
    return null;
  });
}
