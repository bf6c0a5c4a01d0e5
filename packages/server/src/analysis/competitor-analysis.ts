import type { Language } from "@xa/core";
import type { Competitor, CompetitorAnalysis, ExclusiveFollowee } from "@xa/core/analysis/competitor-analysis";
import { audienceTotals, overlapRegions } from "@xa/core/analysis/competitor-overlap";
import type { Db } from "../db/database.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";
import type { AccountRow } from "./analysis-context.ts";
import { runAnalysis } from "./analyze-query.ts";
import { resolveRequest } from "./resolve-request.ts";
import { bucketKeys, bucketSql, pickInterval, shareOf } from "./section-math.ts";

export type CompetitorInput = {
  /** the compared accounts, in the caller's order (2 to 5, distinct) */
  accounts: (AccountRow & { is_demo: boolean })[];
  start: Date;
  end: Date;
  /** best posts and exclusively followed accounts per competitor */
  limit: number;
  language: Language;
};

const ENGAGEMENTS = POST_ENGAGEMENTS_SQL;

/**
 * Each follower of any competitor with the competitors it follows as bits (bit i: accounts[i]): one
 * index read of the competitors' follow edges grouped by follower, so every region of the overlap
 * is a GROUP BY of the bitmask rather than a set operation per combination. `$1` holds the ids.
 */
const AUDIENCE_BITS = `SELECT f.follower_id AS id, bit_or(1 << (array_position($1::text[], f.followee_id) - 1)) AS m
  FROM follows f WHERE f.followee_id = ANY ($1::text[]) GROUP BY f.follower_id`;

/**
 * The most followers of the union whose follows are read for the exclusively followed accounts: every
 * follow edge of a large union costs seconds (each follower follows many), so past this a fixed
 * sample is read, as the analysis's follow-graph sections do, and the answer says so.
 */
export const EXCLUSIVE_SAMPLE = 20_000;

/**
 * The competitors' audiences in one statement, the followers' bits computed once: followers in
 * each exact combination (mask → count), and per competitor the accounts its followers follow that
 * no follower of another competitor follows, most of its followers first. For the latter the
 * followees of the union (or of its first `sample` followers in hash order) are grouped once with
 * the OR of their followers' bits, and those whose bits are a single competitor's are kept.
 */
