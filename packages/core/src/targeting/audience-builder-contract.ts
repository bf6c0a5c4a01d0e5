import type { z } from "zod";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import {
  audienceExpression,
  audienceMeasure,
  followersOfBody,
  followersOfResult,
  interestedInBody,
  interestedInResult,
  postedAboutBody,
  postedAboutResult,
  suggestedInterests,
  wordsInProfileBody,
  wordsInProfileResult,
} from "./audience-builder.ts";

const tags = ["targeting"] as const;
// 400: a criterion it cannot read (an unknown handle or interest, an empty query, too many
// criteria); 403: signed out; 404: a team (X-Team) the caller is not in.
const errors = [400, 403, 404] as const;

function check<const P extends string, B extends z.ZodType, R extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
  response: R,
) {
  return operation({ method: "POST", path, summary, tags, headers: teamHeaders, body, status: 200, response, errors });
}

/**
 * The audience builder: each criterion checked on its own as it is written, the combined audience
 * measured on every change, and the interests it is over-represented in. Its package is made by
 * the autopilot's generate-insights.
 */
export const audienceBuilderContract = {
  followersOf: check(
    "/api/external/audience-builder/followers-of/",
    "The handles the store knows and how many of their followers it holds",
    followersOfBody,
    followersOfResult,
  ),
  interestedIn: check(
    "/api/external/audience-builder/interested-in/",
    "How many accounts of the store enrichment inferred to have each interest",
    interestedInBody,
    interestedInResult,
  ),
  postedAbout: check(
    "/api/external/audience-builder/posted-about/",
    "A keyword query as read, with its posts and authors in the store",
    postedAboutBody,
    postedAboutResult,
  ),
  wordsInProfile: check(
    "/api/external/audience-builder/words-in-profile/",
    "How many accounts of the store have each word in their profile's bio",
    wordsInProfileBody,
    wordsInProfileResult,
  ),
  measureAudience: check(
    "/api/external/audience-builder/measure/",
    "The combined audience: its size, each criterion's accounts, its most followed accounts and its profile",
    audienceExpression,
    audienceMeasure,
  ),
  suggestInterests: check(
    "/api/external/audience-builder/suggest-interests/",
    "The inferred interests over-represented in the combined audience, with their lift over the store",
    audienceExpression,
    suggestedInterests,
  ),
};
