import type { Language, shareOfVoiceSection } from "@xa/core";
import { analysisText } from "@xa/core/analysis/analysis-texts";
import { type KeywordQuery, KeywordQuerySyntaxError, parseKeywordQuery } from "@xa/core/analysis/keyword-query";
import { errorText } from "@xa/core/http/error-texts";
import { countryName } from "@xa/core/i18n/display-names";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { badRequest, said } from "../http/http-error.ts";
import { keywordPostFilter } from "./keyword-filter.ts";

export const MAX_SHARE_OF_VOICE_KEYWORDS = 10;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
type Interval = "hour" | "day" | "week";

export type ShareOfVoiceInput = {
  keywords: { keyword: string; aliases: string[] }[];
  start: Date;
  end: Date;
  /** ISO 3166-1 alpha-2 code of the authors' country; null for all */
  country: string | null;
  /** the language of the result's texts */
  language: Language;
};

/** Hours for a range of up to 2 days, days up to 90 days, weeks beyond. */
export function shareOfVoiceInterval(start: Date, end: Date): Interval {
  const span = end.getTime() - start.getTime();
  return span <= 2 * DAY_MS ? "hour" : span <= 90 * DAY_MS ? "day" : "week";
}

/** The start of the interval holding `t`, as PostgreSQL's date_trunc(interval, t, 'UTC') gives it. */
function truncate(t: Date, interval: Interval): Date {
  const d = new Date(t);
  if (interval === "hour") d.setUTCMinutes(0, 0, 0);
  else d.setUTCHours(0, 0, 0, 0);
  if (interval === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

function nextInterval(t: Date, interval: Interval): Date {
  const d = new Date(t);
  if (interval === "hour") d.setUTCHours(d.getUTCHours() + 1);
  else d.setUTCDate(d.getUTCDate() + (interval === "week" ? 7 : 1));
  return d;
}

/** A keyword's own text and each alias, parsed (each may use the query syntax); 400 on a bad one. */
function queriesOf(keyword: { keyword: string; aliases: string[] }): KeywordQuery[] {
  return [keyword.keyword, ...keyword.aliases].map((text, i) => {
    try {
      return parseKeywordQuery(text);
    } catch (error) {
      if (!(error instanceof KeywordQuerySyntaxError)) throw error;
      throw badRequest((language) =>
        errorText(language, i === 0 ? "keywordProblem" : "aliasProblem", {
          keyword: keyword.keyword,
          alias: text,
          problem: error.messageIn(language),
        }),
      );
    }
  });
}

function checkKeywords(keywords: ShareOfVoiceInput["keywords"]): void {
  if (keywords.length === 0) throw badRequest(said("noKeywords"));
  if (keywords.length > MAX_SHARE_OF_VOICE_KEYWORDS) {
    throw badRequest(said("tooManyKeywords", { max: MAX_SHARE_OF_VOICE_KEYWORDS, n: keywords.length }));
  }
  const seen = new Set<string>();
  for (const { keyword } of keywords) {
    if (seen.has(keyword)) throw badRequest(said("keywordTwice", { keyword }));
    seen.add(keyword);
  }
}

type BucketRow = { t: Date | string; n: number | string } & Record<string, number | string | Date | null>;

/**
 * Posts already matched per keyword: `sql` selects created_at, sentiment, eng (likes + reposts +
 * replies + quotes) and k0…kN (matches keyword i) of each post matching any keyword, with `params`
 * as its bind values. A keyword analysis passes its pinned posts, whose groups are the keywords.
 */
export type MatchedPosts = { sql: string; params: unknown[] };

/** The posts in the range matching any of the keywords, found in the store (its GIN index). */
function searchMatchedPosts(input: ShareOfVoiceInput, queries: KeywordQuery[][]): MatchedPosts {
  const params: unknown[] = [input.start.toISOString(), input.end.toISOString()];
  const matches = (qs: KeywordQuery[]) => `(${qs.map((q) => keywordPostFilter(q, params, "p")).join(" OR ")})`;
  const flags = queries.map((qs, i) => `${matches(qs)} AS k${i}`);
  const any = queries.map(matches).join(" OR ");
  let country = "";
  if (input.country) {
    params.push(input.country);
    country = ` AND p.author_id IN (SELECT id FROM accounts WHERE country = $${params.length})`;
  }
  return {
    sql: `SELECT p.created_at, p.sentiment,
         coalesce(p.like_count, 0) + coalesce(p.repost_count, 0) + coalesce(p.reply_count, 0) + coalesce(p.quote_count, 0) AS eng,
         ${flags.join(", ")}
       FROM posts p
       WHERE p.created_at >= $1::timestamptz AND p.created_at <= $2::timestamptz AND (${any})${country}`,
    params,
  };
}

/**
 * Share of voice across keywords (each matching its own text or any alias) over posts created in
 * [start, end]: posts, engagement (likes + reposts + replies + quotes), share of all keyword
 * matches, sentiment shares, and counts per interval. A post can count for several keywords.
 * `matched`, when given, are those posts already found (see MatchedPosts).
 */
export async function computeShareOfVoice(
  db: Db,
  input: ShareOfVoiceInput,
  matched?: MatchedPosts,
): Promise<z.infer<typeof shareOfVoiceSection>> {
  checkKeywords(input.keywords);
  const queries = input.keywords.map(queriesOf);
  const interval = shareOfVoiceInterval(input.start, input.end);
  const m = matched ?? searchMatchedPosts(input, queries);
  const params = [...m.params, interval];
  const measures = queries.map(
    (_, i) => `count(*) FILTER (WHERE k${i}) AS n${i}, coalesce(sum(eng) FILTER (WHERE k${i}), 0) AS e${i},
      count(*) FILTER (WHERE k${i} AND sentiment = 'positive') AS pos${i},
      count(*) FILTER (WHERE k${i} AND sentiment = 'negative') AS neg${i},
      count(*) FILTER (WHERE k${i} AND sentiment IS NOT NULL) AS scored${i}`,
  );
  const rows = await db.query<BucketRow>(
    `WITH m AS (${m.sql})
     SELECT date_trunc($${params.length}::text, m.created_at, 'UTC') AS t, count(*) AS n, ${measures.join(", ")}
     FROM m GROUP BY 1 ORDER BY 1`,
    params,
  );

  const byBucket = new Map(rows.map((r) => [new Date(r.t).toISOString(), r]));
  const totals = input.keywords.map(() => ({ posts: 0, engagement: 0, positive: 0, negative: 0, scored: 0 }));
  let base = 0;
  const points: { t: string; counts: Record<string, number> }[] = [];
  for (let t = truncate(input.start, interval); t.getTime() <= input.end.getTime(); t = nextInterval(t, interval)) {
    const row = byBucket.get(t.toISOString());
    const counts: Record<string, number> = {};
    input.keywords.forEach((k, i) => {
      const total = totals[i] as (typeof totals)[number];
      const n = Number(row?.[`n${i}`] ?? 0);
      counts[k.keyword] = n;
      total.posts += n;
      total.engagement += Number(row?.[`e${i}`] ?? 0);
      total.positive += Number(row?.[`pos${i}`] ?? 0);
      total.negative += Number(row?.[`neg${i}`] ?? 0);
      total.scored += Number(row?.[`scored${i}`] ?? 0);
    });
    base += Number(row?.n ?? 0);
    points.push({ t: t.toISOString(), counts });
  }
  const mentions = totals.reduce((sum, t) => sum + t.posts, 0);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    kind: "share_of_voice",
    base: {
      unit: "posts",
      count: base,
      description: analysisText(input.language, "shareOfVoiceBase", {
        start: day(input.start),
        end: day(input.end),
        by: input.country
          ? analysisText(input.language, "byAuthorsIn", { country: countryName(input.country, input.language) })
          : "",
      }),
    },
    method: analysisText(input.language, "shareOfVoiceMethod"),
    items: input.keywords.map((k, i) => {
      const total = totals[i] as (typeof totals)[number];
      return {
        keyword: k.keyword,
        aliases: k.aliases,
        posts: total.posts,
        engagement: total.engagement,
        share: mentions > 0 ? total.posts / mentions : 0,
        // Of the posts with a sentiment (posts in other languages may have none).
        positive_share: total.scored > 0 ? total.positive / total.scored : 0,
        negative_share: total.scored > 0 ? total.negative / total.scored : 0,
      };
    }),
    interval,
    points,
  };
}
