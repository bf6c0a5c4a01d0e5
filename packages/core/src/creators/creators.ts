import { z } from "zod";
import { INT4_MAX } from "../contract/ids.ts";
import { audienceExpression } from "../targeting/audience-builder.ts";

/** What the creators list can be ranked by; each sorts most first, unknown values last. */
export const CREATOR_SORTS = [
  "relevance",
  "engagement_rate",
  "audience_fit",
  "growth",
  "posts_per_week",
  "followers",
] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];

/**
 * Where a signal of an inauthentic audience is raised. Each is a reading of the numbers, never a
 * verdict: the list shows the value beside the threshold it crossed.
 */
export const SIGNAL_THRESHOLDS = {
  /** followers per account followed below this, once the account follows at least `minFollowing` */
  followerRatio: { below: 0.5, minFollowing: 500 },
  /** this share of its dated follows in one UTC day or more, once at least `minDated` are dated */
  burstFollows: { atLeast: 0.3, minDated: 20 },
  /** this share of its profiled followers with a default profile or more, once `minProfiled` are profiled */
  defaultProfiles: { atLeast: 0.3, minProfiled: 20 },
} as const;

/**
 * Body of POST /api/external/creators/: the accounts who post on a keyword query, ranked. Without
 * `audience`, the target audience is the accounts who posted about the query (any date); with it,
 * an audience as the audience builder combines it. With `audience_id` instead of a query, a saved
 * audience is both: its selected keywords and hashtags find the creators, the accounts its package
 * reaches are the target audience.
 */
export const creatorsRequest = z.object({
  /** a keyword query in the analyses' language (OR, AND, NOT, "phrases", #hashtags); empty with audience_id */
  query: z.string().max(2000).default(""),
  audience: audienceExpression.optional(),
  /** a saved audience (audience config) of the caller's team */
  audience_id: z.number().int().positive().max(INT4_MAX).optional(),
  /** ISO date or date-time; without it, the window ends now, or at the store's newest post when its data stops earlier */
  end_date: z.string().max(40).optional(),
  /** ISO date or date-time; without it, `days` before the end */
  start_date: z.string().max(40).optional(),
  /** the window's length when no start_date is given (30 unless given) */
  days: z.number().int().min(1).max(366).optional(),
  sort: z.enum(CREATOR_SORTS).default("relevance"),
});
export type CreatorsRequest = z.input<typeof creatorsRequest>;

const count = z.number().int().nonnegative();
const share = z.number().min(0).max(1);

/** A signal: its value, whether it crossed its threshold (SIGNAL_THRESHOLDS), and null when unknown. */
const signal = z.object({ value: z.number().nonnegative().nullable(), raised: z.boolean() });

/** One account who posted on the query in the window, with what ranks it. */
export const creator = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  verified: z.boolean().nullable(),
  /** as the platform counted them when the profile was stored */
  followers_count: z.number().int().nullable(),
  following_count: z.number().int().nullable(),
  /** its posts (not reposts) in the window that match the query */
  matching_posts: count,
  /** all its posts (not reposts) in the window */
  posts: count,
  /** matching_posts over posts */
  relevance: share,
  /** likes + reposts + replies + quotes of its posts in the window */
  engagements: count,
  /** engagements per post over followers_count; null without a follower count */
  engagement_rate: z.number().nonnegative().nullable(),
  /** follow edges to it the store holds */
  store_followers: count,
  /** of those, followers inside the target audience */
  audience_followers: count,
  /** audience_followers over store_followers; null without followers in the store */
  audience_fit: share.nullable(),
  /** follower change between its first and last snapshot in the window; null when the store has fewer than two */
  growth: z
    .object({
      from_day: z.string(),
      to_day: z.string(),
      from: count,
      to: count,
      change: z.number().int(),
      /** change over `from`; null when `from` is 0 */
      rate: z.number().nullable(),
    })
    .nullable(),
  /** posts over the window's weeks */
  posts_per_week: z.number().nonnegative(),
  signals: z.object({
    /** followers_count over following_count */
    follower_ratio: signal,
    /** the largest share of its dated follows that came in one UTC day */
    burst_follows: signal.extend({ dated_follows: count }),
    /** share of its followers with a profile in the store that have no bio and no own image */
    default_profiles: signal.extend({ profiled_followers: count }),
  }),
});
export type Creator = z.infer<typeof creator>;

/** The ranked page with the window and the target audience it was counted on. */
export const creatorsResult = z.object({
  count,
  results: z.array(creator),
  start_date: z.string(),
  end_date: z.string(),
  /** the window in weeks, what posts_per_week divides by */
  weeks: z.number().positive(),
  audience: z.object({
    /** the query's authors (no audience given), an audience built from criteria, or a saved audience */
    kind: z.enum(["query_authors", "built", "saved"]),
    /** distinct accounts of the store in it */
    size: count,
    /** the saved audience, when it is one */
    saved: z.object({ id: z.number().int(), name: z.string() }).optional(),
  }),
  sort: z.enum(CREATOR_SORTS),
});
export type CreatorsResult = z.infer<typeof creatorsResult>;
