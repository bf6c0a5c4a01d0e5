import { z } from "zod";

/**
 * The analysis contract shared by the server (which computes) and the web app (which draws).
 * Section names are exactly those a user can pick for download; every section result says what it was
 * computed over (`base`) and, for inferred values, how much of that base is unknown.
 */
export const SECTION_NAMES = [
  "profile",
  "posts",
  "audience_size",
  "similar_accounts",
  "top_accounts",
  "largest_followers",
  "follower_growth",
  "hashtags_used_by_handle",
  "keywords_used_by_handle",
  "keyword_combinations_used_by_handle",
  "sample_accounts",
  "countries",
  "languages",
  "genders",
  "age_groups",
  "seo",
  "cities",
  "interests_of_this_audience",
  "topics",
  "most_interacted_emojis",
  "most_interacted_hashtags",
  "most_interacted_keywords",
  "most_interacted_keyword_combinations",
  "hashtags_self_view",
  "audience_self_view",
  "audience_self_view_combinations",
  "job_titles",
  "subreddits",
  "conversation_volume",
  "sentiment_analysis",
  "conversation_posts",
  "share_of_voice",
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const QUERY_TYPES = ["handle", "keyword", "conversation", "post"] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const POST_ORDERS = ["like_count", "recency"] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

/** What a section was computed over: `count` accounts or posts. */
export const sectionBase = z.object({
  unit: z.enum(["accounts", "posts", "engagements"]),
  count: z.number().int().nonnegative(),
  /** e.g. "followers of @nike in the store", "posts matching the query from 2026-10-01 to 2026-10-31" */
  description: z.string(),
});
export type SectionBase = z.infer<typeof sectionBase>;

const common = {
  base: sectionBase,
  /** how the numbers were made, shown under the card ("inferred from profile name", ...) */
  method: z.string().optional(),
  /** a caveat shown to the user, e.g. why a section is empty for this data */
  note: z.string().optional(),
};

export const accountSummary = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  followers_count: z.number().nullable(),
  following_count: z.number().nullable(),
  verified: z.boolean().nullable(),
  country: z.string().nullable(),
  /** the section's own measure: overlap share, audience members following it, posts in the query... */
  score: z.number().optional(),
  score_label: z.string().optional(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const postSummary = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string().nullable(),
  lang: z.string().nullable(),
  kind: z.enum(["post", "reply", "quote", "repost"]),
  author: accountSummary.pick({ id: true, handle: true, name: true, avatar_url: true, verified: true }),
  like_count: z.number().nullable(),
  repost_count: z.number().nullable(),
  reply_count: z.number().nullable(),
  quote_count: z.number().nullable(),
  view_count: z.number().nullable(),
  sentiment: z.enum(["positive", "neutral", "negative"]).nullable(),
  sentiment_score: z.number().nullable(),
  hashtags: z.array(z.string()),
  url: z.string().nullable(),
});
export type PostSummary = z.infer<typeof postSummary>;

const shareItem = z.object({ key: z.string(), label: z.string(), count: z.number(), share: z.number() });
export type ShareItem = z.infer<typeof shareItem>;

/** One account's profile (handle and post analyses). */
export const profileSection = z.object({
  kind: z.literal("profile"),
  ...common,
  account: accountSummary.extend({
    location: z.string().nullable(),
    url: z.string().nullable(),
    created_at: z.string().nullable(),
    post_count: z.number().nullable(),
    is_demo: z.boolean(),
  }),
});

/** A single number (audience_size). */
export const countSection = z.object({ kind: z.literal("count"), ...common, value: z.number(), label: z.string() });

/** Shares of a base by category: countries, languages, genders, age_groups, cities, interests, job_titles. */
export const distributionSection = z.object({
  kind: z.literal("distribution"),
  ...common,
  items: z.array(shareItem),
  /** the part of the base whose value is unknown; shares of `items` are of the known part */
  unknown: z.object({ count: z.number(), share: z.number() }),
});

/** Ranked terms: hashtags, keywords, keyword combinations, emojis, topics, seo. */
export const termsSection = z.object({
  kind: z.literal("terms"),
  ...common,
  items: z.array(
    z.object({
      term: z.string(),
      count: z.number(),
      share: z.number(),
      /** how much more often than in the whole store (lift), when the section compares */
      lift: z.number().optional(),
      /** how many distinct accounts wrote the term's posts, when the section counts them (subreddits) */
      authors: z.number().int().nonnegative().optional(),
    }),
  ),
});

export const accountsSection = z.object({ kind: z.literal("accounts"), ...common, items: z.array(accountSummary) });
export const postsSection = z.object({ kind: z.literal("posts"), ...common, items: z.array(postSummary) });

/** Values over time: follower_growth, conversation_volume. */
export const seriesSection = z.object({
  kind: z.literal("series"),
  ...common,
  interval: z.enum(["hour", "day", "week"]),
  series: z.array(z.object({ key: z.string(), label: z.string(), points: z.array(z.tuple([z.string(), z.number()])) })),
  /** headline numbers, e.g. { total: 1234, change: 56 } */
  totals: z.record(z.string(), z.number()).optional(),
});

export const sentimentSection = z.object({
  kind: z.literal("sentiment"),
  ...common,
  totals: z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }),
  average_score: z.number().nullable(),
  interval: z.enum(["hour", "day", "week"]),
  points: z.array(z.object({ t: z.string(), positive: z.number(), neutral: z.number(), negative: z.number() })),
});

/** Share of voice across keywords (each with its aliases). */
export const shareOfVoiceSection = z.object({
  kind: z.literal("share_of_voice"),
  ...common,
  items: z.array(
    z.object({
      keyword: z.string(),
      aliases: z.array(z.string()),
      posts: z.number(),
      engagement: z.number(),
      share: z.number(),
      positive_share: z.number(),
      negative_share: z.number(),
    }),
  ),
  interval: z.enum(["hour", "day", "week"]),
  points: z.array(z.object({ t: z.string(), counts: z.record(z.string(), z.number()) })),
});

export const sectionResult = z.discriminatedUnion("kind", [
  profileSection,
  countSection,
  distributionSection,
  termsSection,
  accountsSection,
  postsSection,
  seriesSection,
  sentimentSection,
  shareOfVoiceSection,
]);
export type SectionResult = z.infer<typeof sectionResult>;
export type SectionKind = SectionResult["kind"];
