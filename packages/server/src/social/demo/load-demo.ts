import type { Db } from "../../db/database.ts";
import { ProgressBar } from "../cli/progress-bar.ts";
import { buildDeferredIndexes } from "./deferred-indexes.ts";
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

/** On an empty store, loads the demo world (so `npm start` shows real analyses right away). */
export async function loadDemoIfEmpty(db: Db, log: (line: string) => void): Promise<DemoSummary | null> {
  const [row] = await db.query<{ any: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM accounts WHERE NOT is_demo) OR EXISTS (SELECT 1 FROM demo_worlds WHERE finished_at IS NOT NULL) AS any",
  );
  if (row?.any) {
    // A demo load interrupted before it rebuilt its indexes (then real data imported): build them.
    const built = await buildDeferredIndexes(db);
    if (built > 0) log(`Rebuilt ${built} indexes left out by an interrupted demo load.`);
    return null;
  }
  // An interrupted load's indexes are rebuilt at the end of this one (their definitions are kept).
  await deleteDemoWorld(db);
  log(
    `The social store is empty: generating the demo world (${DEMO_DEFAULTS.accounts.toLocaleString("en-US")} accounts, ${DEMO_DEFAULTS.days} days; labelled as demo data)…`,
  );
  const summary = await generateWithProgress(db, { ...DEMO_DEFAULTS, deferIndexes: true });
  log(
    `Demo world ready in ${(summary.ms / 1000).toFixed(1)} s: ${summary.accounts.toLocaleString("en-US")} accounts, ${summary.posts.toLocaleString("en-US")} posts, ${summary.follows.toLocaleString("en-US")} follows, ${summary.engagements.toLocaleString("en-US")} engagements, ${summary.snapshots.toLocaleString("en-US")} follower snapshots.`,
  );
  return summary;
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
      DELETE FROM demo_worlds;`);
  });
}
