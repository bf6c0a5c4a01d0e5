import { adsContract } from "@xa/core/ads/ads-contract";
import { audiencePlanContract } from "@xa/core/campaigns/audience-plan-contract";
import type { CreateAudiencePlan, PlanCampaign, UpdateAudiencePlan } from "@xa/core/campaigns/audience-plan-entities";
import { teamsContract } from "@xa/core/teams/teams-contract";
import { call } from "../../../api/call.ts";
import { everyPage } from "../../../api/every-page.ts";

const op = audiencePlanContract;
// A 403 here is "no grant for this ad account", not a lost session.
const stay = { redirectOn403: false };

/** The team's saved plans, newest first (the first 50: a planner reopens recent ones). */
export const listPlans = (team: string) => call(op.listAudiencePlans, { query: { team, limit: 50 } }, stay);
export const getPlan = (id: number) => call(op.getAudiencePlan, { params: { id } }, stay);
export const estimatePlan = (body: CreateAudiencePlan) => call(op.estimateAudiencePlan, { body }, stay);
export const createPlan = (body: CreateAudiencePlan) => call(op.createAudiencePlan, { body }, stay);
export const updatePlan = (id: number, body: UpdateAudiencePlan) =>
  call(op.updateAudiencePlan, { params: { id }, body }, stay);
export const deletePlan = (id: number) => call(op.deleteAudiencePlan, { params: { id } }, stay);
export const campaignFromPlan = (id: number, body: PlanCampaign) =>
  call(op.campaignFromPlan, { params: { id }, body }, stay);
/** The caller's grants in the team (a member sees their own) and their level: who may make a campaign where. */
export const listGrants = (team: string) =>
  everyPage((page) => call(adsContract.listGrantedAccounts, { query: { team, ...page } }, stay));
export const getTeam = (team: string) => call(teamsContract.getTeam, { params: { team } }, stay);
