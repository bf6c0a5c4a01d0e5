import type { Db } from "../../db/database.ts";
import { onX } from "../../social/index.ts";

/** How old the store's term counts may be before they are counted again (in the background). */
export const TERM_STATS_MAX_AGE_MS = 10 * 60_000;

/** The store's size when its term counts were made: what lift divides by (see TermCounts' bases). */
export type StoreSize = {
  accounts: number;
  posts: number;
  cjkAccounts: number;
  otherAccounts: number;
  /** posts with a known author, and those of them in Chinese, Japanese or Korean (see CJK_POST) */
  authoredPosts: number;
  cjkPosts: number;
};

/** SQL: a post (as `p`) in Chinese, Japanese or Korean, whose writers a CJK term is compared among. */
export const CJK_POST = "p.lang IN ('ja', 'zh', 'ko')";

/** Recounts under way, per store: one at a time. */
const recounting = new WeakMap<Db, Promise<StoreSize>>();

/**
 * The store's term counts: counted now when there are none yet; when older than
 * TERM_STATS_MAX_AGE_MS, the last counts serve while they are counted again in the background
 * (lift moves slowly, and a recount of a large store is slow). One transaction replaces
 * them whole, so a generation never reads half of a recount; on PostgreSQL an advisory lock lets
 * one process recount while the others read the last counts.
 */
export async function ensureStoreTermStats(db: Db, now = Date.now()): Promise<StoreSize> {
  const current = await readState(db);
  if (current && now - current.computedAt < TERM_STATS_MAX_AGE_MS) return current;
  let running = recounting.get(db);
  if (!running) {
    running = recountStats(db, current).finally(() => recounting.delete(db));
    recounting.set(db, running);
  }
  if (!current) return running;
  running.catch((error: Error) => console.error(`Recounting the store's terms failed: ${error.message}`));
  return current;
}

/** Counts the store's terms again (see ensureStoreTermStats). */
export async function recountStats(db: Db, current: StoreSize | null = null): Promise<StoreSize> {
  const counted = await db.transaction(async (tx) => {
    if (tx.kind === "postgres") {
      const [lock] = await tx.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS ok", [STATS_LOCK_KEY]);
      if (!lock?.ok) return null;
    }
    await recount(tx);
    return readState(tx);
  });
  // Another process is counting: the last counts serve meanwhile (the first ever are waited for).
  return counted ?? current ?? (await waitForStats(db));
}

const STATS_LOCK_KEY = 7_316_017;

async function readState(db: Db): Promise<(StoreSize & { computedAt: number }) | null> {
  const [row] = await db.query<{
    accounts: number;
    posts: number;
    cjk: number;
    other: number;
    authored: number;
    cjk_posts: number;
    at: Date;
  }>(
    `SELECT accounts, posts, cjk_accounts AS cjk, other_accounts AS other, authored_posts::float8 AS authored,
       cjk_posts::float8 AS cjk_posts, computed_at AS at FROM targeting_stats_state`,
  );
  if (!row) return null;
  const { accounts, posts, cjk, other, authored, cjk_posts, at } = row;
  return {
    accounts,
    posts,
    cjkAccounts: cjk,
    otherAccounts: other,
    authoredPosts: authored,
    cjkPosts: cjk_posts,
    computedAt: new Date(at).getTime(),
  };
}

async function recount(tx: Db): Promise<void> {
  await tx.exec("DELETE FROM targeting_term_stats");
  for (const [kind, column] of [
    ["keyword", "keywords"],
    ["hashtag", "hashtags"],
  ] as const) {
    await tx.query(
      `INSERT INTO targeting_term_stats (kind, term, accounts, posts)
       SELECT $1, t, count(DISTINCT p.author_id)::int, count(*)::int
       FROM posts p, unnest(p.${column}) AS t WHERE p.author_id IS NOT NULL AND ${onX("p")} GROUP BY t`,
      [kind],
    );
  }
  await tx.query(
    `INSERT INTO targeting_term_stats (kind, term, accounts, posts)
     SELECT 'handle', target, count(DISTINCT who)::int, count(*) FILTER (WHERE engaged)::int
     FROM (SELECT followee_id AS target, follower_id AS who, false AS engaged FROM follows
           UNION ALL SELECT p.author_id, e.account_id, true FROM engagements e JOIN posts p ON p.id = e.post_id
           WHERE p.author_id IS NOT NULL AND p.author_id <> e.account_id) x
     GROUP BY target`,
  );
  await tx.query(
    `INSERT INTO targeting_stats_state
       (id, accounts, posts, cjk_accounts, other_accounts, authored_posts, cjk_posts, computed_at)
     SELECT true, a.n, p.n, p.cjk, p.other, p.authored, p.cjk_posts, now()
     -- Each count a subquery of its own: Citus cannot run counts in the select list beside aggregates.
     FROM (SELECT count(*)::int AS n FROM accounts WHERE platform = 'x') a,
       (SELECT count(*)::int AS n, count(DISTINCT p.author_id) FILTER (WHERE ${CJK_POST})::int AS cjk,
          count(DISTINCT p.author_id) FILTER (WHERE NOT (${CJK_POST}) OR p.lang IS NULL)::int AS other,
          count(p.author_id) AS authored, count(p.author_id) FILTER (WHERE ${CJK_POST}) AS cjk_posts
        FROM posts p WHERE ${onX("p")}) p
     ON CONFLICT (id) DO UPDATE SET accounts = EXCLUDED.accounts, posts = EXCLUDED.posts,
       cjk_accounts = EXCLUDED.cjk_accounts, other_accounts = EXCLUDED.other_accounts,
       authored_posts = EXCLUDED.authored_posts, cjk_posts = EXCLUDED.cjk_posts, computed_at = now()`,
  );
}

async function waitForStats(db: Db): Promise<StoreSize> {
  for (let i = 0; i < 600; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const state = await readState(db);
    if (state) return state;
  }
  throw new Error("the store's term counts did not appear within a minute");
}
