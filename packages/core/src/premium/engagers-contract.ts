import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { premiumAccountQuery } from "./premium-contract.ts";

export const ENGAGEMENT_KINDS = ["like", "repost", "reply", "quote"] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

export const ENGAGER_SORTS = ["engagements", "likes", "reposts", "replies", "quotes", "followers"] as const;

export const engagersQuery = premiumAccountQuery.extend({
  /** the window of the account's posts: `days` ending at its newest post */
  days: z.coerce.number().int().min(1).max(365).default(30),
  /** only this kind of engagement */
  kind: z.enum(ENGAGEMENT_KINDS).optional(),
  sort: z.enum(ENGAGER_SORTS).default("engagements"),
  ...pageQuery,
});
export type EngagersQuery = z.input<typeof engagersQuery>;

/** An account that engaged with the account's posts, with its counts per kind and what enrichment inferred. */
export const engager = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  likes: z.number().int(),
  reposts: z.number().int(),
  replies: z.number().int(),
  quotes: z.number().int(),
  engagements: z.number().int(),
  /** distinct posts of the account it engaged with */
  posts: z.number().int(),
  follows_account: z.boolean(),
  /** whether the account follows this one (the table's follow or unfollow button) */
  you_follow: z.boolean(),
  followers_count: z.number().nullable(),
  verified: z.boolean().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.string(),
  age_band: z.string(),
  account_type: z.string(),
  job_group: z.string().nullable(),
  interests: z.array(z.string()),
});
export type Engager = z.infer<typeof engager>;

export const engagers = page(engager).extend({
  window: z.object({ start: z.string(), end: z.string(), days: z.number().int() }),
  /** the window's posts, whose stored engagements are ranked */
  posts: z.number().int(),
});
export type Engagers = z.infer<typeof engagers>;

/** The premium suite's engagers: who liked, reposted, replied to and quoted the account's posts. */
export const premiumEngagersContract = {
  engagers: operation({
    method: "GET",
    path: "/api/external/deepthought/engagers/",
    summary: "Accounts that engaged with the account's posts in a window, ranked, with counts per kind",
    tags: ["premium"],
    query: engagersQuery,
    status: 200,
    response: engagers,
    errors: [400, 403, 404],
  }),
};
