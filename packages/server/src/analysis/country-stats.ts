import type { CountryStats } from "@xa/core/analysis/country-stats";
import { isStopListed } from "@xa/text/terms/generic-words";
import type { Db } from "../db/database.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";
import { countryTimeZone } from "./country-time-zone.ts";
import { findTrendingTopics } from "./trending-topics.ts";

const DAY_MS = 86_400_000;

export type CountryStatsInput = {
  /** ISO 3166-1 alpha-2 */
  country: string;
  days: number;
  /** the window's end (see findTrendWindowEnd) */
  end: Date;
  limit: number;
};

// The window's posts by the country's authors; $1 the country, $2 the start, $3 the end.
const WINDOW = `posts p JOIN accounts a ON a.id = p.author_id
  WHERE a.country = $1 AND p.created_at > $2::timestamptz AND p.created_at <= $3::timestamptz`;
const ENGAGEMENTS = POST_ENGAGEMENTS_SQL;

type Term = { term: string; posts: number; authors: number };

/** Keywords read before everyday words are left out: enough that `limit` remain in any language. */
const KEYWORD_OVERREAD = 4;
/** A keyword worth showing: not a function or everyday word (the maintained stop lists), not one character. */
const tellsSomething = (term: string) => [...term].length > 1 && !isStopListed(term);

/**
 * One country's posting over the window: what its authors posted, used and spoke, who drew the
 * most engagement, at what local hours, and which topics rose on the window's last day.
 */
export async function computeCountryStats(db: Db, input: CountryStatsInput): Promise<CountryStats> {
  const start = new Date(input.end.getTime() - input.days * DAY_MS);
  const zone = countryTimeZone(input.country);
  const window = [input.country, start.toISOString(), input.end.toISOString()];
  const terms = (column: "hashtags" | "keywords", limit: number) =>
    db.query<Term>(
      `SELECT t AS term, count(*)::int AS posts, count(DISTINCT p.author_id)::int AS authors
       FROM ${WINDOW.replace("WHERE", `CROSS JOIN LATERAL unnest(p.${column}) AS t WHERE`)}
       ${column === "keywords" ? "AND NOT (t = ANY (p.hashtags))" : ""}
       GROUP BY t ORDER BY posts DESC, authors DESC, t LIMIT $4`,
      [...window, limit],
    );
  const [totals, hashtags, keywords, accounts, languages, hours, trending] = await Promise.all([
    db.query<CountryStats["totals"]>(
      `SELECT count(*)::int AS posts, count(DISTINCT p.author_id)::int AS authors,
         coalesce(sum(${ENGAGEMENTS}), 0)::bigint AS engagements
       FROM ${WINDOW}`,
      window,
    ),
    terms("hashtags", input.limit),
    terms("keywords", input.limit * KEYWORD_OVERREAD),
    db.query<CountryStats["accounts"][number]>(
      `SELECT a.id, a.handle, a.name, a.followers_count, count(*)::int AS posts,
         coalesce(sum(${ENGAGEMENTS}), 0)::bigint AS engagements
       FROM ${WINDOW}
       GROUP BY a.id ORDER BY engagements DESC, posts DESC, a.id LIMIT $4`,
      [...window, input.limit],
    ),
    db.query<CountryStats["languages"][number]>(
      `SELECT coalesce(nullif(p.lang, ''), 'und') AS language, count(*)::int AS posts
       FROM ${WINDOW} GROUP BY 1 ORDER BY posts DESC, language LIMIT $4`,
      [...window, input.limit],
    ),
    db.query<{ hour: number; posts: number }>(
      `SELECT extract(hour FROM p.created_at AT TIME ZONE $4)::int AS hour, count(*)::int AS posts
       FROM ${WINDOW} GROUP BY 1`,
      [...window, zone],
    ),
    findTrendingTopics(db, {
      country: input.country,
      interval: "day",
      intervals: Math.max(2, input.days),
      end: input.end,
      minCount: 3,
      limit: input.limit,
    }),
  ]);
  const perHour = Array.from({ length: 24 }, () => 0);
  for (const { hour, posts } of hours) perHour[hour] = posts;
  return {
    country: input.country,
    start: start.toISOString(),
    end: input.end.toISOString(),
    time_zone: zone,
    totals: totals[0] ?? { posts: 0, authors: 0, engagements: 0 },
    hashtags,
    keywords: keywords.filter((k) => tellsSomething(k.term)).slice(0, input.limit),
    accounts,
    languages,
    hours: perHour,
    trending,
  };
}
