import { describe, expect, it } from "vitest";
import type { MembershipLevel } from "../teams/teams-contract.ts";
import { canDeleteMedia, canManageCampaign, canSeeCampaigns, canUseMediaLibrary } from "./campaign-permissions.ts";

describe("who may do what with a team's campaigns and media", () => {
  it.each<[string, MembershipLevel, boolean, boolean, boolean, boolean, boolean]>([
    // who, level, granted the ad account | sees campaigns, manages a campaign, uses the library, deletes media
    ["an admin", "admin", false, true, true, true, true],
    ["a member granted the ad account", "member", true, true, true, true, true],
    ["a member not granted it", "member", false, true, false, true, true],
  ])("%s", (_who, level, granted, sees, manages, uses, deletes) => {
    expect(canSeeCampaigns({ level })).toBe(sees);
    expect(canManageCampaign({ level, granted })).toBe(manages);
    expect(canUseMediaLibrary({ level })).toBe(uses);
    expect(canDeleteMedia({ level })).toBe(deletes);
  });

  it("lets nobody outside the two levels in", () => {
    const stranger = { level: "guest" as MembershipLevel };
    expect(canUseMediaLibrary(stranger)).toBe(false);
    expect(canDeleteMedia(stranger)).toBe(false);
  });
});
