import { describe, expect, it } from "vitest";
import { canGenerate, canSeeGeneration } from "./autopilot-permissions.ts";

describe("autopilot permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no team", { id: 1 }, true],
  ])("%s may generate: %s", (_caller, user, allowed) => {
    expect(canGenerate(user)).toBe(allowed);
  });

  it.each([
    ["its creator", { id: 7 }, { created_by: 7 }, true],
    ["another user", { id: 8 }, { created_by: 7 }, false],
    ["nobody signed in", null, { created_by: 7 }, false],
    ["anyone, once its creator is deleted", { id: 7 }, { created_by: null }, false],
  ])("%s may see a generation: %s", (_caller, user, generation, allowed) => {
    expect(canSeeGeneration(user, generation)).toBe(allowed);
  });
});