export async function countAudiences(
  db: Db,
  ids: readonly string[],
  limit: number,
  sample = EXCLUSIVE_SAMPLE,
): Promise<{ overlap: Map<number, number>; exclusive: ExclusiveFollowee[][]; read: number }> {
  // A row without an id is a region of the overlap (m = -1: the followers read); the others are
  // exclusively followed accounts.
  const rows = await db.query<Omit<ExclusiveFollowee, "id"> & { id: string | null; m: number }>(
    `WITH audience AS MATERIALIZED (${AUDIENCE_BITS}),
      sampled AS MATERIALIZED (SELECT id, m FROM audience ORDER BY hashtext(id), id LIMIT $3),
      reach AS (
        SELECT f.followee_id AS id, bit_or(a.m) AS m, count(*)::int AS n
        FROM sampled a JOIN follows f ON f.follower_id = a.id
        WHERE f.followee_id <> ALL ($1::text[])
        GROUP BY f.followee_id),
      ranked AS (
        SELECT id, m, n, row_number() OVER (PARTITION BY m ORDER BY n DESC, id) AS r
        FROM reach WHERE m & (m - 1) = 0)
     SELECT NULL::text AS id, m, count(*)::int AS audience_followers, NULL::text AS handle, NULL::text AS name,
       NULL::bigint AS followers_count, NULL::boolean AS verified
     FROM audience GROUP BY m
     UNION ALL SELECT NULL, -1, count(*)::int, NULL, NULL, NULL, NULL FROM sampled
     UNION ALL
     SELECT r.id, r.m, r.n, a.handle, a.name, a.followers_count, a.verified
     FROM ranked r LEFT JOIN accounts a ON a.id = r.id WHERE r.r <= $2`,
    [ids, limit, sample],
  );
  const overlap = new Map<number, number>();
  const followees: (ExclusiveFollowee & { m: number })[] = [];
  let read = 0;
  for (const { id, m, ...row } of rows) {
    const n = Number(row.audience_followers);
    if (id !== null) followees.push({ ...row, id, m: Number(m), audience_followers: n });
    else if (Number(m) === -1) read = n;
    else overlap.set(Number(m), n);
  }
  followees.sort((a, b) => b.audience_followers - a.audience_followers || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const exclusive = ids.map((_, i) => followees.filter((f) => f.m === 1 << i).map(({ m: _m, ...f }) => f));
  return { overlap, exclusive, read };
}

type Bucket = { author_id: string; t: string; posts: number; engagements: number };

/** The competitors' posts and engagements per interval of the window, as the store holds their posts. */
async function countPosting(db: Db, input: CompetitorInput, interval: ReturnType<typeof pickInterval>) {
  return db.query<Bucket>(
    `SELECT p.author_id, ${bucketSql(interval, "p.created_at")} AS t, count(*)::int AS posts,
       coalesce(sum(${ENGAGEMENTS}), 0)::bigint AS engagements
     FROM posts p WHERE p.author_id = ANY ($1::text[])
       AND p.created_at >= $2::timestamptz AND p.created_at <= $3::timestamptz
     GROUP BY 1, 2`,
    [input.accounts.map((a) => a.id), input.start.toISOString(), input.end.toISOString()],
  );
}

/** Engagements per post over followers: how much of its audience a typical post moves. */
const engagementRate = (engagements: number, posts: number, followers: number | null) =>
  posts > 0 && followers ? Math.round((engagements / posts / followers) * 1e6) / 1e6 : null;

/**
 * Compares the competitors: the overlap of their audiences (followers in the store) in every
 * combination, each audience's unique share, their audiences' demographics and their best posts
 * (the handle analysis's own sections), share of voice and engagement rate per interval, and the
 * accounts only one competitor's audience follows.
 */
export async function analyzeCompetitors(db: Db, input: CompetitorInput): Promise<CompetitorAnalysis> {
  const ids = input.accounts.map((a) => a.id);
  const interval = pickInterval(input.start, input.end);
  const dates = { start_date: input.start.toISOString(), end_date: input.end.toISOString() };
  // The audiences' statement first: the longest, it takes a heavy-lane connection before the sections queue.
  const [{ overlap: counts, exclusive, read }, buckets, analyses] = await Promise.all([
    countAudiences(db, ids, input.limit),
    countPosting(db, input, interval),
    Promise.all(
      input.accounts.map(async (account) => {
        const request = await resolveRequest(
          db,
          {
            query_type: "handle",
            handle: account.handle ?? "",
            ...dates,
            post_order: "like_count",
            limit: input.limit,
          },
          input.end,
          input.language,
        );
        // The handle as looked up again may name another account of the same handle: pin the one compared.
        request.account = account;
        return runAnalysis(db, request, ["countries", "languages", "genders", "age_groups", "posts"]);
      }),
    ),
  ]);

  const regions = overlapRegions(ids.length, counts);
  const totals = audienceTotals(ids.length, regions);
  const keys = bucketKeys(input.start, input.end, interval);
  const byKey = new Map(buckets.map((b) => [`${b.author_id}|${b.t}`, b]));
  const postsIn = (key: string) => ids.reduce((sum, id) => sum + (byKey.get(`${id}|${key}`)?.posts ?? 0), 0);
  const allPosts = buckets.reduce((sum, b) => sum + b.posts, 0);
  const allEngagements = buckets.reduce((sum, b) => sum + Number(b.engagements), 0);

  const competitors: Competitor[] = input.accounts.map((account, i) => {
    const own = buckets.filter((b) => b.author_id === account.id);
    const posts = own.reduce((sum, b) => sum + b.posts, 0);
    const engagements = own.reduce((sum, b) => sum + Number(b.engagements), 0);
    const { audience, unique } = totals[i] ?? { audience: 0, unique: 0 };
    const sections = analyses[i]?.sections ?? {};
    const distribution = (name: "countries" | "languages" | "genders" | "age_groups") => {
      const s = sections[name];
      return s?.kind === "distribution" ? s : null;
    };
    const best = sections.posts;
    return {
      id: account.id,
      handle: account.handle,
      name: account.name,
      avatar_url: account.avatar_url,
      verified: account.verified,
      followers_count: account.followers_count,
      audience,
      unique,
      unique_share: shareOf(unique, audience),
      posts,
      engagements,
      share_of_voice: shareOf(posts, allPosts),
      engagement_share: shareOf(engagements, allEngagements),
      engagement_rate: engagementRate(engagements, posts, account.followers_count ?? audience),
      timeline: keys.map((t) => {
        const b = byKey.get(`${account.id}|${t}`);
        const n = b?.posts ?? 0;
        const e = Number(b?.engagements ?? 0);
        return {
          t,
          posts: n,
          engagements: e,
          share_of_voice: shareOf(n, postsIn(t)),
          engagement_rate: engagementRate(e, n, account.followers_count ?? audience),
        };
      }),
      demographics: {
        countries: distribution("countries"),
        languages: distribution("languages"),
        genders: distribution("genders"),
        age_groups: distribution("age_groups"),
      },
      best_posts: best?.kind === "posts" ? best.items : [],
      exclusive_followees: exclusive[i] ?? [],
    };
  });
  return {
    ...dates,
    interval,
    competitors,
    overlap: regions,
    union: regions.reduce((sum, r) => sum + r.count, 0),
    exclusive_base: read,
    demo_data: input.accounts.some((a) => a.is_demo) || analyses.some((a) => a.demo_data),
  };
}
