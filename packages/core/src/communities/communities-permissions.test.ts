import { describe, expect, it } from "vitest";
import { canReadCommunities } from "./communities-permissions.ts";

describe("who may read the store's communities", () => {
  it.each([
    ["anyone signed in", { id: 1 }, true],
    ["nobody signed out", null, false],
  ] as const)("%s", (_who, user, allowed) => {
    expect(canReadCommunities(user)).toBe(allowed);
  });
});
