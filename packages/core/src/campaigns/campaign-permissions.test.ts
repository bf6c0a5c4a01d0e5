import { describe, expect, it } from "vitest";
import type { MembershipLevel } from "../teams/teams-contract.ts";
import { canManageCampaign, canManageCreativeAssets, canSeeCampaigns } from "./campaign-permissions.ts";

describe("who may do what with a team's campaigns, ads, creatives and media", () => {
  it.each<[string, MembershipLevel, boolean, boolean, boolean, boolean]>([
    // who, level, granted the ad account | sees campaigns, manages a campaign and its ads, creatives and media
    ["an admin", "admin", false, true, true, true],
    ["a member granted the ad account", "member", true, true, true, true],
    ["a member not granted it", "member", false, true, false, true],
  ])("%s", (_who, level, granted, sees, manages, assets) => {
    expect(canSeeCampaigns({ level })).toBe(sees);
    expect(canManageCampaign({ level, granted })).toBe(manages);
    expect(canManageCreativeAssets({ level })).toBe(assets);
  });

  it("lets nobody outside the two levels in", () => {
    const stranger = { level: "guest" as MembershipLevel };
    expect(canSeeCampaigns(stranger)).toBe(false);
    expect(canManageCreativeAssets(stranger)).toBe(false);
  });
});
