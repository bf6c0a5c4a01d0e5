import type { KeywordQuery } from "@xa/core/analysis/keyword-query";
import { engagementRate, readSignals } from "@xa/core/creators/creator-signals";
import type { Creator, CreatorSort, CreatorsResult } from "@xa/core/creators/creators";
import { keywordPostFilter, onX, SqlParams } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";
import { type CriterionSet, combineSets, pinCriterionSets, type ResolvedAudience } from "../targeting/index.ts";

/**
 * What the creators are found by and ranked for: a keyword query with an audience the builder
 * resolved, or a saved audience, whose package's terms find them and whose reach is the audience.
 */
export type CreatorScope =
  | {
      kind: "query_authors" | "built";
      query: KeywordQuery;
      /** the target audience, looked up as the audience builder looks it up */
      audience: ResolvedAudience;
    }
  | {
      kind: "saved";
      saved: { id: number; name: string };
      /** SQL over posts `p`: the post uses the package's terms (package-terms' filter), values into `values` */
      matches: (values: unknown[]) => string;
      /** a SELECT of the package's accounts (one `id` column), values into `values` */
      audience: (values: unknown[]) => string;
    };

export type RankInput = {
  scope: CreatorScope;
  start: Date;
  end: Date;
  sort: CreatorSort;
  limit: number;
  offset: number;
};

const WEEK_MS = 7 * 86_400_000;

const ENGAGEMENTS =
  "coalesce(p.like_count, 0) + coalesce(p.repost_count, 0) + coalesce(p.reply_count, 0) + coalesce(p.quote_count, 0)";

/** A follower with neither a bio nor an image of its own (none stored, or X's default picture). */
const DEFAULT_PROFILE = `(coalesce(btrim(fa.bio), '') = ''
  AND (fa.avatar_url IS NULL OR fa.avatar_url LIKE '%default_profile%'))`;

// Each order puts unknown values last and breaks ties by matching posts, then id, so pages never overlap.
const ORDER: Record<CreatorSort, string> = {
  relevance: "matching_posts DESC, relevance DESC",
  engagement_rate: "engagement_rate DESC NULLS LAST",
  audience_fit: "audience_fit DESC NULLS LAST",
  growth: "growth_rate DESC NULLS LAST",
  posts_per_week: "posts DESC",
  followers: "followers_count DESC NULLS LAST",
};

type Row = {
  id: string;
  handle: string | null;
  name: string | null;
  avatar_url: string | null;
  verified: boolean | null;
  followers_count: number | null;
  following_count: number | null;
  matching_posts: number;
  posts: number;
  engagements: string | number;
  store_followers: number;
  audience_followers: number;
  profiled_followers: number;
  default_profiles: number;
  dated_follows: number;
  busiest_day_follows: number;
  from_day: string | Date | null;
  to_day: string | Date | null;
  from_followers: number | null;
  to_followers: number | null;
  total: number;
  audience_size: number;
};

const day = (value: string | Date) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The accounts with posts (not reposts) matching the query in the window, each with its posting,
 * engagement rate, the share of its followers in the store inside the target audience, its follower
 * growth from snapshots and the counts its signals are read from; ranked by `sort` and paged, in
 * one statement over the audience's pinned sets.
 */
