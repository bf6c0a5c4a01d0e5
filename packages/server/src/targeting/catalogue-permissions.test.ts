import { describe, expect, it } from "vitest";
import { canUseCatalogues } from "./catalogue-permissions.ts";

// The catalogues are public reference lists: being signed in is all it takes, in a team or not.
describe("catalogue permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no team", { id: 1 }, true],
  ])("%s may read catalogues: %s", (_caller, user, allowed) => {
    expect(canUseCatalogues(user)).toBe(allowed);
  });
});
