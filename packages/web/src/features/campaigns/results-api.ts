import { resultsContract } from "@xa/core/campaigns/results-contract";
import { call } from "../../api/call.ts";

const op = resultsContract;
const stay = { redirectOn403: false };

/** `adset` narrows the figures to one ad set of the campaign; without it, the whole campaign's. */
export const getStatsTotal = (id: number, adset?: number) =>
  call(op.getCampaignStatsTotal, { params: { id }, query: { adset } }, stay);
export const getDailyStats = (id: number, adset?: number) =>
  call(op.getCampaignStats, { params: { id }, query: { adset, level: "campaign", granularity: "day" } }, stay);
export const getSegmentations = (id: number, adset?: number) =>
  call(op.getCampaignSegmentations, { params: { id }, query: { adset } }, stay);
export const getReach = (id: number, adset?: number) =>
  call(op.getCampaignReach, { params: { id }, query: { adset } }, stay);
