import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { adset, createAdsetBody, updateAdsetBody } from "./adset-entities.ts";

const tags = ["campaigns"] as const;
const idParams = z.object({ id: serialIdParam });

/** Ad sets (line items) of a team's campaigns, each targeting a saved audience. */
export const adsetsContract = {
  listCampaignAdsets: operation({
    method: "GET",
    path: "/api/campaigns/:id/adsets/",
    summary: "A campaign's ad sets, oldest first (at most 50)",
    tags,
    params: idParams,
    status: 200,
    response: z.array(adset),
    errors: [403, 404],
  }),
  createAdset: operation({
    method: "POST",
    path: "/api/adsets/",
    summary: "Add an ad set to a campaign, targeting a saved audience of its team as applying it would",
    tags,
    body: createAdsetBody,
    status: 201,
    response: adset,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  getAdset: operation({
    method: "GET",
    path: "/api/adsets/:id/",
    summary: "One ad set of the caller's teams",
    tags,
    params: idParams,
    status: 200,
    response: adset,
    errors: [403, 404],
  }),
  updateAdset: operation({
    method: "PATCH",
    path: "/api/adsets/:id/",
    summary: "Change an ad set; a new audience takes its targeting anew",
    tags,
    params: idParams,
    body: updateAdsetBody,
    status: 200,
    response: adset,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  deleteAdset: operation({
    method: "DELETE",
    path: "/api/adsets/:id/",
    summary: "Delete an ad set and its ads",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 403, 404, 409, 429, 502],
  }),
};
