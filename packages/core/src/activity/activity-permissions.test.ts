import { describe, expect, it } from "vitest";
import { canReadActivityOf, canSearchActivity, canUseOwnActivity } from "./activity-permissions.ts";

describe("who reads whose activity", () => {
  const config = { staffEmails: ["staff@example.com"] };
  const ann = { id: 1, email: "ann@example.com" };
  const staff = { id: 9, email: "Staff@Example.com" };
  it.each<[string, { id: number; email: string } | null, number, boolean, boolean, boolean]>([
    ["nobody signed in, anyone's", null, 1, false, false, false],
    ["a user, their own", ann, 1, true, true, false],
    ["a user, another's", ann, 2, true, false, false],
    ["staff, another's", staff, 1, true, true, true],
    ["staff, their own", staff, 9, true, true, true],
  ])("%s: own %s, reads %s, searches %s", (_who, caller, owner, own, reads, searches) => {
    expect(canUseOwnActivity(caller)).toBe(own);
    expect(canReadActivityOf(config, caller, owner)).toBe(reads);
    expect(canSearchActivity(config, caller)).toBe(searches);
  });
});
