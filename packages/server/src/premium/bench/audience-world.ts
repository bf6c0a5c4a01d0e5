import type { Db } from "../../db/database.ts";

/** The premium bench's account: `followers` followers among as many accounts with enrichment, following 1 in 1,000 back. */
export const AUDIENCE_WORLD = { star: "bench_star", starId: "900000000001", followers: 1_000_000 };

/**
 * Fills the store with the bench account and its followers, set by set (generate_series), and
 * analyses what it filled: a bulk-loaded store has no statistics until then.
 */
export async function buildAudienceWorld(db: Db, followers: number): Promise<void> {
  const { star, starId } = AUDIENCE_WORLD;
  await db.query(
    `INSERT INTO accounts (id, handle, name, followers_count, following_count, source)
     VALUES ($1, $2, 'Bench Star', $3, $4, 'demo')`,
    [starId, star, followers, Math.floor(followers / 1000)],
  );
  await db.exec(
    `INSERT INTO accounts (id, handle, name, followers_count, following_count, verified, source, account_type, gender,
       age_band, country, city, interests)
     SELECT 'f' || i, 'fan_' || i, 'Fan ' || i, (i::bigint * 7919) % 100003, i % 700, i % 97 = 0, 'demo', 'person',
       (ARRAY['female', 'male', 'unknown'])[i % 3 + 1],
       (ARRAY['18-24', '25-34', '35-44', '45-54', 'unknown'])[i % 5 + 1],
       (ARRAY['US', 'JP', 'GB', 'DE', NULL])[(i / 7) % 5 + 1], NULL, '{coffee}'
     FROM generate_series(1, ${followers}) i`,
  );
  await db.exec(
    `INSERT INTO follows (follower_id, followee_id, created_at, source)
     SELECT 'f' || i, '${starId}', timestamptz '2026-01-01' + (i % 300) * interval '1 day', 'demo'
     FROM generate_series(1, ${followers}) i`,
  );
  await db.exec(
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT '${starId}', 'f' || i, 'demo' FROM generate_series(1000, ${followers}, 1000) i`,
  );
  await db.exec("VACUUM ANALYZE accounts, follows");
}

/**
 * Changes who follows the bench account: every `every`-th of the followers numbered from `offset`
 * leaves, and as many new accounts follow; answers how many left.
 */
export async function churnFollowers(db: Db, every: number, offset: number, tag: string): Promise<number> {
  const { starId, followers } = AUDIENCE_WORLD;
  const [gone] = await db.query<{ n: number }>(
    `WITH d AS (DELETE FROM follows WHERE followee_id = $1 AND follower_id IN
       (SELECT 'f' || i FROM generate_series(${offset}, ${followers}, ${every}) i) RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [starId],
  );
  const n = gone?.n ?? 0;
  await db.exec(
    `INSERT INTO accounts (id, handle, name, followers_count, source)
     SELECT '${tag}' || i, 'new_${tag}_' || i, 'New ' || i, i, 'demo' FROM generate_series(1, ${n}) i`,
  );
  await db.exec(
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT '${tag}' || i, '${starId}', 'demo' FROM generate_series(1, ${n}) i`,
  );
  await db.exec("VACUUM ANALYZE follows");
  return n;
}
