import type { MembershipLevel } from "@xa/core";
import { describe, expect, it } from "vitest";
import { canCampaignFromPlan, canPlanCampaigns } from "./audience-plan-permissions.ts";

describe("who may do what with a team's audience plans", () => {
  it.each<[string, MembershipLevel, boolean, boolean, boolean]>([
    // who, level, granted the ad account | plans, makes a campaign from a plan
    ["an admin without a grant", "admin", false, true, true],
    ["a member granted the account", "member", true, true, true],
    ["a member not granted it", "member", false, true, false],
  ])("%s", (_who, level, granted, plans, campaigns) => {
    expect(canPlanCampaigns({ level })).toBe(plans);
    expect(canCampaignFromPlan({ level, granted })).toBe(campaigns);
  });
});
