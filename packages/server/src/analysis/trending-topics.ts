import type { TrendingTopic } from "@xa/core/analysis/keyword-query-api";
import type { Db } from "../db/database.ts";

const STEP_SECONDS = { hour: 3600, day: 86_400, week: 604_800 } as const;

export type TrendingTopicsInput = {
  /** ISO 3166-1 alpha-2 code of the authors' country; null for all */
  country: string | null;
  interval: keyof typeof STEP_SECONDS;
  /** how many intervals: the latest is compared with the mean of the others */
  intervals: number;
  /** the window's end (see findTrendWindowEnd) */
  end: Date;
  /** least count in the latest interval */
  minCount: number;
  limit: number;
};

/**
 * Where the trend window ends: now, or the newest post when the store's data stops earlier
 * (demo or imported data), so trends describe the data there is rather than an empty week.
 */
export async function findTrendWindowEnd(db: Db, now: Date): Promise<Date> {
  const [row] = await db.query<{ newest: Date | string | null }>("SELECT max(created_at) AS newest FROM posts");
  const newest = row?.newest ? new Date(row.newest) : null;
  return newest && newest.getTime() < now.getTime() ? newest : now;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TopicRow = { kind: "hashtag" | "keyword"; topic: string; series: [number, number][] | string };

/**
 * Hashtags and keywords of posts (by authors in `country`) in the intervals before `end`, each
 * with its count in the latest interval against the mean of the earlier ones. Intervals are
 * rolling (the latest is the last 24 hours for "day"), so a partly elapsed day never looks like
 * a drop. A keyword is not counted in a post where it is also one of the post's hashtags, so
 * #airmax is not counted twice. Only rising topics with at least `minCount` in the latest
 * interval are returned, the fastest-growing first.
 */
export async function findTrendingTopics(db: Db, input: TrendingTopicsInput): Promise<TrendingTopic[]> {
  const step = STEP_SECONDS[input.interval];
  const params: unknown[] = [input.end.toISOString(), step, input.intervals, input.minCount];
  let country = "";
  if (input.country) {
    params.push(input.country);
    country = ` AND p.author_id IN (SELECT id FROM accounts WHERE country = $${params.length})`;
  }
  const rows = await db.query<TopicRow>(
    `WITH recent AS (
       SELECT p.hashtags, p.keywords,
         floor(extract(epoch FROM ($1::timestamptz - p.created_at)) / $2::float8)::int AS back
       FROM posts p
       WHERE p.created_at > $1::timestamptz - make_interval(secs => $2::float8 * $3::int)
         AND p.created_at <= $1::timestamptz${country}
     ), uses AS (
       SELECT 'hashtag' AS kind, h AS topic, back FROM recent, unnest(recent.hashtags) AS h
       UNION ALL
       SELECT 'keyword', k, back FROM recent, unnest(recent.keywords) AS k WHERE NOT (k = ANY (recent.hashtags))
     ), per AS (
       SELECT kind, topic, back, count(*)::int AS n FROM uses GROUP BY 1, 2, 3
     )
     SELECT kind, topic, json_agg(json_build_array(back, n)) AS series FROM per
     GROUP BY kind, topic HAVING coalesce(sum(n) FILTER (WHERE back = 0), 0) >= $4::int`,
    params,
  );
  const starts = Array.from({ length: input.intervals }, (_, i) =>
    new Date(input.end.getTime() - (input.intervals - i) * step * 1000).toISOString(),
  );
  const topics = rows.map((row) => {
    const counts = new Array<number>(input.intervals).fill(0);
    const series = typeof row.series === "string" ? (JSON.parse(row.series) as [number, number][]) : row.series;
    for (const [back, n] of series) counts[input.intervals - 1 - back] = n;
    const count = counts[input.intervals - 1] ?? 0;
    const baseline = counts.slice(0, -1).reduce((a, b) => a + b, 0) / (input.intervals - 1);
    return {
      topic: row.topic,
      kind: row.kind,
      count,
      baseline,
      growth: (count - baseline) / Math.max(baseline, 1),
      series: starts.map((t, i): [string, number] => [t, counts[i] ?? 0]),
    };
  });
  return topics
    .filter((t) => t.count > t.baseline)
    .sort((a, b) => b.growth - a.growth || b.count - a.count || compare(a.kind, b.kind) || compare(a.topic, b.topic))
    .slice(0, input.limit);
}
