import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import {
  audiencePlan,
  audiencePlanPage,
  createAudiencePlanBody,
  listAudiencePlansQuery,
  planCampaignAnswer,
  planCampaignBody,
  planEstimates,
  updateAudiencePlanBody,
} from "./audience-plan-entities.ts";

const tags = ["campaigns"] as const;
const idParams = z.object({ id: serialIdParam });

/** Audience plans: a team's campaign plans over its saved audiences, with their estimates. */
export const audiencePlanContract = {
  listAudiencePlans: operation({
    method: "GET",
    path: "/api/audience-plan/",
    summary: "The team's audience plans, newest first, a page at a time",
    tags,
    query: listAudiencePlansQuery,
    status: 200,
    response: audiencePlanPage,
    errors: [400, 403, 404],
  }),
  createAudiencePlan: operation({
    method: "POST",
    path: "/api/audience-plan/",
    summary: "Save a plan over the team's saved audiences; its estimates are counted from the store",
    tags,
    body: createAudiencePlanBody,
    status: 201,
    response: audiencePlan,
    errors: [400, 403, 404],
  }),
  estimateAudiencePlan: operation({
    method: "POST",
    path: "/api/audience-plan/estimate/",
    summary: "The estimates a plan would be saved with, counted from the store now; nothing is saved",
    tags,
    body: createAudiencePlanBody,
    status: 200,
    response: planEstimates,
    errors: [400, 403, 404],
  }),
  getAudiencePlan: operation({
    method: "GET",
    path: "/api/audience-plan/:id/",
    summary: "One of the caller's teams' audience plans, with its estimates",
    tags,
    params: idParams,
    status: 200,
    response: audiencePlan,
    errors: [403, 404],
  }),
  updateAudiencePlan: operation({
    method: "PATCH",
    path: "/api/audience-plan/:id/",
    summary: "Change a plan: what is sent changes, the estimates are counted again",
    tags,
    params: idParams,
    body: updateAudiencePlanBody,
    status: 200,
    response: audiencePlan,
    errors: [400, 403, 404],
  }),
  deleteAudiencePlan: operation({
    method: "DELETE",
    path: "/api/audience-plan/:id/",
    summary: "Delete a plan (campaigns made from it stay)",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  campaignFromPlan: operation({
    method: "POST",
    path: "/api/audience-plan/:id/campaign/",
    summary: "Make a draft campaign from a plan in one of the team's ad accounts, with an ad set per audience",
    tags,
    params: idParams,
    body: planCampaignBody,
    status: 201,
    response: planCampaignAnswer,
    errors: [400, 403, 404],
  }),
};
