import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import {
  campaign,
  campaignPage,
  createCampaignBody,
  listCampaignsQuery,
  updateCampaignBody,
} from "./campaign-entities.ts";

const tags = ["campaigns"] as const;
const idParams = z.object({ id: serialIdParam });

/** Campaigns of a team, in one of its ad accounts. */
export const campaignsContract = {
  listCampaigns: operation({
    method: "GET",
    path: "/api/campaigns/",
    summary: "The team's campaigns, a page at a time, filtered by what they are now and sorted",
    tags,
    query: listCampaignsQuery,
    status: 200,
    response: campaignPage,
    errors: [400, 403, 404],
  }),
  createCampaign: operation({
    method: "POST",
    path: "/api/campaigns/",
    summary: "Create a campaign in an ad account of the team (admins, or members granted the account)",
    tags,
    body: createCampaignBody,
    status: 201,
    response: campaign,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  getCampaign: operation({
    method: "GET",
    path: "/api/campaigns/:id/",
    summary: "One of the caller's teams' campaigns",
    tags,
    params: idParams,
    status: 200,
    response: campaign,
    errors: [403, 404],
  }),
  updateCampaign: operation({
    method: "PATCH",
    path: "/api/campaigns/:id/",
    summary: "Change a campaign: what is sent changes, checked with the rest as saved",
    tags,
    params: idParams,
    body: updateCampaignBody,
    status: 200,
    response: campaign,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  deleteCampaign: operation({
    method: "DELETE",
    path: "/api/campaigns/:id/",
    summary: "Delete a campaign and what it holds",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 403, 404, 409, 429, 502],
  }),
};
