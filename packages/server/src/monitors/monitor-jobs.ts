import { languageFromBrowser } from "@xa/core";
import { forgetPinnedScopes } from "../analysis/index.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { Mailer } from "../mail/mailer.ts";
import { alertMail } from "./monitor-mail.ts";
import type { RunRow } from "./monitor-queries.ts";
import { measure, type StoredRun, storeRun } from "./run-monitor.ts";

/** The job kind of one monitor's run. */
export const MONITOR_RUN_KIND = "monitors.run";

type RunPayload = { monitorId: number; trigger: RunRow["trigger"] };

type MonitorRunDeps = { db: Db; mailer: Mailer; config: Pick<Config, "publicUrl">; now: () => Date };

/** The members e-mailed a monitor's alerts who are still in its team. */
async function mailRecipients(db: Db, monitorId: number) {
  return db.query<{ email: string; language: string | null }>(
    `SELECT u.email, u.language FROM monitor_mail_subscribers s
     JOIN monitors m ON m.id = s.monitor_id
     JOIN memberships ms ON ms.team_id = m.team_id AND ms.user_id = s.user_id
     JOIN users u ON u.id = s.user_id
     WHERE s.monitor_id = $1 ORDER BY u.id`,
    [monitorId],
  );
}

/**
 * Runs a monitor now: its figures measured, kept and compared, and an alert e-mailed to the members
 * who asked. Paused or deleted monitors are left alone (null).
 */
export async function runMonitor(
  deps: MonitorRunDeps,
  monitorId: number,
  trigger: RunRow["trigger"],
): Promise<StoredRun | null> {
  const { db } = deps;
  const [monitor] = await db.query<{
    id: number;
    name: string;
    kind: "query" | "handle";
    subject: string;
    country: string | null;
    cadence: "hourly" | "daily";
    status: string;
  }>("SELECT id, name, kind, subject, country, cadence, status FROM monitors WHERE id = $1", [monitorId]);
  if (monitor?.status !== "active") return null;
  const now = deps.now();
  const measured = await measure(db, monitor, now);
  const stored = await storeRun(db, monitorId, measured, trigger, now);
  if (stored?.alert) {
    for (const to of await mailRecipients(db, monitorId)) {
      await deps.mailer.send(
        alertMail(
          { email: to.email, language: languageFromBrowser(to.language ?? "en") },
          monitor,
          { reasons: stored.alert.reasons, start: measured.start, end: measured.end },
          deps.config.publicUrl,
        ),
      );
    }
  }
  return stored;
}

/** The job that runs one monitor. */
export const monitorRunJob =
  (deps: MonitorRunDeps): JobHandler =>
  async ({ job }) => {
    const { monitorId, trigger } = job.payload as RunPayload;
    const stored = await runMonitor(deps, monitorId, trigger);
    return stored ? { runId: stored.run.id, alerted: stored.alert !== null } : { skipped: true };
  };

// Advisory lock key of the monitors' schedule: one process enqueues the due runs at a time.
const SCHEDULE_LOCK = 0x4d6f6e; // "Mon"

/**
 * Enqueues a run of every active monitor that is due, moving each one's next run on by its cadence
 * in the same statement, under a lock: however many processes look at once, a due monitor is
 * enqueued once. Answers how many were.
 */
export async function enqueueDueMonitors(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEDULE_LOCK]);
    const rows = await tx.query<{ id: string }>(
      `WITH due AS (
         UPDATE monitors SET next_run_at = $1::timestamptz
           + CASE cadence WHEN 'hourly' THEN interval '1 hour' ELSE interval '1 day' END
         WHERE status = 'active' AND next_run_at <= $1::timestamptz
         RETURNING id)
       INSERT INTO jobs (kind, payload)
       SELECT $2, jsonb_build_object('monitorId', id, 'trigger', 'schedule') FROM due
       RETURNING id`,
      [now, MONITOR_RUN_KIND],
    );
    return rows.length;
  });
}

/**
 * After posts were imported: a run of every active monitor, unless one is already waiting, so an
 * import that crosses a threshold alerts without waiting for the schedule. The analyses' pinned
 * scopes are dropped first: the runs must read the store as the import left it.
 */
export async function enqueueRunsAfterImport(db: Db): Promise<number> {
  await forgetPinnedScopes(db);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO jobs (kind, payload)
     SELECT $1, jsonb_build_object('monitorId', m.id, 'trigger', 'import') FROM monitors m
     WHERE m.status = 'active' AND NOT EXISTS (
       SELECT 1 FROM jobs j WHERE j.kind = $1 AND j.status = 'queued' AND j.payload->>'monitorId' = m.id::text)
     RETURNING id`,
    [MONITOR_RUN_KIND],
  );
  return rows.length;
}

/** The monitors' job handlers, for a worker. */
export const monitorJobHandlers = (deps: MonitorRunDeps): Record<string, JobHandler> => ({
  [MONITOR_RUN_KIND]: monitorRunJob(deps),
});
