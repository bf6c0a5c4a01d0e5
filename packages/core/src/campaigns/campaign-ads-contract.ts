import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { ad, createAdBody } from "./ad-entities.ts";

const tags = ["campaigns"] as const;
const idParams = z.object({ id: serialIdParam });

/** Ads: a creative in an ad set of a campaign, switched on and off. */
export const campaignAdsContract = {
  listCampaignAds: operation({
    method: "GET",
    path: "/api/campaigns/:id/ads/",
    summary: "A campaign's ads with their creative and ad set, by ad set then oldest first (at most 20 an ad set)",
    tags,
    params: idParams,
    status: 200,
    response: z.array(ad),
    errors: [403, 404],
  }),
  createAd: operation({
    method: "POST",
    path: "/api/ads/",
    summary: "Show a creative of the team in an ad set (admins, or members granted the campaign's ad account)",
    tags,
    body: createAdBody,
    status: 201,
    response: ad,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  toggleAd: operation({
    method: "POST",
    path: "/api/ads/:id/toggle/",
    summary: "Flip an ad between paused and active; refused once its campaign has ended or was halted",
    tags,
    params: idParams,
    status: 200,
    response: ad,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  deleteAd: operation({
    method: "DELETE",
    path: "/api/ads/:id/",
    summary: "Delete an ad",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 403, 404, 409, 429, 502],
  }),
};
