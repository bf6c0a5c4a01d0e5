import { describe, expect, it } from "vitest";
import { canFindCreators } from "./creators-permissions.ts";

// The store is public: being signed in is all it takes; the team header is checked by the server.
describe("creators permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user", { id: 1 }, true],
  ])("%s may find creators: %s", (_caller, user, allowed) => {
    expect(canFindCreators(user)).toBe(allowed);
  });
});
