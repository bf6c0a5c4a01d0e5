import { z } from "zod";
import { INT4_MAX } from "../contract/ids.ts";
import { creativeMedia } from "./creative-entities.ts";

/** An ad runs or waits: the toggle flips one to the other. */
export const AD_STATUSES = ["active", "paused"] as const;

/** An ad: one creative shown in one ad set. */
export const ad = z.object({
  id: z.number().int(),
  adset_id: z.number().int(),
  adset_name: z.string(),
  campaign_id: z.number().int(),
  status: z.enum(AD_STATUSES),
  creative: z.object({
    id: z.number().int(),
    name: z.string(),
    text: z.string(),
    media: z.array(creativeMedia),
  }),
  /** why it cannot be switched now (its campaign ended or was halted), in the caller's language; null: it can */
  toggle_blocked: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ad = z.infer<typeof ad>;

const id = (field: string, what: string) =>
  z
    .number({ error: `${field} must be ${what}` })
    .int()
    .positive()
    .max(INT4_MAX);

export const createAdBody = z.object({
  adset: id("adset", "an ad set's id"),
  creative: id("creative", "a creative's id"),
  status: z.enum(AD_STATUSES, { error: "status must be active or paused" }).default("paused"),
});
export type CreateAd = z.input<typeof createAdBody>;
