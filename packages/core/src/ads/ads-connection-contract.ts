import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { teamField } from "../targeting/audience-entities.ts";
import { ADS_PLATFORMS, platformAccount } from "./ads-contract.ts";

/**
 * A team's login to the ad platform. With the X Ads API each team connects its own X login (OAuth
 * 1.0a, through the app) and links only the accounts that login may manage; the sandbox needs none.
 */
export const adsConnection = z.object({
  platform: z.enum(ADS_PLATFORMS),
  /** false on the sandbox, which needs no login */
  required: z.boolean(),
  connected: z.boolean(),
  /** the connected X login's handle, without '@' */
  screen_name: z.string().nullable(),
  connected_by: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type AdsConnection = z.infer<typeof adsConnection>;

export const teamQuery = z.object({ team: teamField });

export const completeConnectionBody = z.object({
  team: teamField,
  oauth_token: textField("oauth_token", { max: 200 }),
  oauth_verifier: textField("oauth_verifier", { max: 200 }),
});

const tags = ["ads"] as const;

export const adsConnectionContract = {
  getAdsConnection: operation({
    method: "GET",
    path: "/api/ads/connection/",
    summary: "Whether the team has connected its login to the ad platform, and whose",
    tags,
    query: teamQuery,
    status: 200,
    response: adsConnection,
    errors: [400, 403, 404],
  }),
  startAdsConnection: operation({
    method: "POST",
    path: "/api/ads/connection/start/",
    summary: "Start connecting the team's X login (team admins): the address to send the user to",
    tags,
    body: z.object({ team: teamField }),
    status: 200,
    response: z.object({ authorize_url: z.string() }),
    errors: [400, 403, 404, 409, 429, 502],
  }),
  completeAdsConnection: operation({
    method: "POST",
    path: "/api/ads/connection/complete/",
    summary: "Finish connecting with what X sent back; the attempt is single use and expires",
    tags,
    body: completeConnectionBody,
    status: 200,
    response: adsConnection,
    errors: [400, 403, 404, 429, 502],
  }),
  deleteAdsConnection: operation({
    method: "DELETE",
    path: "/api/ads/connection/",
    summary: "Disconnect the team's X login (team admins); its linked accounts stay but cannot be used",
    tags,
    query: teamQuery,
    status: 204,
    response: z.null(),
    errors: [400, 403, 404],
  }),
  listPlatformAccounts: operation({
    method: "GET",
    path: "/api/ads/connection/accounts/",
    summary: "The ad accounts the team's connected login may manage, which alone it may link",
    tags,
    query: teamQuery,
    status: 200,
    response: z.array(platformAccount),
    errors: [400, 403, 404, 409, 429, 502],
  }),
};
