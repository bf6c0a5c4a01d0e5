import type {
  AlertReason,
  HeadlineFigures,
  Monitor,
  MonitorAlert,
  MonitorCadence,
  MonitorKind,
  MonitorRun,
  MonitorStatus,
} from "@xa/core/monitors/monitors-contract";
import { canDeleteMonitor } from "@xa/core/monitors/monitors-permissions";
import type { MembershipLevel } from "@xa/core/teams/teams-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** Runs the list's sparkline draws per monitor. */
export const SPARKLINE_RUNS = 20;

export type MonitorRow = {
  id: number;
  team_id: number;
  name: string;
  kind: MonitorKind;
  subject: string;
  country: string | null;
  cadence: MonitorCadence;
  status: MonitorStatus;
  volume_threshold_pct: number | null;
  sentiment_threshold: number | null;
  next_run_at: Date;
  created_by: number | null;
  creator_email: string | null;
  created_at: Date;
  /** the caller's: their level in the monitor's team, and whether they are e-mailed its alerts */
  level: MembershipLevel;
  email_alerts: boolean;
};

export type RunRow = {
  id: number;
  monitor_id: number;
  trigger: MonitorRun["trigger"];
  ran_at: Date;
  window_start: Date;
  window_end: Date;
  posts: number;
  net_sentiment: number | null;
  volume_change_pct: number | null;
  sentiment_change: number | null;
  figures: HeadlineFigures;
  alerted: boolean;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** A monitor with the caller's level in its team; only monitors of the caller's teams are found. */
const MONITOR_SELECT = `SELECT m.id, m.team_id, m.name, m.kind, m.subject, m.country, m.cadence, m.status,
    m.volume_threshold_pct, m.sentiment_threshold, m.next_run_at, m.created_by, m.created_at,
    u.email AS creator_email, ms.level,
    EXISTS (SELECT 1 FROM monitor_mail_subscribers s WHERE s.monitor_id = m.id AND s.user_id = ms.user_id) AS email_alerts
  FROM monitors m
  JOIN memberships ms ON ms.team_id = m.team_id AND ms.user_id = $1
  LEFT JOIN users u ON u.id = m.created_by`;

export async function listMonitors(
  db: Db,
  userId: number,
  teamId: number,
  window: PageWindow,
): Promise<{ count: number; rows: MonitorRow[] }> {
  return pagedQuery<MonitorRow>(
    db,
    `${MONITOR_SELECT} WHERE m.team_id = $2 ORDER BY m.created_at DESC, m.id DESC`,
    [userId, teamId],
    window,
  );
}

/** One monitor of the caller's teams, or null (another team's is not found either). */
export async function findMonitor(db: Db, userId: number, id: number): Promise<MonitorRow | null> {
  const [row] = await db.query<MonitorRow>(`${MONITOR_SELECT} WHERE m.id = $2`, [userId, id]);
  return row ?? null;
}

export async function countTeamMonitors(db: Db, teamId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM monitors WHERE team_id = $1", [teamId]);
  return row?.n ?? 0;
}

const RUN_SELECT = `SELECT r.id, r.monitor_id, r.trigger, r.ran_at, r.window_start, r.window_end, r.posts, r.net_sentiment,
    r.volume_change_pct, r.sentiment_change, r.figures, (a.id IS NOT NULL) AS alerted
  FROM monitor_runs r LEFT JOIN monitor_alerts a ON a.run_id = r.id`;

/** The latest `per` runs of each monitor, oldest first. */
export async function latestRuns(db: Db, monitorIds: number[], per: number): Promise<Map<number, RunRow[]>> {
  const byMonitor = new Map<number, RunRow[]>(monitorIds.map((id) => [id, []]));
  if (monitorIds.length === 0) return byMonitor;
  const rows = await db.query<RunRow>(
    `SELECT * FROM (${RUN_SELECT.replace("SELECT", "SELECT row_number() OVER (PARTITION BY r.monitor_id ORDER BY r.id DESC) AS rn,")}
       WHERE r.monitor_id = ANY($1::int[])) x
     WHERE rn <= $2 ORDER BY monitor_id, id`,
    [monitorIds, per],
  );
  for (const row of rows) byMonitor.get(row.monitor_id)?.push(row);
  return byMonitor;
}

export function toRun(row: RunRow): MonitorRun {
  return {
    id: row.id,
    trigger: row.trigger,
    ran_at: iso(row.ran_at),
    window_start: iso(row.window_start),
    window_end: iso(row.window_end),
    figures: row.figures,
    volume_change_pct: row.volume_change_pct,
    sentiment_change: row.sentiment_change,
    alerted: row.alerted,
  };
}

/** A monitor as the caller sees it, with its runs (oldest first). */
export function toMonitor(row: MonitorRow, userId: number, runs: RunRow[]): Monitor {
  const last = runs[runs.length - 1];
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    kind: row.kind,
    subject: row.subject,
    country: row.country,
    cadence: row.cadence,
    status: row.status,
    volume_threshold_pct: row.volume_threshold_pct,
    sentiment_threshold: row.sentiment_threshold,
    email_alerts: row.email_alerts,
    created_by: row.creator_email,
    can_delete: canDeleteMonitor({ user_id: userId, level: row.level }, row),
    last_run: last ? toRun(last) : null,
    recent: runs
      .slice(-SPARKLINE_RUNS)
      .map((r) => ({ ran_at: iso(r.ran_at), posts: r.posts, net_sentiment: r.net_sentiment })),
    next_run_at: row.status === "active" ? iso(row.next_run_at) : null,
    created_at: iso(row.created_at),
  };
}

