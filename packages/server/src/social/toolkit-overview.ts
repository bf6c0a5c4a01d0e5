import { OVERVIEW_SAMPLE_POSTS, type ToolkitOverview } from "@xa/core/social/toolkit-overview-contract";
import type { Db } from "../db/database.ts";

/** How many countries, languages, hashtags and accounts are listed. */
const TOP = 6;
/** Public and read by every content page: counted again after this, so visitors cannot keep the store busy. */
const MAX_AGE_MS = 60_000;

const cache = new WeakMap<Db, { at: number; value: Promise<ToolkitOverview> }>();

/** The store's headline figures (cached a minute). */
export function findToolkitOverview(db: Db, now = Date.now()): Promise<ToolkitOverview> {
  const cached = cache.get(db);
  if (cached && now - cached.at < MAX_AGE_MS) return cached.value;
  const value = countOverview(db);
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

// Posts are read through posts_created_idx only (their count, ends and the latest 20,000), accounts' countries
// through accounts_country_idx; the most followed is a top-N scan of accounts (no index on counts, migration 0010).
/** The figures counted now, uncached (the benchmark times this). */
export async function countOverview(db: Db): Promise<ToolkitOverview> {
  const [head] = await db.query<{
    accounts: number;
    posts: number;
    first: Date | null;
    last: Date | null;
    countries: number;
  }>(
    `SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM posts)::int AS posts,
       (SELECT min(created_at) FROM posts) AS first, (SELECT max(created_at) FROM posts) AS last,
       (SELECT count(DISTINCT country) FROM accounts)::int AS countries`,
  );
  const topCountries = await db.query<{ country: string; accounts: number }>(
    `SELECT country, count(*)::int AS accounts FROM accounts WHERE country IS NOT NULL
     GROUP BY country ORDER BY accounts DESC, country LIMIT $1::int`,
    [TOP],
  );
  // Walks posts_created_idx backwards (DESC NULLS LAST could not, and would sort every post).
  const sample = `SELECT lang, hashtags FROM posts WHERE created_at IS NOT NULL
    ORDER BY created_at DESC LIMIT ${OVERVIEW_SAMPLE_POSTS}`;
  const [sampled] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sample}) s`);
  const languages = await db.query<{ language: string; posts: number }>(
    `SELECT lang AS language, count(*)::int AS posts FROM (${sample}) s WHERE lang IS NOT NULL
     GROUP BY lang ORDER BY posts DESC, lang LIMIT $1::int`,
    [TOP],
  );
  const hashtags = await db.query<{ tag: string; posts: number }>(
    `SELECT t AS tag, count(*)::int AS posts FROM (${sample}) s, unnest(s.hashtags) AS t
     GROUP BY t ORDER BY posts DESC, t LIMIT $1::int`,
    [TOP],
  );
  const accounts = await db.query<{ handle: string; name: string | null; followers_count: number }>(
    `SELECT handle, name, followers_count FROM accounts WHERE handle IS NOT NULL AND followers_count IS NOT NULL
     ORDER BY followers_count DESC NULLS LAST, handle LIMIT $1::int`,
    [TOP],
  );
  const [world] = await db.query<{ seed: number; finished_at: Date | null }>(
    "SELECT seed, finished_at FROM demo_worlds ORDER BY id DESC LIMIT 1",
  );
  return {
    accounts: head?.accounts ?? 0,
    posts: head?.posts ?? 0,
    first_post_at: iso(head?.first ?? null),
    last_post_at: iso(head?.last ?? null),
    countries: head?.countries ?? 0,
    top_countries: topCountries,
    sample_posts: sampled?.n ?? 0,
    languages,
    hashtags,
    top_accounts: accounts,
    demo: world ? { seed: world.seed, generated_at: iso(world.finished_at) } : null,
  };
}
