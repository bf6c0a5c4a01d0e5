import { z } from "zod";
import { appliedTargeting } from "../ads/applied-targeting.ts";
import { textField } from "../contract/fields.ts";
import { INT4_MAX } from "../contract/ids.ts";
import { PLACEMENTS } from "../targeting/targeting-options.ts";

/** How an ad set bids: the platform's automatic bid, or at most / about the amount given. */
export const BID_STRATEGIES = ["AUTO", "MAX", "TARGET"] as const;
export const ADSET_STATUSES = ["draft", "active", "paused"] as const;

const instant = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO date-time, e.g. 2027-01-31T09:00:00Z` })
    .transform((v) => new Date(v).toISOString());
const optionalInstant = (field: string) =>
  instant(field)
    .nullish()
    .transform((v) => v ?? null);

/** An ad set (the platform's line item): who it reaches (a saved audience's package), where, how it bids, when. */
export const adset = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  name: z.string(),
  status: z.enum(ADSET_STATUSES),
  /** the saved audience it was made from; null once that audience is deleted (its targeting stays) */
  audience_config_id: z.number().int().nullable(),
  audience_name: z.string().nullable(),
  /** what the ad set targets, as applying the audience would send it (the same limits) */
  targeting: appliedTargeting,
  placements: z.array(z.enum(PLACEMENTS)),
  bid_strategy: z.enum(BID_STRATEGIES),
  bid_amount: z.number().nullable(),
  /** when it runs, within its campaign's dates; null: the campaign's */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** what the apply rules changed: handles left out, countries or locations sent empty */
  alerts: z.array(z.string()),
  ads: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdSet = z.infer<typeof adset>;

const adsetFields = {
  name: textField("name", { max: 255 }),
  status: z.enum(ADSET_STATUSES, { error: "status must be draft, active or paused" }),
  audience_config_id: z
    .number({ error: "audience_config_id must be a saved audience's id" })
    .int()
    .positive()
    .max(INT4_MAX),
  placements: z
    .array(z.enum(PLACEMENTS, { error: `placements may be ${PLACEMENTS.join(", ")}` }))
    .min(1, { error: "placements needs at least one placement" })
    .max(PLACEMENTS.length),
  bid_strategy: z.enum(BID_STRATEGIES, { error: `bid_strategy must be one of ${BID_STRATEGIES.join(", ")}` }),
  bid_amount: z.coerce
    .number({ error: "bid_amount must be a number" })
    .refine(Number.isFinite, { error: "bid_amount must be a number" })
    .nullish()
    .transform((v) => v ?? null),
  start_time: optionalInstant("start_time"),
  end_time: optionalInstant("end_time"),
};

export const createAdsetBody = z.object({
  campaign: z.number({ error: "campaign must be a campaign's id" }).int().positive().max(INT4_MAX),
  ...adsetFields,
  status: adsetFields.status.default("draft"),
  placements: adsetFields.placements.default([...PLACEMENTS]),
  bid_strategy: adsetFields.bid_strategy.default("AUTO"),
});
export type CreateAdset = z.input<typeof createAdsetBody>;

/** A change: what is sent changes; a new audience_config_id takes that audience's targeting anew. */
export const updateAdsetBody = z.object(adsetFields).partial();
export type UpdateAdset = z.input<typeof updateAdsetBody>;
