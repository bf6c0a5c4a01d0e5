import { z } from "zod";
import { SOCIAL_PROVIDERS } from "../auth/social-login-rules.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { premiumAccountQuery } from "./premium-contract.ts";

/** A post id as X and the store write it. */
export const postId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Not a post id." });

export const POST_SORTS = ["date", "engagements", "engagement_rate", "views"] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const accountPostsQuery = premiumAccountQuery.extend({
  /** words the post's text contains, any case */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(POST_SORTS).default("date"),
  order: z.enum(["asc", "desc"]).default("desc"),
  ...pageQuery,
});
export type AccountPostsQuery = z.input<typeof accountPostsQuery>;

/** What every post of the suite is compared with: the account's median own post (reposts are not its posts). */
export const accountMedians = z.object({
  /** how many of the account's own posts the store holds */
  posts: z.number().int(),
  /** null without posts */
  engagements: z.number().nullable(),
  /** null without a post whose views are known */
  engagement_rate: z.number().nullable(),
});
export type AccountMedians = z.infer<typeof accountMedians>;

/** One of the account's own posts with its counts as the store holds them. */
export const accountPost = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string().nullable(),
  kind: z.enum(["post", "reply", "quote"]),
  likes: z.number(),
  reposts: z.number(),
  replies: z.number(),
  quotes: z.number(),
  /** likes, reposts, replies and quotes */
  engagements: z.number(),
  /** null when the store has no view count */
  views: z.number().nullable(),
  /** engagements per view, as X's analytics counts it; null without views */
  engagement_rate: z.number().nullable(),
  /** engagements over the account's median post's; null when the median is 0 */
  vs_median: z.number().nullable(),
});
export type AccountPost = z.infer<typeof accountPost>;

export const accountPosts = page(accountPost).extend({ median: accountMedians });
export type AccountPosts = z.infer<typeof accountPosts>;

/** Engagements dated in the store, counted cumulatively per bucket since the post was posted. */
export const performancePoint = z.object({
  at: z.string(),
  likes: z.number().int(),
  reposts: z.number().int(),
  replies: z.number().int(),
  quotes: z.number().int(),
});
export type PerformancePoint = z.infer<typeof performancePoint>;

export const postPerformance = z.object({
  post: accountPost,
  median: accountMedians,
  /** buckets of an hour for a post engaged with within three days of posting, else of a day */
  interval: z.enum(["hour", "day"]),
  points: z.array(performancePoint),
  /** engagement rows the store holds for the post, and how many of them carry no date */
  stored_engagements: z.number().int(),
  undated_engagements: z.number().int(),
});
export type PostPerformance = z.infer<typeof postPerformance>;

/** The post's counts as the X API reports them now, through the account's own token. */
export const livePostMetrics = z.object({
  /** which X answered: the real X API or the built-in sandbox (which reads the store) */
  provider: z.enum(SOCIAL_PROVIDERS),
  fetched_at: z.string(),
  likes: z.number(),
  reposts: z.number(),
  replies: z.number(),
  quotes: z.number(),
  /** only where the token's user may see them */
  views: z.number().nullable(),
});
export type LivePostMetrics = z.infer<typeof livePostMetrics>;

const tags = ["premium"];
const postParams = z.object({ id: postId });

/** The premium suite's posts: the account's own posts, one post's performance and its live counts. */
export const premiumPostsContract = {
  accountPosts: operation({
    method: "GET",
    path: "/api/external/deepthought/posts/",
    summary: "The account's own posts, paged, sorted and searched, each compared with its median post",
    tags,
    query: accountPostsQuery,
    status: 200,
    response: accountPosts,
    errors: [400, 403, 404],
  }),
  postPerformance: operation({
    method: "GET",
    path: "/api/external/deepthought/post-performance/:id/",
    summary: "One of the account's posts: its counts, its engagements over time and the account's median",
    tags,
    params: postParams,
    query: premiumAccountQuery,
    status: 200,
    response: postPerformance,
    errors: [400, 403, 404],
  }),
  postMetrics: operation({
    method: "GET",
    path: "/api/external/deepthought/post-metrics/:id/",
    summary: "One of the account's posts' counts as X reports them now, read with the account's token",
    tags,
    params: postParams,
    query: premiumAccountQuery,
    status: 200,
    response: livePostMetrics,
    errors: [400, 403, 404, 429, 502],
  }),
};
