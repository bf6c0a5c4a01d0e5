import type { CreateAd } from "@xa/core/campaigns/ad-entities";
import { campaignAdsContract } from "@xa/core/campaigns/campaign-ads-contract";
import type { CreateCreative, ReplaceCreative } from "@xa/core/campaigns/creative-entities";
import { creativesContract } from "@xa/core/campaigns/creatives-contract";
import { adMedia } from "@xa/core/campaigns/media-entities";
import { operation } from "@xa/core/contract/operation";
import { page } from "@xa/core/targeting/audience-entities";
import { catalogueContract } from "@xa/core/targeting/catalogue-contract";
import { z } from "zod";
import { call } from "../../api/call.ts";

const op = creativesContract;
const ads = campaignAdsContract;
// A 403 here is "no grant for this ad account", not a lost session.
const stay = { redirectOn403: false };

/**
 * The media library's list as the media domain serves it (`GET /api/ad-media/?team=`): only what
 * the picker reads of it, the files as `adMedia` describes them.
 */
const listTeamMediaOp = operation({
  method: "GET",
  path: "/api/ad-media/",
  summary: "The team's media library, newest first",
  tags: ["media"],
  query: z.object({ team: z.string(), limit: z.number().int(), offset: z.number().int() }),
  status: 200,
  response: page(adMedia),
  errors: [400, 403, 404],
});

export const listCreatives = (team: string, limit: number, offset: number) =>
  call(op.listCreatives, { query: { team, limit, offset, ordering: "-created_at" } }, stay);
export const createCreative = (body: CreateCreative) => call(op.createCreative, { body }, stay);
export const replaceCreative = (id: number, body: ReplaceCreative) =>
  call(op.replaceCreative, { params: { id }, body }, stay);
export const deleteCreative = (id: number) => call(op.deleteCreative, { params: { id } }, stay);
/** The first 100 files of the team's library (the picker shows them newest first). */
export const listTeamMedia = (team: string) => call(listTeamMediaOp, { query: { team, limit: 100, offset: 0 } }, stay);
export const listAdvertiserCategories = () =>
  call(catalogueContract.listAdvertiserCategories, { query: { limit: 1000, offset: 0 } });
export const listContentCategories = () =>
  call(catalogueContract.listContentCategories, { query: { limit: 1000, offset: 0 } });

export const listCampaignAds = (campaign: number) => call(ads.listCampaignAds, { params: { id: campaign } }, stay);
export const createAd = (body: CreateAd) => call(ads.createAd, { body }, stay);
export const toggleAd = (id: number) => call(ads.toggleAd, { params: { id } }, stay);
export const deleteAd = (id: number) => call(ads.deleteAd, { params: { id } }, stay);
