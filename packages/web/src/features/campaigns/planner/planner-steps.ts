import type { AudiencePlan, CreateAudiencePlan, PlanSizeOption } from "@xa/core/campaigns/audience-plan-entities";
import type { CampaignObjective } from "@xa/core/campaigns/campaign-entities";
import type { Currency } from "@xa/core/targeting/targeting-options";

/** The planner's steps, in order: what for, whom, how much and when, then the review that saves. */
export const PLANNER_STEPS = ["objective", "audiences", "terms", "review"] as const;
export type PlannerStep = (typeof PLANNER_STEPS)[number];
export const LAST_STEP = PLANNER_STEPS.length - 1;

/** A plan as the planner edits it: dates as the date inputs hold them (YYYY-MM-DD, local). */
export type PlannerDraft = {
  name: string;
  objective: CampaignObjective;
  audience_config_ids: number[];
  size_option: PlanSizeOption;
  budget: number | "";
  size: number | "";
  start: string;
  end: string;
  currency: Currency;
};

const pad = (n: number) => String(n).padStart(2, "0");
/** A day as a date input holds it, in local time. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** A new plan: reach, tomorrow for thirty days, in dollars, the product deciding the size. */
export function newDraft(today: Date): PlannerDraft {
  return {
    name: "",
    objective: "REACH",
    audience_config_ids: [],
    size_option: "decide",
    budget: "",
    size: "",
    start: localDay(addDays(today, 1)),
    end: localDay(addDays(today, 30)),
    currency: "USD",
  };
}

/** A saved plan reopened: its end is the last day it runs (it ends at that day's close). */
export function draftFromPlan(plan: AudiencePlan): PlannerDraft {
  return {
    name: plan.name,
    objective: plan.objective,
    audience_config_ids: [...plan.audience_config_ids],
    size_option: plan.size_option,
    budget: plan.budget ?? "",
    size: plan.size ?? "",
    start: localDay(new Date(plan.start_time)),
    end: localDay(new Date(new Date(plan.end_time).getTime() - 1)),
    currency: plan.currency,
  };
}

/** A day's start in local time as an instant; null for a day the input does not hold. */
function dayStart(day: string, plusDays = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** What is sent: the plan runs from its first day's start to its last day's close. */
export function draftBody(draft: PlannerDraft, team: string): CreateAudiencePlan {
  return {
    team,
    name: draft.name.trim(),
    objective: draft.objective,
    audience_config_ids: draft.audience_config_ids,
    size_option: draft.size_option,
    budget: draft.size_option === "budget" && draft.budget !== "" ? draft.budget : null,
    size: draft.size_option === "size" && draft.size !== "" ? draft.size : null,
    start_time: dayStart(draft.start) ?? "",
    end_time: dayStart(draft.end, 1) ?? "",
    currency: draft.currency,
  };
}

/** Why a step cannot be left forwards: a key under campaigns.planner.problems, or null when valid. */
export type StepProblem =
  | "nameRequired"
  | "audiencesRequired"
  | "budgetRequired"
  | "sizeRequired"
  | "datesRequired"
  | "endBeforeStart"
  | null;

export function stepProblem(draft: PlannerDraft, step: number): StepProblem {
  switch (PLANNER_STEPS[step]) {
    case "objective":
      return draft.name.trim() ? null : "nameRequired";
    case "audiences":
      return draft.audience_config_ids.length > 0 ? null : "audiencesRequired";
    case "terms": {
      if (draft.size_option === "budget" && !(Number(draft.budget) > 0)) return "budgetRequired";
      if (draft.size_option === "size" && !(Number(draft.size) > 0)) return "sizeRequired";
      const start = dayStart(draft.start);
      const end = dayStart(draft.end);
      if (!start || !end) return "datesRequired";
      return end < start ? "endBeforeStart" : null;
    }
    default:
      return null;
  }
}

/** The stepper's place: the step shown and the furthest step reached. */
export type StepperState = { active: number; reached: number };
export const START: StepperState = { active: 0, reached: 0 };

/** Forward only from a valid step; the last step submits instead (the caller's job). */
export function forward(state: StepperState, draft: PlannerDraft): StepperState {
  if (state.active >= LAST_STEP || stepProblem(draft, state.active)) return state;
  const active = state.active + 1;
  return { active, reached: Math.max(state.reached, active) };
}

/** Back one step. */
export function back(state: StepperState): StepperState {
  return { ...state, active: Math.max(0, state.active - 1) };
}

/** A completed step can be revisited; none ahead of the furthest reached, nor past a step now invalid. */
export function canOpen(state: StepperState, draft: PlannerDraft, target: number): boolean {
  if (target < 0 || target > state.reached) return false;
  for (let step = 0; step < target; step++) if (stepProblem(draft, step)) return false;
  return true;
}

export function open(state: StepperState, draft: PlannerDraft, target: number): StepperState {
  return canOpen(state, draft, target) ? { ...state, active: target } : state;
}
