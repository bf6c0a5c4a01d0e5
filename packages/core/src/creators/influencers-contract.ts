import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";

/** Who asks: the audience of a keyword query (its authors) or of a handle (its followers in the store). */
export const influencersQuery = z
  .object({
    query: z.string().trim().max(2000).optional(),
    handle: z.string().trim().max(100).optional(),
    start_date: z.string().max(40).optional(),
    end_date: z.string().max(40).optional(),
    /** the window's days up to the store's newest post, without dates */
    days: z.coerce.number().int().min(1).max(365).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => Boolean(q.query) !== Boolean(q.handle), {
    error: "Give a query or a handle, one of them",
    path: ["query"],
  });
export type InfluencersQuery = z.input<typeof influencersQuery>;

/** An account of the audience with its reach, its topical share and their product. */
export const influencer = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** its followers on X (the profile's count) */
  followers_count: z.number().int().nonnegative(),
  /**
   * query: the share of its posts in the window that match the query; handle: the share of its
   * followers in the store who follow the handle too
   */
  topical_share: z.number(),
  /** what the share is of: matching posts of its posts, or shared followers of its followers */
  topical: z.number().int().nonnegative(),
  base: z.number().int().nonnegative(),
  /** followers × topical share: the reach it has on the topic */
  influence: z.number(),
});
export type Influencer = z.infer<typeof influencer>;

export const influencers = z.object({
  kind: z.enum(["query", "handle"]),
  /** the audience's size: the query's authors in the window, or the handle's followers in the store */
  audience: z.number().int().nonnegative(),
  results: z.array(influencer),
  method: z.string(),
});
export type Influencers = z.infer<typeof influencers>;

/** insights-influencer: the accounts with the most reach on a topic or among a handle's followers. */
export const influencersContract = {
  findInfluencers: operation({
    method: "GET",
    path: "/api/external/insights-influencer/",
    summary:
      "The accounts of a keyword query's authors or a handle's followers with the most influence: their followers times their topical share",
    tags: ["creators"],
    headers: teamHeaders,
    query: influencersQuery,
    status: 200,
    response: influencers,
    errors: [400, 403, 404],
  }),
};
