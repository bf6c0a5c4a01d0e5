import { describe, expect, it } from "vitest";
import {
  back,
  canOpen,
  draftBody,
  draftFromPlan,
  forward,
  LAST_STEP,
  newDraft,
  open,
  type PlannerDraft,
  START,
  stepProblem,
} from "./planner-steps.ts";

const today = new Date(2027, 0, 10);
const valid = (): PlannerDraft => ({ ...newDraft(today), name: "Spring", audience_config_ids: [5] });

describe("the planner's stepper", () => {
  it("goes forward only from a valid step", () => {
    const draft = { ...valid(), name: " " };
    expect(stepProblem(draft, 0)).toBe("nameRequired");
    expect(forward(START, draft)).toEqual(START);
    expect(forward(START, valid())).toEqual({ active: 1, reached: 1 });
  });

  it("goes back one step, and revisits completed steps without jumping ahead", () => {
    let state = forward(forward(START, valid()), valid());
    expect(state).toEqual({ active: 2, reached: 2 });
    state = back(state);
    expect(state).toEqual({ active: 1, reached: 2 });
    expect(canOpen(state, valid(), 2)).toBe(true);
    expect(canOpen(state, valid(), 3)).toBe(false);
    expect(open(state, valid(), 3)).toEqual(state);
    expect(open(state, valid(), 0).active).toBe(0);
    // A step made invalid since closes the steps after it.
    expect(canOpen(state, { ...valid(), audience_config_ids: [] }, 2)).toBe(false);
  });

  it("stops at the last step: submitting it is the page's", () => {
    const last = { active: LAST_STEP, reached: LAST_STEP };
    expect(forward(last, valid())).toEqual(last);
  });

  it.each<[Partial<PlannerDraft>, string | null]>([
    [{}, null],
    [{ size_option: "budget", budget: "" }, "budgetRequired"],
    [{ size_option: "budget", budget: 0 }, "budgetRequired"],
    [{ size_option: "budget", budget: 500 }, null],
    [{ size_option: "size", size: "" }, "sizeRequired"],
    [{ size_option: "size", size: 50_000 }, null],
    [{ start: "" }, "datesRequired"],
    [{ start: "2027-02-10", end: "2027-02-09" }, "endBeforeStart"],
    [{ start: "2027-02-10", end: "2027-02-10" }, null],
  ])("checks the budget, size and dates step: %o → %s", (over, problem) => {
    expect(stepProblem({ ...valid(), ...over }, 2)).toBe(problem);
  });

  it("sends whole days, and only the chosen option's value", () => {
    const body = draftBody({ ...valid(), start: "2027-02-01", end: "2027-02-01", budget: 40, size: 9 }, "acme");
    expect(new Date(body.end_time).getTime() - new Date(body.start_time).getTime()).toBe(86_400_000);
    expect(body).toMatchObject({ team: "acme", name: "Spring", size_option: "decide", budget: null, size: null });
    expect(draftBody({ ...valid(), size_option: "budget", budget: 40 }, "acme").budget).toBe(40);
  });

  it("reopens a saved plan on the days it was made for", () => {
    const body = draftBody({ ...valid(), start: "2027-02-01", end: "2027-02-28" }, "acme");
    const reopened = draftFromPlan({
      ...body,
      id: 1,
      team_id: 3,
      budget: null,
      size: null,
      created_by: null,
      created_at: "",
      updated_at: "",
      estimates: {} as never,
    } as Parameters<typeof draftFromPlan>[0]);
    expect([reopened.start, reopened.end]).toEqual(["2027-02-01", "2027-02-28"]);
  });
});
