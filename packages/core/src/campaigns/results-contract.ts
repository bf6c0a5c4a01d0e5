import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import {
  campaignReach,
  campaignStats,
  resultsQuery,
  segmentations,
  statsQuery,
  statsTotal,
} from "./results-entities.ts";

const tags = ["campaigns"] as const;
const idParams = z.object({ id: serialIdParam });

/**
 * What a campaign delivered, read from the stored stats after bringing them up to date: simulated
 * in the sandbox, the platform's own figures with X. Any member of its team may read them.
 */
export const resultsContract = {
  getCampaignStats: operation({
    method: "GET",
    path: "/api/campaigns/:id/stats/",
    summary: "A campaign's figures by day or in total, for the campaign, each ad set or each ad",
    tags,
    params: idParams,
    query: statsQuery,
    status: 200,
    response: campaignStats,
    errors: [400, 404],
  }),
  getCampaignStatsTotal: operation({
    method: "GET",
    path: "/api/campaigns/:id/statstotal/",
    summary: "A campaign's (or one ad set's) totals: impressions, engagements, clicks, spend, CPM, CTR",
    tags,
    params: idParams,
    query: resultsQuery,
    status: 200,
    response: statsTotal,
    errors: [400, 404],
  }),
  getCampaignSegmentations: operation({
    method: "GET",
    path: "/api/campaigns/:id/segmentations/",
    summary: "A campaign's (or one ad set's) figures by country, age, gender and placement",
    tags,
    params: idParams,
    query: resultsQuery,
    status: 200,
    response: segmentations,
    errors: [400, 404],
  }),
  getCampaignReach: operation({
    method: "GET",
    path: "/api/campaigns/:id/reach/",
    summary: "People a campaign (or one ad set) has reached, estimated, and how often each saw it",
    tags,
    params: idParams,
    query: resultsQuery,
    status: 200,
    response: campaignReach,
    errors: [400, 404],
  }),
};
