import { z } from "zod";
import { SOCIAL_PROVIDERS } from "../auth/social-login-rules.ts";
import { operation } from "../contract/operation.ts";

/** An X account id as X and the store write it (digits for X; the demo world's ids are word characters). */
export const xAccountId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Not an X account id." });

/** Which of the caller's connected accounts a premium call is about; the first connected one when left out. */
export const premiumAccountQuery = z.object({ account: xAccountId.optional() });

/** One of the caller's connected X accounts, with what the store knows of it. */
export const premiumAccount = z.object({
  /** the X account id (the store's account id) */
  id: z.string(),
  provider: z.enum(SOCIAL_PROVIDERS),
  username: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** whether the social store holds the account, so its pages have data */
  in_store: z.boolean(),
  followers_count: z.number().nullable(),
  following_count: z.number().nullable(),
  connected_at: z.string(),
});
export type PremiumAccount = z.infer<typeof premiumAccount>;

export const premiumAccounts = z.object({
  accounts: z.array(premiumAccount),
  /** whether the caller's plan opens the suite; the pages say which plan does when it does not */
  premium: z.boolean(),
});
export type PremiumAccounts = z.infer<typeof premiumAccounts>;

/** The dashboard's figures over a window of `days` ending at the account's newest post. */
export const premiumAccountStats = z.object({
  account: premiumAccount,
  window: z.object({ start: z.string(), end: z.string(), days: z.number().int() }),
  posts: z.number().int(),
  /** likes, reposts, replies and quotes of the window's posts */
  engagements: z.number(),
  /** engagements per post per follower; null without posts or followers */
  engagement_rate: z.number().nullable(),
  median_engagements: z.number().nullable(),
  /** the follower count's change over the window from the daily snapshots; null with fewer than two */
  followers_change: z.number().nullable(),
  /** followers the store holds as follow edges (the tables list these) */
  followers_in_store: z.number().int(),
  following_in_store: z.number().int(),
  daily: z.array(z.object({ day: z.string(), posts: z.number().int(), engagements: z.number() })),
  top_post: z
    .object({ id: z.string(), text: z.string(), created_at: z.string().nullable(), engagements: z.number() })
    .nullable(),
});
export type PremiumAccountStats = z.infer<typeof premiumAccountStats>;

const tags = ["premium"];

/** The premium suite: the signed-in user's own connected X accounts. */
export const premiumContract = {
  accounts: operation({
    method: "GET",
    path: "/api/external/deepthought/accounts/",
    summary: "The caller's connected X accounts, and whether their plan opens the premium suite",
    tags,
    status: 200,
    response: premiumAccounts,
    errors: [403],
  }),
  accountStats: operation({
    method: "GET",
    path: "/api/external/deepthought/account-stats/",
    summary: "A connected account's dashboard: posts, engagements, engagement rate, follower change",
    tags,
    query: premiumAccountQuery.extend({ days: z.coerce.number().int().min(1).max(365).default(30) }),
    status: 200,
    response: premiumAccountStats,
    errors: [400, 403, 404],
  }),
};
