import { z } from "zod";
import { trendingTopic } from "./keyword-query-api.ts";

/** Query string of GET /api/external/deepthought/x-stats/: one country's posting over the last days of the store. */
export const countryStatsQuery = z.object({
  // Read by the server (a code, a name or an alias such as UK): the alias table stays out of the web's contract.
  country: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe("the authors' country: a name, an ISO code or an alias (UK, USA)"),
  days: z.coerce.number().int().min(1, "days must be at least 1").max(90, "days must be at most 90").default(7),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CountryStatsQuery = z.input<typeof countryStatsQuery>;

const count = z.number().int().nonnegative();
const countedTerm = z.object({ term: z.string(), posts: count, authors: count });

/**
 * What the store holds of a country's authors over a window: totals, top hashtags, keywords,
 * accounts and languages, posts per local hour, and the rising topics of the window's last day.
 */
export const countryStats = z.object({
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
  /** the window, ISO; it ends now, or at the store's newest post when its data stops earlier */
  start: z.string(),
  end: z.string(),
  /** the IANA zone the hours are counted in (the country's, or its most populous one's) */
  time_zone: z.string(),
  totals: z.object({ posts: count, authors: count, engagements: count }),
  hashtags: z.array(countedTerm),
  keywords: z.array(countedTerm),
  accounts: z.array(
    z.object({
      id: z.string(),
      handle: z.string().nullable(),
      name: z.string().nullable(),
      followers_count: z.number().int().nullable(),
      posts: count,
      engagements: count,
    }),
  ),
  /** post languages (ISO 639-1, "und" when unknown), most posts first */
  languages: z.array(z.object({ language: z.string(), posts: count })),
  /** posts per hour of the day in `time_zone`, 0 to 23 */
  hours: z.array(count).length(24),
  trending: z.array(trendingTopic),
});
export type CountryStats = z.infer<typeof countryStats>;