export async function rankCreators(db: Db, input: RankInput): Promise<CreatorsResult> {
  const { scope } = input;
  const { sets, release } =
    scope.kind === "saved" ? { sets: [], release: () => {} } : await pinCriterionSets(db, scope.audience.criteria);
  try {
    const p = new SqlParams();
    const start = p.add(input.start.toISOString(), "timestamptz");
    const end = p.add(input.end.toISOString(), "timestamptz");
    const matches = matchFilter(scope, p.values);
    const audience =
      scope.kind === "saved"
        ? scope.audience(p.values)
        : combineSets(scope.audience.join, scope.audience.criteria, sets);
    const weeks = Math.max((input.end.getTime() - input.start.getTime()) / WEEK_MS, 1 / 7);
    const fitSort = input.sort === "audience_fit";
    // Follow edges are the costly part (a large account has 100,000): every order but audience fit
    // ranks without them, and the edges are read for the page's rows only, in one pass per row that
    // counts followers, the audience's, default profiles and follows per UTC day together.
    const rows = await db.query<Row>(
      `WITH matched AS MATERIALIZED (
         SELECT p.author_id AS id, count(*)::int AS matching_posts FROM posts p
         WHERE p.author_id IS NOT NULL AND ${onX("p")} AND p.kind <> 'repost' AND p.created_at >= ${start} AND p.created_at <= ${end}
           AND ${matches}
         GROUP BY p.author_id),
       posting AS (
         SELECT p.author_id AS id, count(*)::int AS posts, coalesce(sum(${ENGAGEMENTS}), 0)::bigint AS engagements
         FROM posts p WHERE p.author_id IN (SELECT id FROM matched) AND p.kind <> 'repost'
           AND p.created_at >= ${start} AND p.created_at <= ${end}
         GROUP BY p.author_id),
       audience AS MATERIALIZED (SELECT DISTINCT id FROM (${audience}) s WHERE id IS NOT NULL),
       fit AS (${
         fitSort
           ? `SELECT f.followee_id AS id, count(au.id)::float8 / count(*) AS audience_fit
              FROM follows f LEFT JOIN audience au ON au.id = f.follower_id
              WHERE f.followee_id IN (SELECT id FROM matched) GROUP BY f.followee_id`
           : "SELECT NULL::text AS id, NULL::float8 AS audience_fit WHERE false"
       }),
       growth AS (
         SELECT s.account_id AS id, min(s.day) AS from_day, max(s.day) AS to_day,
           (array_agg(s.followers ORDER BY s.day))[1] AS from_followers,
           (array_agg(s.followers ORDER BY s.day DESC))[1] AS to_followers
         FROM follower_snapshots s
         WHERE s.account_id IN (SELECT id FROM matched)
           AND s.day >= (${start} AT TIME ZONE 'UTC')::date AND s.day <= (${end} AT TIME ZONE 'UTC')::date
         GROUP BY s.account_id HAVING count(*) >= 2),
       ranked AS (
         SELECT m.id, a.handle, a.name, a.avatar_url, a.verified, a.followers_count, a.following_count,
           m.matching_posts, coalesce(po.posts, m.matching_posts) AS posts, coalesce(po.engagements, 0) AS engagements,
           g.from_day, g.to_day, g.from_followers, g.to_followers,
           m.matching_posts::float8 / coalesce(po.posts, m.matching_posts) AS relevance,
           coalesce(po.engagements, 0)::float8 / coalesce(po.posts, m.matching_posts) / nullif(a.followers_count, 0)
             AS engagement_rate,
           fi.audience_fit,
           (g.to_followers - g.from_followers)::float8 / nullif(g.from_followers, 0) AS growth_rate
         FROM matched m LEFT JOIN accounts a ON a.id = m.id LEFT JOIN posting po ON po.id = m.id
           LEFT JOIN growth g ON g.id = m.id LEFT JOIN fit fi ON fi.id = m.id),
       page AS MATERIALIZED (
         SELECT r.*, count(*) OVER ()::int AS total FROM ranked r
         ORDER BY ${ORDER[input.sort]}, matching_posts DESC, id
         LIMIT ${p.add(input.limit, "int")} OFFSET ${p.add(input.offset, "int")}),
       days AS (
         SELECT f.followee_id AS id, date_trunc('day', f.created_at AT TIME ZONE 'UTC') AS d, count(*)::int AS n,
           count(au.id)::int AS inside, count(fa.id)::int AS profiled,
           count(*) FILTER (WHERE fa.id IS NOT NULL AND ${DEFAULT_PROFILE})::int AS defaults
         FROM follows f LEFT JOIN audience au ON au.id = f.follower_id LEFT JOIN accounts fa ON fa.id = f.follower_id
         WHERE f.followee_id IN (SELECT id FROM page)
         GROUP BY 1, 2),
       stats AS (
         SELECT id, sum(n)::int AS store_followers, sum(inside)::int AS audience_followers,
           sum(profiled)::int AS profiled_followers, sum(defaults)::int AS default_profiles,
           coalesce(sum(n) FILTER (WHERE d IS NOT NULL), 0)::int AS dated_follows,
           coalesce(max(n) FILTER (WHERE d IS NOT NULL), 0)::int AS busiest_day_follows
         FROM days GROUP BY id)
       SELECT pg.id, pg.handle, pg.name, pg.avatar_url, pg.verified, pg.followers_count, pg.following_count,
         pg.matching_posts, pg.posts, pg.engagements, pg.from_day, pg.to_day, pg.from_followers, pg.to_followers,
         pg.relevance, pg.engagement_rate, pg.audience_fit, pg.growth_rate, pg.total,
         coalesce(st.store_followers, 0) AS store_followers, coalesce(st.audience_followers, 0) AS audience_followers,
         coalesce(st.profiled_followers, 0) AS profiled_followers, coalesce(st.default_profiles, 0) AS default_profiles,
         coalesce(st.dated_follows, 0) AS dated_follows, coalesce(st.busiest_day_follows, 0) AS busiest_day_follows,
         (SELECT count(*)::int FROM audience) AS audience_size
       FROM page pg LEFT JOIN stats st ON st.id = pg.id
       ORDER BY ${ORDER[input.sort]}, matching_posts DESC, id`,
      p.values,
    );
    const total = rows[0]?.total ?? (input.offset > 0 ? await countMatched(db, input) : 0);
    const audienceSize = rows[0]?.audience_size ?? (await countAudience(db, scope, sets));
    return {
      count: total,
      results: rows.map((r) => toCreator(r, weeks)),
      start_date: input.start.toISOString(),
      end_date: input.end.toISOString(),
      weeks: Math.round(weeks * 1000) / 1000,
      audience: {
        kind: scope.kind,
        size: audienceSize,
        ...(scope.kind === "saved" ? { saved: scope.saved } : {}),
      },
      sort: input.sort,
    };
  } finally {
    release();
  }
}

