import { autopilotContract } from "@xa/core/targeting/autopilot-contract";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { call } from "../../api/call.ts";

/** Keyword groups as typed may hold empty groups (one being written): the request carries only real ones. */
export function cleanRequest(draft: AutopilotRequest): AutopilotRequest {
  return {
    ...draft,
    keyword_groups: draft.keyword_groups.map((g) => g.filter((w) => w.trim())).filter((g) => g.length > 0),
    handles: draft.handles.map((h) => h.trim()).filter(Boolean),
  };
}

// An audience builder's audience goes through its own call, generate-insights; the generator is the same.
export const buildAudience = (draft: AutopilotRequest) =>
  call(draft.audience_builder ? autopilotContract.generateInsights : autopilotContract.buildAudience, {
    body: cleanRequest(draft),
  });

export const getGeneration = (id: string) => call(autopilotContract.getInsight, { params: { id } }, { silent: true });

/** What a brief says of its audience: places, age, gender, languages, handles, budget, size. */
export const readBrief = (description: string) =>
  call(autopilotContract.readBrief, { body: { description } }, { silent: true });
