import type { Db } from "../db/database.ts";
import { connectedStoreAccounts, takeFollowerSnapshot } from "./follower-sets.ts";

const HOUR = 3_600_000;
/** A connected account's followers are snapshotted once a day; the schedule looks every hour. */
export const SNAPSHOT_EVERY_MS = 24 * HOUR;

/** Snapshots every connected account whose latest snapshot is a day old or that has none; answers how many. */
export async function takeScheduledSnapshots(db: Db, now: Date): Promise<number> {
  let taken = 0;
  const dueBefore = new Date(now.getTime() - SNAPSHOT_EVERY_MS + 5 * 60_000);
  for (const id of await connectedStoreAccounts(db)) {
    if (await takeFollowerSnapshot(db, id, "schedule", now, { unlessNewerThan: dueBefore })) taken++;
  }
  return taken;
}

/**
 * After an import that wrote follow edges: a snapshot of each connected account whose followers it
 * changed, so who came and went with the import is on record.
 */
export async function snapshotAfterImport(db: Db): Promise<number> {
  let taken = 0;
  const now = new Date();
  for (const id of await connectedStoreAccounts(db))
    if (await takeFollowerSnapshot(db, id, "import", now, { onlyIfChanged: true })) taken++;
  return taken;
}

/** Runs the schedule every hour while the server runs (any number of processes: the lock and the age check keep one a day). */
export function startPremiumServices({ db, log }: { db: Db; log: (line: string) => void }): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await takeScheduledSnapshots(db, new Date());
      if (n > 0) log(`Took ${n} follower snapshot${n === 1 ? "" : "s"} of connected accounts.`);
    } catch (error) {
      log(`Follower snapshots failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), HOUR);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
