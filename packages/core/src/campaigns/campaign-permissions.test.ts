import type { MembershipLevel } from "@xa/core";
import { describe, expect, it } from "vitest";
import { canManageCampaign, canManageCreatives, canSeeCampaigns } from "./campaign-permissions.ts";

describe("who may do what with a team's campaigns, ads and creatives", () => {
  it.each<[string, MembershipLevel, boolean, boolean, boolean, boolean]>([
    // who, level, granted | sees campaigns, manages campaigns and ads, manages creatives
    ["an admin", "admin", false, true, true, true],
    ["a member granted the campaign's account", "member", true, true, true, true],
    ["a member not granted it", "member", false, true, false, true],
  ])("%s", (_who, level, granted, sees, manages, creatives) => {
    expect(canSeeCampaigns({ level })).toBe(sees);
    expect(canManageCampaign({ level, granted })).toBe(manages);
    expect(canManageCreatives({ level })).toBe(creatives);
  });
});
