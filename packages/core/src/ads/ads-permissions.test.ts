import type { MembershipLevel } from "@xa/core";
import { describe, expect, it } from "vitest";
import { canManageAdAccounts, canSeeAdAccounts, canSeeGrant, canUseAdAccount } from "./ads-permissions.ts";

describe("who may do what with a team's ad accounts", () => {
  it.each<[string, MembershipLevel, boolean, boolean, boolean, boolean, boolean]>([
    // who, level, granted | sees accounts, manages, uses, sees another's grant
    ["an admin without a grant", "admin", false, true, true, true, true],
    ["an admin with a grant", "admin", true, true, true, true, true],
    ["a member granted the account", "member", true, true, false, true, false],
    ["a member not granted it", "member", false, true, false, false, false],
  ])("%s", (_who, level, granted, sees, manages, uses, seesOthersGrant) => {
    expect(canSeeAdAccounts({ level })).toBe(sees);
    expect(canManageAdAccounts({ level })).toBe(manages);
    expect(canUseAdAccount({ level, granted })).toBe(uses);
    expect(canSeeGrant({ level }, false)).toBe(seesOthersGrant);
    expect(canSeeGrant({ level }, true)).toBe(true);
  });
});
