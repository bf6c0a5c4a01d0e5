import type { Language } from "@xa/core";
import { type AudiencePlanTextKey, audiencePlanText } from "@xa/core/campaigns/audience-plan-texts";
import { badRequest, notFound } from "../http/http-error.ts";

/** A 400 in the caller's language from the planner's catalogue. */
export const refusePlan = (key: AudiencePlanTextKey, params: Record<string, string | number> = {}) =>
  badRequest((language: Language) => audiencePlanText(language, key, params));
export const planMissing = () => notFound((language: Language) => audiencePlanText(language, "planNotFound"));
