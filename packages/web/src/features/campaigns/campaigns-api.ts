import type { CreateAdset, UpdateAdset } from "@xa/core/campaigns/adset-entities";
import { adsetsContract } from "@xa/core/campaigns/adsets-contract";
import type { CreateCampaign } from "@xa/core/campaigns/campaign-entities";
import { campaignsContract } from "@xa/core/campaigns/campaigns-contract";
import { audiencesContract } from "@xa/core/targeting/audience-contract";
import type { z } from "zod";
import { call } from "../../api/call.ts";

const op = campaignsContract;
export type ListCampaignsQuery = z.input<typeof op.listCampaigns.query>;
// A 403 here is "no grant for this ad account", not a lost session.
const stay = { redirectOn403: false };

export const listCampaigns = (query: ListCampaignsQuery) => call(op.listCampaigns, { query }, stay);
export const createCampaign = (body: CreateCampaign) => call(op.createCampaign, { body }, stay);
export const getCampaign = (id: number) => call(op.getCampaign, { params: { id } }, stay);
export const listAdsets = (campaign: number) =>
  call(adsetsContract.listCampaignAdsets, { params: { id: campaign } }, stay);
export const createAdset = (body: CreateAdset) => call(adsetsContract.createAdset, { body }, stay);
export const updateAdset = (id: number, body: UpdateAdset) =>
  call(adsetsContract.updateAdset, { params: { id }, body }, stay);
export const deleteAdset = (id: number) => call(adsetsContract.deleteAdset, { params: { id } }, stay);
/** The team's saved audiences an ad set may target (the first 100, newest first). */
export const listTeamAudiences = (team: string) =>
  call(audiencesContract.listAudienceConfigs, { query: { team, limit: 100, sort: "-modified_at" } }, stay);
