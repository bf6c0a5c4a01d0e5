import { randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";
import {
  claimJob,
  failJob,
  finishJob,
  type JobRow,
  markJobCancelled,
  renewJobLease,
  saveJobProgress,
} from "./job-queries.ts";

/** What a job handler gets: its job, and a way to report progress and save a checkpoint. */
export type JobContext = {
  job: JobRow;
  db: Db;
  workerId: string;
  /** Saves progress and an optional checkpoint, renewing the lease. */
  report(progress: Record<string, unknown>, checkpoint?: Record<string, unknown>): Promise<void>;
  /**
   * Aborted when someone cancels the job: the handler stops at its next step (a batch, a page, a
   * wait), and whatever it throws then ends the job as cancelled, not failed.
   */
  signal: AbortSignal;
};

/** Runs one kind of job; returns the job's result. Throw `PermanentJobError` when retrying cannot help. */
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown>>;

export class PermanentJobError extends Error {}

/** How often a worker renews its lease on the job it runs and looks whether it was cancelled. */
const HEARTBEAT_MS = 1000;

export type Worker = {
  id: string;
  stop(): Promise<void> /** Runs jobs until none is left (tests). */;
  drain(): Promise<number>;
};

/**
 * A job worker: claims jobs from the table one at a time and runs them. Any number of workers,
 * in any number of processes, can run against one database.
 */
export function startWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { pollMs?: number; autoStart?: boolean; heartbeatMs?: number } = {},
): Worker {
  const id = `worker-${process.pid}-${randomBytes(3).toString("hex")}`;
  const kinds = Object.keys(handlers);
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runOne = async (): Promise<boolean> => {
    const job = await claimJob(db, id, kinds);
    if (!job) return false;
    // Cancelled while its last worker ran it, and that worker is gone.
    if (job.cancel_requested_at) {
      await markJobCancelled(db, job.id);
      return true;
    }
    const handler = handlers[job.kind] as JobHandler;
    const cancel = new AbortController();
    const heartbeat = setInterval(() => {
      renewJobLease(db, job.id, id).then(
        ({ cancelRequested }) => cancelRequested && cancel.abort(),
        () => {}, // the next beat may work; the job's own queries report a lost database
      );
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    try {
      const result = await handler({
        job,
        db,
        workerId: id,
        report: (progress, checkpoint) => saveJobProgress(db, job.id, id, progress, checkpoint),
        signal: cancel.signal,
      });
      await finishJob(db, job.id, result);
    } catch (error) {
      if (cancel.signal.aborted) await markJobCancelled(db, job.id);
      else await failJob(db, job.id, (error as Error).message, !(error instanceof PermanentJobError));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  };

  const loop = async () => {
    if (stopped) return;
    try {
      while (!stopped && (await runOne())) {
        // Keep going while there is work.
      }
    } catch (error) {
      console.error(`job worker: ${(error as Error).message}`);
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = loop();
      }, options.pollMs ?? 1000);
  };
  if (options.autoStart !== false) running = loop();

  return {
    id,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    async drain() {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
  };
}
