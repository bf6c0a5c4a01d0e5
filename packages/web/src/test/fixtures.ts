import type { Team, User } from "@xa/core";
import type { Campaign } from "@xa/core/campaigns/campaign-entities";
import type { AudienceConfigSummary } from "@xa/core/targeting/audience-entities";

/** The signed-in user of web tests: Ada, admin of the team Acme, unless the test says otherwise. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: "ada@example.com",
    first_name: "Ada",
    last_name: "",
    language: "en",
    groups: [],
    memberships: [{ id: 1, team: { id: 3, name: "Acme", slug: "acme" }, level: "admin" }],
    social_accounts: [],
    is_staff: false,
    access: { creators: true, campaign_planner: true },
    ...overrides,
  };
}

/** The team Acme as its admin sees it, unless the test says otherwise. */
export function testTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 3,
    name: "Acme",
    slug: "acme",
    logo: "",
    member_count: 1,
    invoice_email: "",
    country: "",
    invoice_name: "",
    has_billing_details: false,
    subscriptions: [],
    level: "admin",
    ...overrides,
  };
}

/** A saved audience of Acme as its lists answer it, unless the test says otherwise. */
export function testAudienceSummary(overrides: Partial<AudienceConfigSummary> = {}): AudienceConfigSummary {
  return {
    id: 5,
    team_id: 3,
    name: "Coffee at home",
    categories: [],
    type: "targeting",
    size: 14_000,
    generation_id: null,
    created_by: null,
    created_at: "2025-01-10T00:00:00.000Z",
    modified_at: "2025-01-10T00:00:00.000Z",
    version: 2,
    status: "targetable",
    access: "member",
    can_edit: true,
    can_delete: true,
    countries: ["US"],
    ...overrides,
  };
}

/** A list answered whole as one page of the API. */
export const pageOf = <T>(results: T[]) => ({ count: results.length, results });

/** A sandbox campaign of the test team, running from November to December 2026. */
export function testCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    team_id: 3,
    ad_account_id: "sbx-1",
    ad_account_name: "Brand sandbox",
    platform: "sandbox",
    name: "Autumn blend launch",
    objective: "REACH",
    status: "active",
    effective_status: "active",
    start_time: "2026-11-01T09:00:00Z",
    end_time: "2026-12-31T09:00:00Z",
    lifetime_budget: 3000,
    daily_budget: 100,
    currency: "USD",
    ad_groups: 0,
    ads: 0,
    impressions: 0,
    spent: 0,
    can_manage: true,
    created_by: "ada@example.com",
    created_at: "2026-10-01T00:00:00Z",
    updated_at: "2026-10-01T00:00:00Z",
    ...overrides,
  };
}
