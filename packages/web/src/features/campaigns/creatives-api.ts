import type { CreateAd } from "@xa/core/campaigns/ad-entities";
import { campaignAdsContract } from "@xa/core/campaigns/campaign-ads-contract";
import type { CreateCreative, ReplaceCreative } from "@xa/core/campaigns/creative-entities";
import { creativesContract } from "@xa/core/campaigns/creatives-contract";
import { mediaContract } from "@xa/core/campaigns/media-contract";
import { catalogueContract } from "@xa/core/targeting/catalogue-contract";
import { call } from "../../api/call.ts";

const op = creativesContract;
const ads = campaignAdsContract;
// A 403 here is "no grant for this ad account", not a lost session.
const stay = { redirectOn403: false };

export const listCreatives = (team: string, limit: number, offset: number) =>
  call(op.listCreatives, { query: { team, limit, offset, ordering: "-created_at" } }, stay);
export const createCreative = (body: CreateCreative) => call(op.createCreative, { body }, stay);
export const replaceCreative = (id: number, body: ReplaceCreative) =>
  call(op.replaceCreative, { params: { id }, body }, stay);
export const deleteCreative = (id: number) => call(op.deleteCreative, { params: { id } }, stay);
/** The first 100 files of the team's library (the picker shows them newest first). */
export const listTeamMedia = (team: string) =>
  call(mediaContract.listMedia, { query: { team, limit: 100, offset: 0 } }, stay);
export const listAdvertiserCategories = () =>
  call(catalogueContract.listAdvertiserCategories, { query: { limit: 1000, offset: 0 } });
export const listContentCategories = () =>
  call(catalogueContract.listContentCategories, { query: { limit: 1000, offset: 0 } });

export const listCampaignAds = (campaign: number) => call(ads.listCampaignAds, { params: { id: campaign } }, stay);
export const createAd = (body: CreateAd) => call(ads.createAd, { body }, stay);
export const toggleAd = (id: number) => call(ads.toggleAd, { params: { id } }, stay);
export const deleteAd = (id: number) => call(ads.deleteAd, { params: { id } }, stay);
