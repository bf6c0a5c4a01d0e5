import pg from "pg";
import { ProgressBar } from "../../cli/progress-bar.ts";
import { type Db, openDatabase } from "../../db/database.ts";
import { migrate } from "../../db/migrate.ts";

/**
 * The competitor benchmark's store: three brands with 100,000 followers each in the store, their
 * audiences overlapping in every combination, among 300,000 accounts with demographics; every
 * account follows 10 of 2,000 other accounts (3.3M follow edges); 1,000,000 posts over 90 days,
 * the brands' among them.
 */
export const COMPETITOR_WORLD = {
  accounts: 300_000,
  followers: 100_000,
  popular: 2_000,
  follows: 10,
  posts: 1_000_000,
};
export const COMPETITOR_SCHEMA = "bench_competitor";
export const COMPETITOR_HANDLES = ["bench_brand_a", "bench_brand_b", "bench_brand_c"];
/** The last day of the world's posts: the analysis window ends there. */
export const COMPETITOR_END = new Date("2026-03-31T00:00:00Z");

const N = COMPETITOR_WORLD.accounts;

// Each step is one set-based statement; the brands' follower sets: a = 1…100k, b = 50,001…150k,
// c = the accounts whose scrambled index falls in a third of the range (spread over both).
const STEPS: [string, string][] = [
  [
    "accounts",
    `INSERT INTO accounts (id, handle, name, followers_count, following_count, source, is_demo, account_type, gender,
       age_band, country, interests)
     SELECT 'u' || i, 'bench_user_' || i, 'User ' || i, i % 500, 50, 'demo', true, 'person',
       (ARRAY['female', 'male', 'unknown'])[i % 3 + 1],
       (ARRAY['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown'])[i % 8 + 1],
       (ARRAY['US', 'JP', 'GB', 'DE', 'FR', 'BR', 'IN', NULL])[(i / 7) % 8 + 1], '{}'
     FROM generate_series(1, ${N}) i`,
  ],
  [
    "popular accounts",
    `INSERT INTO accounts (id, handle, name, followers_count, source, is_demo, account_type)
     SELECT 'p' || i, 'bench_popular_' || i, 'Popular ' || i, 1000 + i, 'demo', true, 'organization'
     FROM generate_series(0, ${COMPETITOR_WORLD.popular - 1}) i
     UNION ALL SELECT 'brand_' || b, 'bench_brand_' || b, 'Brand ' || upper(b), ${COMPETITOR_WORLD.followers}, 'demo',
       true, 'organization'
     FROM unnest(ARRAY['a', 'b', 'c']) b`,
  ],
  [
    "brand follows",
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT 'u' || i, 'brand_a', 'demo' FROM generate_series(1, ${COMPETITOR_WORLD.followers}) i
     UNION ALL SELECT 'u' || i, 'brand_b', 'demo' FROM generate_series(50001, 150000) i
     UNION ALL SELECT 'u' || i, 'brand_c', 'demo' FROM generate_series(1, ${N}) i WHERE (i::bigint * 7919) % ${N} < ${COMPETITOR_WORLD.followers}`,
  ],
  [
    "other follows",
    // Blocks of a thousand accounts follow nearby popular accounts, so some are followed from one brand's audience only.
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT DISTINCT 'u' || i, 'p' || ((i / 1000) * 7 + k * k * 13 + (i % 3)) % ${COMPETITOR_WORLD.popular}, 'demo'
     FROM generate_series(1, ${N}) i, generate_series(1, ${COMPETITOR_WORLD.follows}) k`,
  ],
  [
    "posts",
    `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, kind, like_count, repost_count, reply_count,
       quote_count, source, is_demo)
     SELECT 'bp' || j, CASE WHEN j % 500 < 3 THEN 'brand_' || (ARRAY['a', 'b', 'c'])[j % 500 + 1] ELSE 'u' || (j % ${N} + 1) END,
       'bench post ' || j, timestamptz '2026-03-31T00:00:00Z' - (j % 129600) * interval '1 minute',
       (ARRAY['en', 'ja', 'es', 'de'])[j % 4 + 1], 'platform', 'post', j % 97, j % 13, j % 5, j % 3, 'demo', true
     FROM generate_series(1, ${COMPETITOR_WORLD.posts}) j`,
  ],
];

/** Opens the bench schema on PostgreSQL, generating the world on first use (or with `rebuild`). */
export async function openCompetitorWorld(url: string, rebuild = false): Promise<Db> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (rebuild) await admin.query(`DROP SCHEMA IF EXISTS ${COMPETITOR_SCHEMA} CASCADE`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${COMPETITOR_SCHEMA}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: url, schema: COMPETITOR_SCHEMA });
  await migrate(db);
  const [built] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts WHERE id LIKE 'brand_%'");
  if ((built?.n ?? 0) === 3) return db;
  await db.exec("TRUNCATE accounts, follows, posts");
  const bar = new ProgressBar("competitor world", "steps");
  for (const [i, [, sql]] of STEPS.entries()) {
    await db.exec(sql);
    bar.update(i + 1, STEPS.length);
  }
  bar.done(STEPS.length, STEPS.length);
  // A bulk-loaded store has no statistics until analysed (see the architecture's design notes).
  await db.exec("VACUUM ANALYZE accounts, follows, posts");
  return db;
}
