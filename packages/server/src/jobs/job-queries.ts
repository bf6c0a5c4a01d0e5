import { SERVER_MESSAGE_TEMPLATES } from "@xa/core/social/server-messages";
import type { JobStatus } from "@xa/core/social/social-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** A row of the jobs table. */
export type JobRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  progress: Record<string, unknown>;
  checkpoint: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  error: string | null;
  attempts: number;
  created_by: number | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** someone asked to cancel the job while it ran */
  cancel_requested_at: Date | null;
};

/** How long a claimed job is its worker's before another worker may take it over. */
export const LEASE_SECONDS = 60;

export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  createdBy: number | null = null,
): Promise<JobRow> {
  const rows = await db.query<JobRow>("INSERT INTO jobs (kind, payload, created_by) VALUES ($1, $2, $3) RETURNING *", [
    kind,
    JSON.stringify(payload),
    createdBy,
  ]);
  return rows[0] as JobRow;
}

/**
 * Ends the jobs whose worker stopped during their last attempt: their lease ran out and no attempt
 * is left, so claimJob never takes them again, and they stayed "running" for ever. They end failed,
 * saying so (or cancelled, when someone had asked for that). `kinds`: only these (a worker's).
 */
export async function endInterruptedJobs(db: Db, kinds: string[] | null = null): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE jobs SET status = CASE WHEN cancel_requested_at IS NULL THEN 'failed' ELSE 'cancelled' END,
       error = CASE WHEN cancel_requested_at IS NULL
         THEN replace(replace($2, '{{attempts}}', attempts::text), '{{max}}', max_attempts::text) ELSE error END,
       finished_at = now(), locked_by = NULL, locked_until = NULL
     WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts
       AND ($1::text[] IS NULL OR kind = ANY($1::text[]))
     RETURNING id`,
    [kinds, SERVER_MESSAGE_TEMPLATES.jobInterrupted],
  );
  return rows.map((r) => String(r.id));
}

/**
 * At the start of the only process a store can have (PGlite: the data folder is locked), the running
 * jobs are those of a process that stopped: their leases end now, so they are resumed, or ended when
 * that was their last attempt, without waiting LEASE_SECONDS. On PostgreSQL other processes may be
 * running them: only leases that ran out count.
 */
export async function recoverJobsAtStart(db: Db): Promise<string[]> {
  if (db.kind === "pglite")
    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE status = 'running'");
  return endInterruptedJobs(db);
}

/**
 * Claims a runnable job of the given kinds, the oldest of the user who has the fewest running (so
 * one user's thirty queued jobs take turns with another's one): a queued one, or a running one whose worker
 * stopped renewing its lease (it crashed), after ending those that crashed in their last attempt.
 * SKIP LOCKED lets any number of workers claim at once without waiting on each other or taking the
 * same job. The last attempt's error stays while the
 * job runs again, so whoever follows it sees why it is being tried again; a job that ends done has none.
 */
export async function claimJob(db: Db, workerId: string, kinds: string[]): Promise<JobRow | null> {
  await endInterruptedJobs(db, kinds);
  const rows = await db.query<JobRow>(
    `UPDATE jobs SET status = 'running', locked_by = $1, locked_until = now() + make_interval(secs => $3),
       attempts = attempts + 1, started_at = COALESCE(started_at, now())
     WHERE id = (
       SELECT id FROM jobs j
       WHERE kind = ANY($2::text[]) AND attempts < max_attempts
         AND ((status = 'queued' AND run_after <= now()) OR (status = 'running' AND locked_until < now()))
       ORDER BY (SELECT count(*) FROM jobs r
                  WHERE r.status = 'running' AND r.locked_until >= now() AND r.kind = ANY($2::text[])
                    AND r.created_by IS NOT DISTINCT FROM j.created_by),
         id
       FOR UPDATE SKIP LOCKED LIMIT 1)
     RETURNING *`,
    [workerId, kinds, LEASE_SECONDS],
  );
  return rows[0] ?? null;
}

/** Saves progress (and a checkpoint to resume from) and renews the lease. */
export async function saveJobProgress(
  db: Db,
  id: string,
  workerId: string,
  progress: Record<string, unknown>,
  checkpoint?: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `UPDATE jobs SET progress = $3, checkpoint = COALESCE($4, checkpoint), locked_until = now() + make_interval(secs => $5)
     WHERE id = $1 AND locked_by = $2`,
    [id, workerId, JSON.stringify(progress), checkpoint ? JSON.stringify(checkpoint) : null, LEASE_SECONDS],
  );
}

export async function finishJob(db: Db, id: string, result: Record<string, unknown>): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'done', result = $2, error = NULL, finished_at = now(), locked_by = NULL, locked_until = NULL
     WHERE id = $1`,
    [id, JSON.stringify(result)],
  );
}

