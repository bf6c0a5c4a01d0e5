import { analyzeQueryRequest } from "@xa/core";
import { compareRuns } from "@xa/core/monitors/monitor-change";
import {
  type AlertReason,
  type HeadlineFigures,
  MONITOR_WINDOW_HOURS,
  type MonitorCadence,
  type MonitorKind,
} from "@xa/core/monitors/monitors-contract";
import { headlineFigures, resolveRequest } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/http-error.ts";
import type { RunRow } from "./monitor-queries.ts";

/** What a run reads: the monitor's query or handle, in its country. */
export type MonitorTarget = { kind: MonitorKind; subject: string; country: string | null; cadence: MonitorCadence };

const HOUR_MS = 3_600_000;

/** The posts a run reads: those of the cadence's window, ending when it runs. */
export function runWindow(cadence: MonitorCadence, now: Date): { start: Date; end: Date } {
  return { start: new Date(now.getTime() - MONITOR_WINDOW_HOURS[cadence] * HOUR_MS), end: now };
}

/** When a monitor saved, resumed or run now is next due on the schedule. */
export const nextRunAfter = (cadence: MonitorCadence, now: Date) =>
  new Date(now.getTime() + (cadence === "hourly" ? HOUR_MS : 24 * HOUR_MS));

/**
 * The monitor's request as the keyword or handle analysis reads it (the same resolution: a bad
 * query, country or an unknown handle is the same 4xx).
 */
export function resolveTarget(
  db: Db,
  target: MonitorTarget,
  window: { start: Date; end: Date },
  language: "en" | "ja" = "en",
) {
  const body = analyzeQueryRequest.parse({
    query_type: target.kind === "query" ? "keyword" : "handle",
    ...(target.kind === "query" ? { query: target.subject } : { handle: target.subject }),
    ...(target.country ? { country: target.country } : {}),
    start_date: window.start.toISOString(),
    end_date: window.end.toISOString(),
  });
  return resolveRequest(db, body, window.end, language);
}

const NO_POSTS: HeadlineFigures = {
  posts: 0,
  authors: 0,
  engagements: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  net_sentiment: null,
  top_hashtags: [],
};

/** The headline figures of a monitor's window now; a handle the store has not got (yet) has no posts. */
export async function measure(
  db: Db,
  target: MonitorTarget,
  now: Date,
): Promise<{ figures: HeadlineFigures; start: Date; end: Date }> {
  const window = runWindow(target.cadence, now);
  try {
    const resolved = await resolveTarget(db, target, window);
    return { figures: await headlineFigures(db.heavy, resolved), ...window };
  } catch (error) {
    if (target.kind === "handle" && error instanceof HttpError && error.statusCode === 404)
      return { figures: NO_POSTS, ...window };
    throw error;
  }
}

export type StoredRun = { run: RunRow; alert: { id: number; reasons: AlertReason[] } | null };

/**
 * Keeps a run, compared with the monitor's run before it, and its alert when a metric is beyond its
 * threshold. The monitor's row is locked meanwhile, so two runs at once (the schedule's and an
 * import's) are compared one after the other, never both with the same run before. Null when the
 * monitor was deleted meanwhile.
 */
export async function storeRun(
  db: Db,
  monitorId: number,
  measured: { figures: HeadlineFigures; start: Date; end: Date },
  trigger: RunRow["trigger"],
  now: Date,
): Promise<StoredRun | null> {
  return db.transaction(async (tx) => {
    const [monitor] = await tx.query<{ volume_threshold_pct: number | null; sentiment_threshold: number | null }>(
      "SELECT volume_threshold_pct, sentiment_threshold FROM monitors WHERE id = $1 FOR UPDATE",
      [monitorId],
    );
    if (!monitor) return null;
    const [previous] = await tx.query<{ figures: HeadlineFigures }>(
      "SELECT figures FROM monitor_runs WHERE monitor_id = $1 ORDER BY id DESC LIMIT 1",
      [monitorId],
    );
    const { figures } = measured;
    const change = compareRuns(previous?.figures ?? null, figures, monitor);
    const [run] = await tx.query<RunRow>(
      `INSERT INTO monitor_runs (monitor_id, trigger, ran_at, window_start, window_end, posts, net_sentiment,
         volume_change_pct, sentiment_change, figures)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING id, monitor_id, trigger, ran_at, window_start, window_end, posts, net_sentiment,
         volume_change_pct, sentiment_change, figures, false AS alerted`,
      [
        monitorId,
        trigger,
        now,
        measured.start,
        measured.end,
        figures.posts,
        figures.net_sentiment,
        change.volume_change_pct,
        change.sentiment_change,
        JSON.stringify(figures),
      ],
    );
    if (!run) throw new Error("the run was not stored");
    if (change.reasons.length === 0) return { run, alert: null };
    const [alert] = await tx.query<{ id: number }>(
      "INSERT INTO monitor_alerts (monitor_id, run_id, reasons, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
      [monitorId, run.id, JSON.stringify(change.reasons), now],
    );
    return { run: { ...run, alerted: true }, alert: { id: (alert as { id: number }).id, reasons: change.reasons } };
  });
}
