import type { Language } from "@xa/core";
import type { Ad } from "@xa/core/campaigns/ad-entities";
import { campaignAdsContract } from "@xa/core/campaigns/campaign-ads-contract";
import { MAX_ADS_PER_ADSET } from "@xa/core/campaigns/campaign-rules";
import { campaignText } from "@xa/core/campaigns/campaign-texts";
import { adToggleProblem } from "@xa/core/campaigns/creative-rules";
import { creativeText } from "@xa/core/campaigns/creative-texts";
import type { FastifyInstance } from "fastify";
import { callPlatform } from "../ads/index.ts";
import { requireAuth } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import {
  countAdsetAds,
  creativePost,
  deleteAd,
  findAd,
  holdCreative,
  insertAd,
  listCampaignAds,
  setAdStatus,
  toAd,
} from "./ad-queries.ts";
import { findAdset } from "./adset-queries.ts";
import { manageableCampaign, readableCampaign } from "./campaign-guards.ts";
import type { CampaignRow } from "./campaign-queries.ts";
import { chooseMediaStorage } from "./choose-media-storage.ts";
import { creativesMedia } from "./creative-queries.ts";
import { refuseCreative } from "./creative-routes.ts";
import type { MediaStorage } from "./media-storage.ts";
import { accountOf, undoing } from "./platform-push.ts";
import { creativePostMedia } from "./post-media-queries.ts";

const adMissing = () => notFound((language: Language) => creativeText(language, "adNotFound"));
const adsetMissing = () => notFound((language: Language) => campaignText(language, "adsetNotFound"));
const endTime = (c: CampaignRow) => (c.end_time === null ? null : new Date(c.end_time).toISOString());

/** Ads: a creative in an ad set, switched on and off by whoever may use the campaign's ad account. */
export function registerAdRoutes(
  app: FastifyInstance,
  deps: Deps,
  storage: MediaStorage = chooseMediaStorage(deps.config.media),
): void {
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
    // Checked, then pushed to the platform outside any transaction (a call may take seconds), then stored.
    const adset = await findAdset(db, body.adset);
    if (!adset) throw adsetMissing();
    const checked = await campaignOf(db, auth.user.id, adset.campaign_id, true, adsetMissing);
    const full = () =>
      new HttpError(409, { detail: (l: Language) => campaignText(l, "tooManyAds", { max: MAX_ADS_PER_ADSET }) });
    if ((await countAdsetAds(db, adset.id)) >= MAX_ADS_PER_ADSET) throw full();
    const post = await creativePost(db, checked.team_id, body.creative);
    if (!post) throw refuseCreative("creativeNotOfTeam", { id: String(body.creative) });
    const account = accountOf(checked);
    const card = post.card_url === null ? null : { title: post.card_title, url: post.card_url };
    // The platform reads each file from the library as it uploads it, a chunk at a time.
    const media = (await creativePostMedia(db, checked.team_id, body.creative)).map(({ storage_key, ...file }) => ({
      ...file,
      read: () => storage.get(storage_key),
    }));
    const pushed = await callPlatform(() =>
      deps.ads.createPromotedPost(account, adset.line_item_id, { text: post.text, card, media, status: body.status }),
    );
    const { id, campaign } = await undoing(
      pushed?.promotedId ?? null,
      () =>
        db.transaction(async (tx) => {
          // The ad set and the creative are held so neither is deleted under the new ad.
          const held = await findAdset(tx, body.adset, true);
          if (!held) throw adsetMissing();
          if ((await countAdsetAds(tx, held.id)) >= MAX_ADS_PER_ADSET) throw full();
          const campaign = await campaignOf(tx, auth.user.id, held.campaign_id, true, adsetMissing);
          if (!(await holdCreative(tx, campaign.team_id, body.creative))) {
            throw refuseCreative("creativeNotOfTeam", { id: String(body.creative) });
          }
          const values = { adset_id: held.id, creative_id: body.creative, status: body.status };
          return { id: await insertAd(tx, values, { userId: auth.user.id, now: deps.now() }, pushed), campaign };
        }),
      (made) => deps.ads.deletePromotedPost(account, made),
    );
    return answer(id, campaign, requestLanguage(request));
  });

  route(app, c.toggleAd, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const blocked = (campaign: CampaignRow) => {
      const problem = adToggleProblem({ effective_status: campaign.effective_status, end_time: endTime(campaign) });
      if (problem) {
        throw new HttpError(409, {
          detail: (language: Language) => creativeText(language, problem.key, problem.params),
        });
      }
    };
    const seen = await findAd(db, params.id);
    if (!seen) throw adMissing();
    const promotedId = seen.promoted_tweet_id;
    // On the platform the ad is switched to the opposite of what was read, then stored as such.
    let target: Ad["status"] | null = null;
    if (promotedId !== null) {
      const campaign = await campaignOf(db, auth.user.id, seen.campaign_id, true, adMissing);
      blocked(campaign);
      const next = seen.status === "active" ? "paused" : "active";
      await callPlatform(() => deps.ads.setPromotedPostStatus(accountOf(campaign), promotedId, next));
      target = next;
    }
    // The ad's row is locked while read, flipped and answered: toggles at once apply one after the other.
    return db.transaction(async (tx) => {
      const row = await findAd(tx, params.id, true);
      if (!row) throw adMissing();
      const campaign = await campaignOf(tx, auth.user.id, row.campaign_id, true, adMissing);
      blocked(campaign);
      await setAdStatus(tx, row.id, target ?? (row.status === "active" ? "paused" : "active"), deps.now());
      return answer(row.id, campaign, requestLanguage(request), tx);
    });
  });

  route(app, c.deleteAd, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findAd(db, params.id);
    if (!row) throw adMissing();
    const campaign = await campaignOf(db, auth.user.id, row.campaign_id, true, adMissing);
    const promotedId = row.promoted_tweet_id;
    if (promotedId !== null) await callPlatform(() => deps.ads.deletePromotedPost(accountOf(campaign), promotedId));
    await deleteAd(db, row.id);
    return null;
  });
}
