import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { startWorker, type Worker } from "../../jobs/worker.ts";
import { autopilotJob } from "./autopilot-job.ts";
import { AUTOPILOT_KIND } from "./generation-queries.ts";
import { dropStaleScratchTables } from "./scratch-table.ts";

/**
 * What the autopilot runs beside the routes: a job worker of its own for generations, so a
 * generation never waits behind an import, and the scratch tables a dead process left are dropped.
 */
export function startTargetingServices(options: {
  db: Db;
  config: Pick<Config, "targeting">;
  log: (line: string) => void;
  pollMs?: number;
}): { stop: () => Promise<void>; worker: Worker } {
  const { db, log } = options;
  dropStaleScratchTables(db).catch((error: Error) =>
    log(`Dropping the autopilot's left tables failed: ${error.message}`),
  );
  const worker = startWorker(
    db,
    { [AUTOPILOT_KIND]: autopilotJob({ targeting: options.config.targeting, log }) },
    { pollMs: options.pollMs ?? 500 },
  );
  return { stop: () => worker.stop(), worker };
}
