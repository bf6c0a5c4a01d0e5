import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** How many of the latest posts the languages and hashtags are counted in: bounded work on a store of any size. */
export const OVERVIEW_SAMPLE_POSTS = 20_000;

/** The social store's headline figures, public so the pro toolkit's content pages can state them to anyone. */
export const toolkitOverviewSchema = z.object({
  accounts: z.number().int(),
  posts: z.number().int(),
  /** the oldest and newest post's time; null when the store holds no post */
  first_post_at: z.string().nullable(),
  last_post_at: z.string().nullable(),
  /** countries accounts are placed in (inferred from their profiles) */
  countries: z.number().int(),
  top_countries: z.array(z.object({ country: z.string(), accounts: z.number().int() })),
  /** the latest posts languages and hashtags are counted in (at most OVERVIEW_SAMPLE_POSTS) */
  sample_posts: z.number().int(),
  languages: z.array(z.object({ language: z.string(), posts: z.number().int() })),
  hashtags: z.array(z.object({ tag: z.string(), posts: z.number().int() })),
  /** the most followed accounts with a handle */
  top_accounts: z.array(
    z.object({ handle: z.string(), name: z.string().nullable(), followers_count: z.number().int() }),
  ),
  /** the generated demo world the store holds, if any */
  demo: z.object({ seed: z.number().int(), generated_at: z.string().nullable() }).nullable(),
});
export type ToolkitOverview = z.infer<typeof toolkitOverviewSchema>;

export const toolkitOverviewContract = {
  getToolkitOverview: operation({
    method: "GET",
    path: "/api/external/toolkit-overview/",
    summary: "The social store's headline counts, top hashtags and most followed accounts (public)",
    tags: ["social"],
    status: 200,
    response: toolkitOverviewSchema,
    errors: [],
  }),
};
