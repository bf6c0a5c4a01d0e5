import { ProgressBar } from "../../cli/progress-bar.ts";
import type { Db } from "../../db/database.ts";
import { rebuildLeftIndexes } from "../deferred-indexes.ts";
import { timingTable } from "./demo-timings.ts";
import { type DemoSummary, generateDemoWorld } from "./generate-world.ts";

/** Default size of the demo world: about 20,000 accounts and 200,000 posts over 90 days. */
export const DEMO_DEFAULTS = { accounts: 20_000, days: 90, seed: 42 };

/** Generates the demo world with a progress bar per phase on stderr. */
export async function generateWithProgress(
  db: Db,
  options: { accounts: number; days: number; seed: number; deferIndexes?: boolean },
): Promise<DemoSummary> {
  let bar: ProgressBar | null = null;
  let phase = "";
  let last = { done: 0, total: 0 };
  const summary = await generateDemoWorld(db, {
    ...options,
    onProgress: (next, done, total) => {
      if (next !== phase) {
        bar?.done(last.done, last.total);
        phase = next;
        bar = new ProgressBar(`demo: ${next.padEnd(18)}`, next === "posts" ? "posts" : "items");
      }
      last = { done, total };
      bar?.update(done, total);
    },
  });
  (bar as ProgressBar | null)?.done(last.done, last.total);
  return summary;
}

/** Any number: one process at a time generates a demo world into a shared PostgreSQL. */
const DEMO_LOCK_KEY = 7_316_002;

/**
 * Runs `fn` holding the demo-world lock, or returns null at once when another process holds it
 * (it is generating a world). Several server processes may start at once on one empty PostgreSQL;
 * PGlite has a single process, so it needs no lock.
 */
export async function withDemoLock<T>(db: Db, fn: () => Promise<T>): Promise<T | null> {
  if (db.kind !== "postgres") return fn();
  // A transaction-level lock on a connection of its own, held while `fn` works through the pool.
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS ok", [DEMO_LOCK_KEY]);
    return lock?.ok ? fn() : null;
  });
}

/**
 * On an empty store, loads the demo world (so `npm start` shows real analyses right away). On a
 * store with data, clears up after a demo load that was interrupted: its indexes are built, and
 * its partial world is removed unless a finished one exists (nothing but demo rows goes).
 */
export async function loadDemoIfEmpty(
  db: Db,
  log: (line: string) => void,
  world: { accounts: number; days: number; seed: number } = DEMO_DEFAULTS,
): Promise<DemoSummary | null> {
  const loaded = await withDemoLock(db, async () => {
    const [store] = await db.query<{ data: boolean; finished: boolean; unfinished: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM accounts WHERE NOT is_demo) AS data,
              EXISTS (SELECT 1 FROM demo_worlds WHERE finished_at IS NOT NULL) AS finished,
              EXISTS (SELECT 1 FROM demo_worlds WHERE finished_at IS NULL) AS unfinished`,
    );
    if (store?.data || store?.finished) {
      await rebuildLeftIndexes(db, log);
      if (store.unfinished && !store.finished) {
        await deleteDemoWorld(db);
        log("Removed the partial demo world of an interrupted demo load (the store has data of its own).");
      }
      return { summary: null };
    }
    // An interrupted load's indexes are rebuilt at the end of this one (their definitions are kept).
    await deleteDemoWorld(db);
    log(
      `The social store is empty: generating the demo world (${world.accounts.toLocaleString("en-US")} accounts, ${world.days} days; labelled as demo data)…`,
    );
    const summary = await generateWithProgress(db, { ...world, deferIndexes: true });
    log(
      `Demo world ready in ${(summary.ms / 1000).toFixed(1)} s: ${summary.accounts.toLocaleString("en-US")} accounts, ${summary.posts.toLocaleString("en-US")} posts, ${summary.follows.toLocaleString("en-US")} follows, ${summary.engagements.toLocaleString("en-US")} engagements (${(summary.engagementShare * 100).toFixed(1)}% of the posts' public counts: every reply, repost and quote, a few likers per post), ${summary.snapshots.toLocaleString("en-US")} follower snapshots.`,
    );
    log(`Where the demo world's time went:\n${timingTable(summary.phases)}`);
    return { summary };
  });
  if (!loaded) log("Another process is generating the demo world.");
  return loaded?.summary ?? null;
}

/** Removes a demo world (an interrupted one, before generating it again). */
export async function deleteDemoWorld(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`
      DELETE FROM follower_snapshots WHERE account_id IN (SELECT id FROM accounts WHERE is_demo);
      DELETE FROM engagements WHERE source = 'demo';
      DELETE FROM follows WHERE source = 'demo';
      DELETE FROM posts WHERE is_demo;
      DELETE FROM accounts WHERE is_demo;
      DELETE FROM communities WHERE is_demo;
      DELETE FROM demo_worlds;`);
  });
}