export type NewMonitor = {
  team_id: number;
  name: string;
  kind: MonitorKind;
  subject: string;
  country: string | null;
  cadence: MonitorCadence;
  volume_threshold_pct: number | null;
  sentiment_threshold: number | null;
  next_run_at: Date;
  created_by: number;
};

export async function insertMonitor(db: Db, m: NewMonitor, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO monitors (team_id, name, kind, subject, country, cadence, volume_threshold_pct, sentiment_threshold,
       next_run_at, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      m.team_id,
      m.name,
      m.kind,
      m.subject,
      m.country,
      m.cadence,
      m.volume_threshold_pct,
      m.sentiment_threshold,
      m.next_run_at,
      m.created_by,
      now,
    ],
  );
  return (row as { id: number }).id;
}

export type MonitorChange = Partial<{
  name: string;
  status: MonitorStatus;
  cadence: MonitorCadence;
  volume_threshold_pct: number | null;
  sentiment_threshold: number | null;
  next_run_at: Date;
}>;

export async function updateMonitor(db: Db, id: number, change: MonitorChange, now: Date): Promise<void> {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  await db.query(`UPDATE monitors SET ${[...sets, "updated_at = $2"].join(", ")} WHERE id = $1`, [
    id,
    now,
    ...entries.map(([, v]) => v),
  ]);
}

/** Turns the member's e-mail alerts of the monitor on or off. */
export async function setMailAlerts(db: Db, monitorId: number, userId: number, on: boolean): Promise<void> {
  await db.query(
    on
      ? "INSERT INTO monitor_mail_subscribers (monitor_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
      : "DELETE FROM monitor_mail_subscribers WHERE monitor_id = $1 AND user_id = $2",
    [monitorId, userId],
  );
}

export async function deleteMonitor(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM monitors WHERE id = $1", [id]);
}

type AlertRow = {
  id: number;
  monitor_id: number;
  monitor_name: string;
  run_id: number;
  created_at: Date;
  reasons: AlertReason[];
  read: boolean;
};

export function toAlert(row: AlertRow): MonitorAlert {
  return { ...row, created_at: iso(row.created_at) };
}

/** The team's alerts the caller sees (a member of it), newest first, with their own read state. */
export async function listAlerts(
  db: Db,
  userId: number,
  teamId: number,
  filter: { monitor?: number | undefined },
  window: PageWindow,
): Promise<{ count: number; rows: AlertRow[] }> {
  const params: unknown[] = [userId, teamId];
  const byMonitor = filter.monitor === undefined ? "" : ` AND a.monitor_id = $${params.push(filter.monitor)}`;
  return pagedQuery<AlertRow>(
    db,
    `SELECT a.id, a.monitor_id, m.name AS monitor_name, a.run_id, a.created_at, a.reasons,
       EXISTS (SELECT 1 FROM monitor_alert_reads r WHERE r.alert_id = a.id AND r.user_id = $1) AS read
     FROM monitor_alerts a JOIN monitors m ON m.id = a.monitor_id
     WHERE m.team_id = $2${byMonitor} ORDER BY a.id DESC`,
    params,
    window,
  );
}

/** How many of the team's alerts the caller has not read. */
export async function countUnread(db: Db, userId: number, teamId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM monitor_alerts a JOIN monitors m ON m.id = a.monitor_id
     WHERE m.team_id = $2 AND NOT EXISTS (SELECT 1 FROM monitor_alert_reads r WHERE r.alert_id = a.id AND r.user_id = $1)`,
    [userId, teamId],
  );
  return row?.n ?? 0;
}

/** Marks the caller's alerts of the team read: those of `ids`, or all. Other teams' ids are ignored. */
export async function markRead(db: Db, userId: number, teamId: number, ids: number[] | undefined): Promise<void> {
  await db.query(
    `INSERT INTO monitor_alert_reads (alert_id, user_id)
     SELECT a.id, $1 FROM monitor_alerts a JOIN monitors m ON m.id = a.monitor_id
     WHERE m.team_id = $2 AND ($3::int[] IS NULL OR a.id = ANY($3::int[]))
     ON CONFLICT DO NOTHING`,
    [userId, teamId, ids ?? null],
  );
}
