import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { startWorker } from "../jobs/worker.ts";
import type { Mailer } from "../mail/mailer.ts";
import { enqueueDueMonitors, monitorJobHandlers } from "./monitor-jobs.ts";

/** How often the schedule looks for due monitors: often enough for an hourly cadence to keep its hour. */
export const SCHEDULE_EVERY_MS = 60_000;

/**
 * What monitors run beside the routes: a job worker of their own for runs (so a run never waits
 * behind an import), and the schedule that enqueues the due ones (any number of processes: its
 * lock and the due time moved in the same statement keep one run per monitor and period).
 */
export function startMonitorServices(options: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
  log: (line: string) => void;
}): { stop: () => Promise<void> } {
  const { db, log } = options;
  const now = () => new Date();
  const worker = startWorker(db, monitorJobHandlers({ ...options, now }));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await enqueueDueMonitors(db, now());
    } catch (error) {
      log(`Scheduling monitors failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), SCHEDULE_EVERY_MS);
  timer.unref();
  void tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await worker.stop();
    },
  };
}
