import type { MembershipLevel } from "@xa/core";
import { describe, expect, it } from "vitest";
import { canManageCampaign, canSeeCampaigns } from "./campaign-permissions.ts";

describe("who may do what with a team's campaigns and their results", () => {
  it.each<[string, MembershipLevel, boolean, boolean, boolean]>([
    // who, level, granted the ad account | sees campaigns and results, manages
    ["an admin", "admin", false, true, true],
    ["a member granted the account", "member", true, true, true],
    ["a member not granted it", "member", false, true, false],
  ])("%s", (_who, level, granted, sees, manages) => {
    expect(canSeeCampaigns({ level })).toBe(sees);
    expect(canManageCampaign({ level, granted })).toBe(manages);
  });
});
