import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";

/** The creator's steps, in order: how, the brief, who and where, budget or size. */
export const CREATOR_STEPS = ["how", "brief", "where", "budget"] as const;
export type CreatorStep = (typeof CREATOR_STEPS)[number];
export const LAST_STEP = CREATOR_STEPS.length - 1;

/** A brief shorter than this says too little to find an audience. */
export const MIN_DESCRIPTION_LENGTH = 10;

const HANDLE = /^@?\w{1,15}$/;

/** Why a step cannot be left forwards: an i18n key under targeting.creator.problems, or null when valid. */
export type StepProblem = "descriptionShort" | "briefEmpty" | "handleInvalid" | null;

export function stepProblem(draft: AutopilotRequest, step: number): StepProblem {
  if (CREATOR_STEPS[step] !== "brief" || draft.analysis || draft.audience_builder) return null;
  if (draft.create_audience_option === "description") {
    return draft.description.trim().length >= MIN_DESCRIPTION_LENGTH ? null : "descriptionShort";
  }
  if (draft.handles.some((h) => !HANDLE.test(h))) return "handleInvalid";
  const terms = draft.keyword_groups.some((g) => g.length > 0);
  return terms || draft.handles.length > 0 || draft.job_titles.length > 0 ? null : "briefEmpty";
}

/** The stepper's place: the step shown and the furthest step reached. */
export type StepperState = { active: number; reached: number };

export const START: StepperState = { active: 0, reached: 0 };

/** Forward only from a valid step; the last step submits instead (the caller's job). */
export function forward(state: StepperState, draft: AutopilotRequest): StepperState {
  if (state.active >= LAST_STEP || stepProblem(draft, state.active)) return state;
  const active = state.active + 1;
  return { active, reached: Math.max(state.reached, active) };
}

/** Back one step. */
export function back(state: StepperState): StepperState {
  return { ...state, active: Math.max(0, state.active - 1) };
}

/** A completed step can be revisited; a step ahead only once reached and every step before it is still valid. */
export function canOpen(state: StepperState, draft: AutopilotRequest, target: number): boolean {
  if (target < 0 || target > state.reached) return false;
  for (let step = 0; step < target; step++) if (stepProblem(draft, step)) return false;
  return true;
}

export function open(state: StepperState, draft: AutopilotRequest, target: number): StepperState {
  return canOpen(state, draft, target) ? { ...state, active: target } : state;
}
