import type { Db } from "../db/database.ts";

/** Counts of what the store holds, and how much of it is the generated demo world. */
export async function findStoreStatus(db: Db) {
  const [counts] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM posts)::int AS posts,
       (SELECT count(*) FROM engagements)::int AS engagements, (SELECT count(*) FROM follows)::int AS follows,
       (SELECT count(*) FROM follower_snapshots)::int AS snapshots,
       (SELECT count(*) FROM accounts WHERE is_demo)::int AS demo_accounts,
       (SELECT count(*) FROM posts WHERE is_demo)::int AS demo_posts`,
  );
  const [world] = await db.query<{ seed: number; finished_at: Date | null }>(
    "SELECT seed, finished_at FROM demo_worlds ORDER BY id DESC LIMIT 1",
  );
  return {
    accounts: counts?.accounts ?? 0,
    posts: counts?.posts ?? 0,
    engagements: counts?.engagements ?? 0,
    follows: counts?.follows ?? 0,
    snapshots: counts?.snapshots ?? 0,
    demo: {
      accounts: counts?.demo_accounts ?? 0,
      posts: counts?.demo_posts ?? 0,
      seed: world?.seed ?? null,
      generated_at: world?.finished_at ? new Date(world.finished_at).toISOString() : null,
    },
  };
}
