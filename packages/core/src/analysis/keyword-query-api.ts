import { z } from "zod";
import { DEFAULT_TREND_COUNTRY } from "./analyze-query.ts";
import { shareOfVoiceSection } from "./sections.ts";

/** Request and response shapes of the keyword calls (explain, trending topics, share of voice). */

const dateField = z.string().max(40).optional().describe("ISO date or date-time; default: 30 days ending 5 min ago");

/** Body of POST /api/external/keyword-explain/. */
export const keywordExplainRequest = z.object({
  query: z.string().max(2000).describe("keyword query: OR-joined groups of AND-joined terms, NOT exclusions"),
  start_date: dateField,
  end_date: dateField,
  country: z.string().max(100).optional().describe('authors\' country: a name, an ISO code, or "Global" (default)'),
});
export type KeywordExplainRequest = z.input<typeof keywordExplainRequest>;

/** Why a query matches what it matches: each group's count (before exclusions) and what each exclusion removes. */
export const keywordExplainResponse = z.object({
  /** the query as the server read it, normalised (the format parseKeywordQuery reads back) */
  query: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total: z.number().int(),
  groups: z.array(z.object({ query: z.string(), count: z.number().int() })),
  exclusions: z.array(z.object({ term: z.string(), count: z.number().int() })),
});
export type KeywordExplainResponse = z.infer<typeof keywordExplainResponse>;

export const TREND_INTERVALS = ["hour", "day", "week"] as const;

/** Query string of GET /api/external/trending-topics/. */
export const trendingTopicsQuery = z.object({
  country: z.string().max(100).default(DEFAULT_TREND_COUNTRY).describe('a name, an ISO code, or "Global"'),
  interval: z.enum(TREND_INTERVALS).default("day"),
  intervals: z.coerce
    .number()
    .int()
    .min(2, "intervals must be at least 2: the latest one is compared with the earlier ones")
    .max(60, "intervals must be at most 60")
    .default(7),
  min_count: z.coerce.number().int().min(1).max(100_000).default(3).describe("least count in the latest interval"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TrendingTopicsQuery = z.input<typeof trendingTopicsQuery>;

/** One trending topic: its count in the latest interval against the mean of the earlier ones. */
export const trendingTopic = z.object({
  topic: z.string(),
  kind: z.enum(["hashtag", "keyword"]),
  count: z.number().int(),
  baseline: z.number(),
  /** (count − baseline) / max(baseline, 1) */
  growth: z.number(),
  /** [interval start (ISO), posts] oldest first; the last is the latest interval */
  series: z.array(z.tuple([z.string(), z.number()])),
});
export type TrendingTopic = z.infer<typeof trendingTopic>;
/** Always an array: anything else is 'Invalid response format for trending topics' to a client. */
export const trendingTopicsResponse = z.array(trendingTopic);

/** Body of POST /api/external/share-of-voice/. */
export const shareOfVoiceRequest = z.object({
  keywords: z
    .array(
      z.object({
        keyword: z.string().trim().min(1, "A keyword cannot be empty").max(200),
        aliases: z.array(z.string().trim().min(1, "An alias cannot be empty").max(200)).max(20).default([]),
      }),
    )
    .min(1, "Add at least one keyword to compare")
    .max(10, "Compare at most 10 keywords at a time"),
  start_date: dateField,
  end_date: dateField,
  country: z.string().max(100).optional().describe('authors\' country: a name, an ISO code, or "Global" (default)'),
});
export type ShareOfVoiceRequest = z.input<typeof shareOfVoiceRequest>;
export const shareOfVoiceResponse = shareOfVoiceSection;
