import { z } from "zod";
import { bigserialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import {
  generationFeedback,
  generationFeedbackBody,
  validateEmailBody,
  validateHandleBody,
  validationAnswer,
} from "./audience-request.ts";
import { autopilotGeneration, autopilotRequest } from "./autopilot-request.ts";
import { briefReading, readBriefBody } from "./brief-reading.ts";

/** The description analyzer: the same request, with the description required. */
export const analyseDescriptionRequest = autopilotRequest.extend({
  description: z.string().trim().min(1).max(5000),
});

/** Job-title targeting: the autopilot's request with at least one job-title group to build from. */
export const jobTitleTargetingRequest = autopilotRequest.extend({
  job_titles: autopilotRequest.shape.job_titles.unwrap().min(1, { error: "Choose at least one job title" }),
});

export const generationParams = z.object({ id: bigserialIdParam });

const tags = ["targeting"] as const;
// 400: a brief it cannot take ('Invalid email address', nothing to build from, an analysis it cannot
// read); 403: signed out; 404: an analysis's handle or post the store does not have.
const createErrors = [400, 403, 404] as const;

function generate<const P extends string, B extends z.ZodType>(path: P, summary: string, body: B) {
  return operation({
    method: "POST",
    path,
    summary,
    tags,
    headers: teamHeaders,
    body,
    status: 201,
    response: autopilotGeneration,
    errors: createErrors,
  });
}

/**
 * The targeting autopilot: each call queues a generation of a targeting package from a
 * brief, which the web app polls every 3 s (INSIGHTS_POLL_MS). A generation is its creator's.
 */
export const autopilotContract = {
  buildAudience: generate(
    "/api/build-audience/",
    "Queues a targeting package generated from a brief, keywords, handles or an analysis",
    autopilotRequest,
  ),
  analyseDescription: generate(
    "/api/external/analyse-description/",
    "Queues a targeting package generated from a free-text campaign description",
    analyseDescriptionRequest,
  ),
  generateInsights: generate(
    "/api/external/audience-builder/generate-insights/",
    "Queues a targeting package from the audience builder's brief",
    autopilotRequest,
  ),
  jobTitleTargeting: generate(
    "/api/external/job-title-targeting/",
    "Queues a targeting package whose audience is the store's holders of the chosen job-title groups",
    jobTitleTargetingRequest,
  ),
  readBrief: operation({
    method: "POST",
    path: "/api/read-brief/",
    summary:
      "Reads a brief's places, ages (rounded to the platform's values), gender, languages, handles, budget and size",
    tags,
    body: readBriefBody,
    status: 200,
    response: briefReading,
    errors: [400, 403],
  }),
  getInsight: operation({
    method: "GET",
    path: "/api/audience-insight/:id/",
    summary: "A generation: queued, running, done with its targeting package and estimate, or failed with why",
    tags,
    params: generationParams,
    status: 200,
    response: autopilotGeneration,
    errors: [403, 404],
  }),
  sendGenerationFeedback: operation({
    method: "POST",
    path: "/api/external/audience-request/feedback/",
    summary: "Rate a generated package (1 to 5) and say why; kept with the generation (its creator only)",
    tags,
    body: generationFeedbackBody,
    status: 201,
    response: generationFeedback,
    errors: [400, 403, 404],
  }),
  validateEmail: operation({
    method: "POST",
    path: "/api/external/audience-request/validate-email/",
    summary: "Whether an e-mail address is one (its syntax)",
    tags,
    body: validateEmailBody,
    status: 200,
    response: validationAnswer,
    errors: [400, 403],
  }),
  validateHandle: operation({
    method: "POST",
    path: "/api/external/audience-request/validate-handle/",
    summary: "Whether a handle is one (its syntax) and the data store has its account",
    tags,
    body: validateHandleBody,
    status: 200,
    response: validationAnswer,
    errors: [400, 403],
  }),
};
