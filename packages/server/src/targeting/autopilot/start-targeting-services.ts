import os from "node:os";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { startWorker } from "../../jobs/worker.ts";
import { autopilotJob } from "./autopilot-job.ts";
import { AUTOPILOT_KIND } from "./generation-queries.ts";
import { dropStaleScratchTables } from "./scratch-table.ts";
import { ensureStoreTermStats } from "./store-term-stats.ts";

/**
 * Generations one process runs at once: on PostgreSQL one per core (two at least), so one user's
 * generation does not queue behind another's; on PGlite one, as its database runs on this thread.
 */
const generationWorkers = (db: Db) => (db.kind === "postgres" ? Math.max(2, os.availableParallelism()) : 1);

/**
 * What the autopilot runs beside the routes: job workers of its own for generations, so a
 * generation never waits behind an import, and the scratch tables a dead process left are dropped.
 */
export function startTargetingServices(options: {
  db: Db;
  config: Pick<Config, "targeting">;
  log: (line: string) => void;
  pollMs?: number;
  /** settles when the store's data is in at start (the demo world): its terms are counted then */
  storeReady?: Promise<unknown>;
}): { stop: () => Promise<void> } {
  const { db, log } = options;
  // Counted ahead, so the first generation does not wait for a count of every post.
  options.storeReady
    ?.then(() => ensureStoreTermStats(db))
    .catch((error: Error) => log(`Counting the store's terms failed: ${error.message}`));
  dropStaleScratchTables(db).catch((error: Error) =>
    log(`Dropping the autopilot's left tables failed: ${error.message}`),
  );
  const handlers = { [AUTOPILOT_KIND]: autopilotJob({ targeting: options.config.targeting, log }) };
  const workers = Array.from({ length: generationWorkers(db) }, () =>
    startWorker(db, handlers, { pollMs: options.pollMs ?? 500 }),
  );
  return {
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
