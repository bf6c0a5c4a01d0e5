import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { premiumAccountQuery } from "./premium-contract.ts";

/** Whose posts are classified: the account's own, its followers' or the accounts it follows. */
export const TOPIC_AUDIENCES = ["own", "followers", "following"] as const;
export type TopicAudience = (typeof TOPIC_AUDIENCES)[number];

/** At most this many of an audience's newest posts are read: a large audience's topics come from a sample. */
export const TOPIC_POSTS_READ = 20_000;

export const topicsQuery = premiumAccountQuery.extend({ audience: z.enum(TOPIC_AUDIENCES).default("own") });

/** A topic of the interests taxonomy the posts name, with its evidence. */
export const accountTopic = z.object({
  id: z.string(),
  /** the topic's name in the caller's language */
  label: z.string(),
  /** posts naming it, and their share of the classified posts */
  posts: z.number().int(),
  share: z.number(),
  /** distinct authors of those posts */
  accounts: z.number().int(),
  /** the keywords and hashtags that named it, most used first */
  terms: z.array(z.object({ term: z.string(), posts: z.number().int() })),
  /** the most engaged posts naming it */
  examples: z.array(
    z.object({ id: z.string(), text: z.string(), author_handle: z.string().nullable(), engagements: z.number() }),
  ),
});
export type AccountTopic = z.infer<typeof accountTopic>;

export const accountTopics = z.object({
  audience: z.enum(TOPIC_AUDIENCES),
  /** accounts whose posts were read (1 for the account's own), and how many posts */
  authors: z.number().int(),
  posts_read: z.number().int(),
  /** whether only the newest posts were read (a large audience) */
  sampled: z.boolean(),
  topics: z.array(accountTopic),
});
export type AccountTopics = z.infer<typeof accountTopics>;

/** The premium suite's topics: what the account, its followers and its followings post about. */
export const premiumTopicsContract = {
  topics: operation({
    method: "GET",
    path: "/api/external/deepthought/topics/",
    summary: "Topics of the account's posts, or its followers' or followings' posts, with the evidence",
    tags: ["premium"],
    query: topicsQuery,
    status: 200,
    response: accountTopics,
    errors: [400, 403, 404],
  }),
};
