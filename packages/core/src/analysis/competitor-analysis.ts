import { z } from "zod";
import { distributionSection, postSummary } from "./sections.ts";

/** How many handles one competitor analysis compares. */
export const MIN_COMPETITORS = 2;
export const MAX_COMPETITORS = 5;
/** The most accounts listed per competitor as followed only by its audience. */
export const MAX_COMPETITOR_LIST = 50;

/**
 * Body of POST /api/external/competitor-analysis/: 2 to 5 handles of the store compared over a
 * window of the store's data.
 */
export const competitorAnalysisRequest = z.object({
  /** with or without the leading @; the count (2 to 5) and duplicates are checked by the server, in words */
  handles: z.array(z.string().max(100)).max(20),
  /** ISO date or date-time; without it, the window ends now, or at the store's newest post when its data stops earlier */
  end_date: z.string().max(40).optional(),
  /** ISO date or date-time; without it, `days` before the end */
  start_date: z.string().max(40).optional(),
  /** the window's length when no start_date is given (30 unless given) */
  days: z.number().int().min(1).max(366).optional(),
  /** best posts and exclusively followed accounts listed per competitor */
  limit: z.number().int().min(1).max(MAX_COMPETITOR_LIST).optional(),
});
export type CompetitorAnalysisRequest = z.input<typeof competitorAnalysisRequest>;

const count = z.number().int().nonnegative();

/** An account followed by one competitor's followers and by none of the others'. */
export const exclusiveFollowee = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  followers_count: z.number().nullable(),
  verified: z.boolean().nullable(),
  /** how many of the competitor's followers follow it */
  audience_followers: count,
});
export type ExclusiveFollowee = z.infer<typeof exclusiveFollowee>;

/** One bucket of a competitor's posting. */
export const competitorPoint = z.object({
  /** the bucket's start, ISO (UTC) */
  t: z.string(),
  posts: count,
  engagements: count,
  /** its posts over all the competitors' posts in the bucket; 0 when none posted */
  share_of_voice: z.number(),
  /** engagements per post over followers; null without posts or a follower count */
  engagement_rate: z.number().nullable(),
});

export const competitorDemographics = z.object({
  countries: distributionSection.nullable(),
  languages: distributionSection.nullable(),
  genders: distributionSection.nullable(),
  age_groups: distributionSection.nullable(),
});

/** One compared account: its audience in the store, posting, demographics, best posts. */
export const competitor = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  verified: z.boolean().nullable(),
  /** as the platform counted them when the profile was stored */
  followers_count: z.number().nullable(),
  /** its followers in the store (follow edges): what the overlap counts */
  audience: count,
  /** followers that follow none of the other competitors */
  unique: count,
  /** unique over audience; 0 for an empty audience */
  unique_share: z.number(),
  posts: count,
  engagements: count,
  /** its posts over all the competitors' posts in the window */
  share_of_voice: z.number(),
  /** its engagements over all the competitors' engagements in the window */
  engagement_share: z.number(),
  engagement_rate: z.number().nullable(),
  timeline: z.array(competitorPoint),
  demographics: competitorDemographics,
  best_posts: z.array(postSummary),
  /** accounts only this competitor's audience follows, most of its followers first */
  exclusive_followees: z.array(exclusiveFollowee),
});
export type Competitor = z.infer<typeof competitor>;

/**
 * One region of the overlap: the followers who follow exactly the competitors of `members` (indexes
 * into `competitors`) and none of the others. Every combination is listed, empty ones too.
 */
export const overlapRegion = z.object({ members: z.array(z.number().int().nonnegative()), count });
export type OverlapRegion = z.infer<typeof overlapRegion>;

export const competitorAnalysis = z.object({
  start_date: z.string(),
  end_date: z.string(),
  interval: z.enum(["hour", "day", "week"]),
  competitors: z.array(competitor),
  /** 2^n − 1 regions, by number of members then by member order */
  overlap: z.array(overlapRegion),
  /** accounts following at least one competitor */
  union: count,
  /**
   * the followers whose follows the exclusively followed accounts are read from: the union, or a
   * fixed sample of it when it is large
   */
  exclusive_base: count,
  /** the store's data is generated (a demo world) for one of the accounts */
  demo_data: z.boolean(),
});
export type CompetitorAnalysis = z.infer<typeof competitorAnalysis>;