/** Records a failure: the job is retried later unless it has used its attempts or cannot succeed. */
export async function failJob(db: Db, id: string, error: string, retry: boolean): Promise<void> {
  await db.query(
    `UPDATE jobs SET error = $2, locked_by = NULL, locked_until = NULL,
       status = CASE WHEN $3 AND attempts < max_attempts THEN 'queued' ELSE 'failed' END,
       run_after = now() + make_interval(secs => 5 * attempts),
       finished_at = CASE WHEN $3 AND attempts < max_attempts THEN NULL ELSE now() END
     WHERE id = $1`,
    [id, error, retry],
  );
}

/** Ends a job as cancelled, keeping what it reported (and committed) so far. */
export async function markJobCancelled(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'cancelled', finished_at = now(), locked_by = NULL, locked_until = NULL
     WHERE id = $1 AND status IN ('queued', 'running')`,
    [id],
  );
}

/**
 * The running worker's heartbeat: renews its lease on the job, and tells whether someone asked to
 * cancel the job. A job that reports no progress for a while (a fetch waiting out a 15-minute
 * rate limit) thus stays its worker's, instead of being taken over by another server process
 * after LEASE_SECONDS and run twice.
 */
export async function renewJobLease(db: Db, id: string, workerId: string): Promise<{ cancelRequested: boolean }> {
  const rows = await db.query<{ requested: boolean }>(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $3)
     WHERE id = $1 AND locked_by = $2 AND status = 'running'
     RETURNING cancel_requested_at IS NOT NULL AS requested`,
    [id, workerId, LEASE_SECONDS],
  );
  return { cancelRequested: rows[0]?.requested ?? false };
}

/**
 * Cancels a job that has not ended: a queued one (or one whose worker is gone: its lease ran out)
 * ends cancelled at once; a running one is asked to stop, which its worker does after the batch or
 * page under way. Null when the job had already ended (or does not exist): nothing changes then.
 */
export async function cancelJob(db: Db, id: string): Promise<JobRow | null> {
  const ended = await db.query<JobRow>(
    `UPDATE jobs SET status = 'cancelled', cancel_requested_at = now(), finished_at = now(), locked_by = NULL, locked_until = NULL
     WHERE id = $1 AND (status = 'queued' OR (status = 'running' AND locked_until < now()))
     RETURNING *`,
    [id],
  );
  if (ended[0]) return ended[0];
  const asked = await db.query<JobRow>(
    `UPDATE jobs SET cancel_requested_at = COALESCE(cancel_requested_at, now())
     WHERE id = $1 AND status = 'running' RETURNING *`,
    [id],
  );
  return asked[0] ?? null;
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  return (await db.query<JobRow>("SELECT * FROM jobs WHERE id = $1", [id]))[0] ?? null;
}

/** A page of the jobs of these kinds, newest first, with how many there are. */
export function listJobs(db: Db, kinds: string[], window: PageWindow): Promise<{ count: number; rows: JobRow[] }> {
  return pagedQuery<JobRow>(db, "SELECT * FROM jobs WHERE kind = ANY($1::text[]) ORDER BY id DESC", [kinds], window);
}

/** Jobs waiting or under way, by kind and status: the queue depths the metrics report. */
export async function countQueuedJobs(db: Db): Promise<{ kind: string; status: string; jobs: number }[]> {
  return db.query(
    `SELECT kind, status, count(*)::int AS jobs FROM jobs WHERE status IN ('queued', 'running')
     GROUP BY kind, status ORDER BY kind, status`,
  );
}
