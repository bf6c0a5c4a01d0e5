import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { INT4_MAX } from "../contract/ids.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { teamField } from "../targeting/audience-entities.ts";
import { CURRENCIES, SIZE_OPTIONS } from "../targeting/targeting-options.ts";
import { CAMPAIGN_OBJECTIVES } from "./campaign-entities.ts";

/** A plan gives a budget (and gets a reach), a size (and gets a cost), or lets the product decide (the whole audiences). */
export const PLAN_SIZE_OPTIONS = [...SIZE_OPTIONS, "decide"] as const;
export type PlanSizeOption = (typeof PLAN_SIZE_OPTIONS)[number];

/** The most saved audiences one plan holds: each becomes an ad set. */
export const MAX_PLAN_AUDIENCES = 20;
/** The most people a size may ask for: far above any platform. */
export const MAX_PLAN_SIZE = 10_000_000_000;

/** What a plan (or one of its audiences) is expected to get. */
export const planFigures = z.object({
  /** people reached */
  reach: z.number().int(),
  impressions: z.number().int(),
  /** impressions per person reached (0 when no one is) */
  frequency: z.number(),
  /** in the plan's currency */
  cost: z.number(),
});
export type PlanFigures = z.infer<typeof planFigures>;

/** One audience's estimate, with what its size was counted from. */
export const planAudienceEstimate = planFigures.extend({
  audience_config_id: z.number().int(),
  name: z.string(),
  /** accounts of the store the audience reaches, counted when the plan was saved */
  accounts_in_store: z.number().int(),
  /** platform accounts per store account */
  scaling_factor: z.number(),
  /** accounts in store × scaling factor, capped at what the store stands for */
  audience_size: z.number().int(),
});
export type PlanAudienceEstimate = z.infer<typeof planAudienceEstimate>;

/** A plan's estimates per audience and in total, with how each figure was made and what it assumes. */
export const planEstimates = z.object({
  audiences: z.array(planAudienceEstimate),
  total: planFigures,
  cpm: z.number(),
  currency: z.enum(CURRENCIES),
  /** whole days the plan runs (a part day counts) */
  days: z.number().int(),
  /** impressions per person aimed at, and the most a day */
  target_frequency: z.number(),
  frequency_cap_per_day: z.number(),
  method: z.object({ reach: z.string(), impressions: z.string(), frequency: z.string(), cost: z.string() }),
  assumptions: z.array(z.string()),
  measured_at: z.string(),
});
export type PlanEstimates = z.infer<typeof planEstimates>;

/** A team's plan for a campaign: what for, whom (saved audiences), how much, when; and what it should get. */
export const audiencePlan = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  name: z.string(),
  objective: z.enum(CAMPAIGN_OBJECTIVES),
  /** the saved audiences, in the plan's order (a deleted audience leaves the plan) */
  audience_config_ids: z.array(z.number().int()),
  size_option: z.enum(PLAN_SIZE_OPTIONS),
  /** with size_option budget; null otherwise */
  budget: z.number().nullable(),
  /** people to reach, with size_option size; null otherwise */
  size: z.number().int().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  currency: z.enum(CURRENCIES),
  estimates: planEstimates,
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AudiencePlan = z.infer<typeof audiencePlan>;

const instant = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO date-time, e.g. 2027-01-31T09:00:00Z` })
    .transform((v) => new Date(v).toISOString());

const planFields = {
  name: textField("name", { max: 255 }),
  objective: z.enum(CAMPAIGN_OBJECTIVES, { error: `objective must be one of ${CAMPAIGN_OBJECTIVES.join(", ")}` }),
  audience_config_ids: z
    .array(z.number().int().positive().max(INT4_MAX), {
      error: "audience_config_ids must be a list of saved audiences' ids",
    })
    .min(1, { error: "audience_config_ids needs at least one saved audience" })
    .max(MAX_PLAN_AUDIENCES, { error: `audience_config_ids may hold at most ${MAX_PLAN_AUDIENCES} audiences` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "audience_config_ids must not repeat" }),
  size_option: z.enum(PLAN_SIZE_OPTIONS, { error: `size_option must be one of ${PLAN_SIZE_OPTIONS.join(", ")}` }),
  budget: z.coerce
    .number({ error: "budget must be a number" })
    .refine(Number.isFinite, { error: "budget must be a number" })
    .nullish()
    .transform((v) => v ?? null),
  size: z
    .number({ error: "size must be a whole number of people" })
    .int({ error: "size must be a whole number of people" })
    .positive({ error: "size must be more than 0" })
    .max(MAX_PLAN_SIZE, { error: `size must be at most ${MAX_PLAN_SIZE}` })
    .nullish()
    .transform((v) => v ?? null),
  start_time: instant("start_time"),
  end_time: instant("end_time"),
  currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` }),
};

export const createAudiencePlanBody = z.object({ team: teamField, ...planFields });
export type CreateAudiencePlan = z.input<typeof createAudiencePlanBody>;

/** A change: what is sent changes, checked with the rest as saved; the estimates are made again. */
export const updateAudiencePlanBody = z.object(planFields).partial();
export type UpdateAudiencePlan = z.input<typeof updateAudiencePlanBody>;

export const listAudiencePlansQuery = z.object({ team: teamField, ...pageQuery });
export const audiencePlanPage = page(audiencePlan);

/** The draft campaign a plan becomes: in which of the team's ad accounts, and its name (the plan's by default). */
export const planCampaignBody = z.object({
  ad_account_id: textField("ad_account_id", { max: 64 }),
  name: textField("name", { max: 255 }).optional(),
});
export type PlanCampaign = z.input<typeof planCampaignBody>;

export const planCampaignAnswer = z.object({ campaign_id: z.number().int(), adset_ids: z.array(z.number().int()) });
