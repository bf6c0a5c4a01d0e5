import type { CreateCampaign } from "@xa/core/campaigns/campaign-entities";
import { campaignsContract } from "@xa/core/campaigns/campaigns-contract";
import type { z } from "zod";
import { call } from "../../api/call.ts";

const op = campaignsContract;
export type ListCampaignsQuery = z.input<typeof op.listCampaigns.query>;
// A 403 here is "no grant for this ad account", not a lost session.
const stay = { redirectOn403: false };

export const listCampaigns = (query: ListCampaignsQuery) => call(op.listCampaigns, { query }, stay);
export const createCampaign = (body: CreateCampaign) => call(op.createCampaign, { body }, stay);
