import { describe, expect, it } from "vitest";
import { canAnalyse } from "./analysis-permissions.ts";

// Analyses read the public store: being signed in is all it takes, in a team or not.
describe("analysis permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no team", { id: 1 }, true],
  ])("%s may analyse: %s", (_caller, user, allowed) => {
    expect(canAnalyse(user)).toBe(allowed);
  });
});
