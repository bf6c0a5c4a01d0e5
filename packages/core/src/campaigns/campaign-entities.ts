import { z } from "zod";
import { ADS_PLATFORMS } from "../ads/ads-contract.ts";
import { textField } from "../contract/fields.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { teamField } from "../targeting/audience-entities.ts";
import { CURRENCIES } from "../targeting/targeting-options.ts";

/** What a campaign is for, as the X Ads API names its objectives. */
export const CAMPAIGN_OBJECTIVES = [
  "AWARENESS",
  "REACH",
  "ENGAGEMENTS",
  "VIDEO_VIEWS",
  "WEBSITE_CLICKS",
  "APP_INSTALLS",
  "FOLLOWERS",
] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];

/** What a user sets: a campaign is drafted, runs, or is paused; the platform may halt it. */
export const STORED_CAMPAIGN_STATUSES = ["draft", "active", "paused", "halted"] as const;
/**
 * What a list shows and filters by: an active campaign whose start is ahead is scheduled, one
 * whose end has passed is expired.
 */
export const CAMPAIGN_STATUSES = ["active", "paused", "draft", "halted", "expired", "scheduled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_SORTS = [
  "name",
  "-name",
  "start_time",
  "-start_time",
  "end_time",
  "-end_time",
  "created_at",
  "-created_at",
  "spent",
  "-spent",
  "impressions",
  "-impressions",
] as const;

/** An amount of money as sent: a number, or its text ("1500.50"). */
const amount = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .refine(Number.isFinite, { error: `${field} must be a number` })
    .nullish()
    .transform((v) => v ?? null);

const instant = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO date-time, e.g. 2027-01-31T09:00:00Z` })
    .transform((v) => new Date(v).toISOString());

export const campaign = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  /** the platform's id of the ad account it runs in, and the account's name in the team */
  ad_account_id: z.string(),
  ad_account_name: z.string(),
  platform: z.enum(ADS_PLATFORMS),
  name: z.string(),
  objective: z.enum(CAMPAIGN_OBJECTIVES),
  /** what was set (draft, active, paused, halted) */
  status: z.enum(STORED_CAMPAIGN_STATUSES),
  /** what it is now: scheduled or expired when active outside its dates */
  effective_status: z.enum(CAMPAIGN_STATUSES),
  start_time: z.string(),
  end_time: z.string().nullable(),
  lifetime_budget: z.number().nullable(),
  daily_budget: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** ad sets (line items) and ads in it */
  ad_groups: z.number().int(),
  ads: z.number().int(),
  impressions: z.number().int(),
  spent: z.number(),
  /** whether the caller may change it, its ad sets and its ads (admins, members granted its ad account) */
  can_manage: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaign>;

export const createCampaignBody = z.object({
  team: teamField,
  ad_account_id: textField("ad_account_id", { max: 64 }),
  name: textField("name", { max: 255 }),
  objective: z.enum(CAMPAIGN_OBJECTIVES, { error: `objective must be one of ${CAMPAIGN_OBJECTIVES.join(", ")}` }),
  status: z.enum(["draft", "active", "paused"], { error: "status must be draft, active or paused" }).default("draft"),
  start_time: instant("start_time"),
  end_time: instant("end_time")
    .nullish()
    .transform((v) => v ?? null),
  lifetime_budget: amount("lifetime_budget"),
  daily_budget: amount("daily_budget"),
  currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` }),
});
export type CreateCampaign = z.input<typeof createCampaignBody>;

/** A change: only what is sent changes; the team and the ad account stay. */
export const updateCampaignBody = createCampaignBody
  .omit({ team: true, ad_account_id: true, status: true })
  .extend({ status: z.enum(["draft", "active", "paused"], { error: "status must be draft, active or paused" }) })
  .partial();
export type UpdateCampaign = z.input<typeof updateCampaignBody>;

export const listCampaignsQuery = z.object({
  team: teamField,
  status: z.enum(CAMPAIGN_STATUSES, { error: `status must be one of ${CAMPAIGN_STATUSES.join(", ")}` }).optional(),
  ordering: z.enum(CAMPAIGN_SORTS).default("-created_at"),
  ...pageQuery,
});

export const campaignPage = page(campaign);
