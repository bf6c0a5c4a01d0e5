import { z } from "zod";
import { INT4_MAX } from "../contract/ids.ts";
import { CURRENCIES } from "../targeting/targeting-options.ts";

/** How results are broken down: by who delivered them (campaign, ad set, ad) and by audience segment. */
export const STATS_LEVELS = ["campaign", "adset", "ad"] as const;
export type StatsLevel = (typeof STATS_LEVELS)[number];
export const STATS_GRANULARITIES = ["day", "total"] as const;
export const SEGMENT_DIMENSIONS = ["country", "age", "gender", "placement"] as const;
export type SegmentDimension = (typeof SEGMENT_DIMENSIONS)[number];

/** Where figures come from: the sandbox simulates delivery, the X Ads API reports it. */
export const STATS_SOURCES = ["sandbox", "x"] as const;

/** Counted figures: whole numbers, spend in the currency's minor units (cents, yen, fils). */
export const countedMetrics = z.object({
  impressions: z.number().int(),
  engagements: z.number().int(),
  clicks: z.number().int(),
  spend_minor: z.number().int(),
});
export type CountedMetrics = z.infer<typeof countedMetrics>;

/** Counted figures with what follows from them: spend in units, cost per thousand, click-through rate. */
export const metrics = countedMetrics.extend({
  /** spend_minor in the currency's units */
  spend: z.number(),
  /** spend per 1,000 impressions; null without impressions */
  cpm: z.number().nullable(),
  /** clicks per impression, as a fraction; null without impressions */
  ctr: z.number().nullable(),
  /** engagements per impression, as a fraction; null without impressions */
  engagement_rate: z.number().nullable(),
});
export type Metrics = z.infer<typeof metrics>;

/** Every results answer says where its figures come from: simulated in the sandbox, or the platform's. */
const provenance = {
  simulated: z.boolean(),
  source: z.enum(STATS_SOURCES),
  currency: z.enum(CURRENCIES),
  /** decimals of the currency: spend_minor / 10^decimals = spend */
  decimals: z.number().int(),
  /** the days delivered so far, or null before the first */
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
};

const adsetFilter = z.coerce
  .number({ error: "adset must be an ad set's id" })
  .int({ error: "adset must be an ad set's id" })
  .positive({ error: "adset must be an ad set's id" })
  .max(INT4_MAX, { error: "adset must be an ad set's id" })
  .optional();

/** Narrow results to one ad set of the campaign. */
export const resultsQuery = z.object({ adset: adsetFilter });

export const statsQuery = z.object({
  adset: adsetFilter,
  level: z.enum(STATS_LEVELS, { error: `level must be one of ${STATS_LEVELS.join(", ")}` }).default("campaign"),
  granularity: z
    .enum(STATS_GRANULARITIES, { error: `granularity must be one of ${STATS_GRANULARITIES.join(", ")}` })
    .default("day"),
});

export const dayMetrics = metrics.extend({ day: z.string() });
export type DayMetrics = z.infer<typeof dayMetrics>;

/** One campaign, ad set or ad's figures: its total and, by day, each delivered day. */
export const entityStats = z.object({
  level: z.enum(STATS_LEVELS),
  id: z.number().int(),
  name: z.string(),
  totals: metrics,
  days: z.array(dayMetrics),
});
export type EntityStats = z.infer<typeof entityStats>;

export const campaignStats = z.object({ ...provenance, entities: z.array(entityStats) });
export type CampaignStats = z.infer<typeof campaignStats>;

export const statsTotal = z.object({ ...provenance, totals: metrics, days_delivered: z.number().int() });
export type StatsTotal = z.infer<typeof statsTotal>;

export const segmentRow = metrics.extend({ segment: z.string() });
export type SegmentRow = z.infer<typeof segmentRow>;

export const segmentations = z.object({
  ...provenance,
  totals: metrics,
  segments: z.object({
    country: z.array(segmentRow),
    age: z.array(segmentRow),
    gender: z.array(segmentRow),
    placement: z.array(segmentRow),
  }),
});
export type Segmentations = z.infer<typeof segmentations>;

export const campaignReach = z.object({
  ...provenance,
  impressions: z.number().int(),
  /** people the audience holds, summed over the ad sets that delivered */
  audience_size: z.number().int(),
  /** people estimated to have seen an ad at least once */
  estimated_reach: z.number().int(),
  /** impressions per person reached; null before any */
  frequency: z.number().nullable(),
});
export type CampaignReach = z.infer<typeof campaignReach>;
