import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { describe, expect, it } from "vitest";
import { back, canOpen, forward, LAST_STEP, open, START, stepProblem } from "./stepper-rules.ts";

const empty = autopilotRequest.parse({});
const brief = autopilotRequest.parse({ description: "specialty coffee lovers who brew pour over at home" });

describe("creator stepper rules", () => {
  it("goes forward only from a valid step", () => {
    const onBrief = forward(START, empty);
    expect(onBrief).toEqual({ active: 1, reached: 1 });
    expect(stepProblem(empty, 1)).toBe("descriptionShort");
    expect(forward(onBrief, empty)).toBe(onBrief);
    expect(forward(onBrief, brief)).toEqual({ active: 2, reached: 2 });
  });

  it("checks keyword briefs: some terms, handles or job titles, and handles that are handles", () => {
    const keywords = autopilotRequest.parse({ create_audience_option: "keywords" });
    expect(stepProblem(keywords, 1)).toBe("briefEmpty");
    expect(stepProblem({ ...keywords, keyword_groups: [["coffee", "v60"]] }, 1)).toBeNull();
    expect(stepProblem({ ...keywords, handles: ["@KumoRoasters"] }, 1)).toBeNull();
    expect(stepProblem({ ...keywords, handles: ["not a handle"] }, 1)).toBe("handleInvalid");
    expect(stepProblem({ ...keywords, job_titles: ["Farmer"] }, 1)).toBeNull();
  });

  it("takes an analysis as the brief", () => {
    expect(stepProblem({ ...empty, analysis: { query_type: "keyword", query: "#coffee" } }, 1)).toBeNull();
  });

  it("takes an audience builder's audience as the brief", () => {
    const audience_builder = {
      join: "and" as const,
      criteria: [{ kind: "posted_about" as const, query: "coffee", exclude: false }],
    };
    expect(stepProblem({ ...empty, audience_builder }, 1)).toBeNull();
    expect(stepProblem(empty, 1)).not.toBeNull();
  });

  it("stops at the last step and goes back one step", () => {
    let state = START;
    for (let i = 0; i < 10; i++) state = forward(state, brief);
    expect(state).toEqual({ active: LAST_STEP, reached: LAST_STEP });
    expect(back(state)).toEqual({ active: LAST_STEP - 1, reached: LAST_STEP });
    expect(back(START)).toEqual(START);
  });

  it("revisits completed steps but never jumps ahead", () => {
    const reached = { active: 1, reached: 2 };
    expect(canOpen(reached, brief, 0)).toBe(true);
    expect(canOpen(reached, brief, 2)).toBe(true);
    expect(canOpen(reached, brief, 3)).toBe(false);
    // a brief emptied on revisit closes the steps after it
    expect(canOpen(reached, empty, 2)).toBe(false);
    expect(open(reached, empty, 2)).toBe(reached);
    expect(open(reached, brief, 0)).toEqual({ active: 0, reached: 2 });
  });
});