function toCreator(r: Row, weeks: number): Creator {
  const engagements = Number(r.engagements);
  const growth =
    r.from_day !== null && r.to_day !== null && r.from_followers !== null && r.to_followers !== null
      ? {
          from_day: day(r.from_day),
          to_day: day(r.to_day),
          from: r.from_followers,
          to: r.to_followers,
          change: r.to_followers - r.from_followers,
          rate:
            r.from_followers > 0
              ? Math.round(((r.to_followers - r.from_followers) / r.from_followers) * 1e4) / 1e4
              : null,
        }
      : null;
  return {
    id: r.id,
    handle: r.handle,
    name: r.name,
    avatar_url: r.avatar_url,
    verified: r.verified,
    followers_count: r.followers_count,
    following_count: r.following_count,
    matching_posts: r.matching_posts,
    posts: r.posts,
    relevance: Math.round((r.matching_posts / r.posts) * 1e4) / 1e4,
    engagements,
    engagement_rate: engagementRate(engagements, r.posts, r.followers_count),
    store_followers: r.store_followers,
    audience_followers: r.audience_followers,
    audience_fit: r.store_followers > 0 ? Math.round((r.audience_followers / r.store_followers) * 1e4) / 1e4 : null,
    growth,
    posts_per_week: Math.round((r.posts / weeks) * 100) / 100,
    signals: readSignals(r),
  };
}

/** The candidates when the page asked for is past the last (a window function counts nothing then). */
async function countMatched(db: Db, input: RankInput): Promise<number> {
  const p = new SqlParams();
  const start = p.add(input.start.toISOString(), "timestamptz");
  const end = p.add(input.end.toISOString(), "timestamptz");
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT p.author_id)::int AS n FROM posts p
     WHERE p.author_id IS NOT NULL AND ${onX("p")} AND p.kind <> 'repost' AND p.created_at >= ${start} AND p.created_at <= ${end}
       AND ${matchFilter(input.scope, p.values)}`,
    p.values,
  );
  return row?.n ?? 0;
}

/** SQL over posts `p`: the post is about what the creators are found by. */
function matchFilter(scope: CreatorScope, values: unknown[]): string {
  return scope.kind === "saved" ? scope.matches(values) : keywordPostFilter(scope.query, values, "p");
}

/** The audience's size when the page is empty (its statement counted nothing then). */
async function countAudience(db: Db, scope: CreatorScope, sets: CriterionSet[]): Promise<number> {
  const values: unknown[] = [];
  const audience =
    scope.kind === "saved" ? scope.audience(values) : combineSets(scope.audience.join, scope.audience.criteria, sets);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT id)::int AS n FROM (${audience}) s WHERE id IS NOT NULL`,
    values,
  );
  return row?.n ?? 0;
}
