import { z } from "zod";
import { enumField, optionalTextField, textField } from "../contract/fields.ts";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { teamField } from "../targeting/audience-entities.ts";

/** What a monitor watches: a keyword query (as the keyword analysis reads it) or an account's posts. */
export const MONITOR_KINDS = ["query", "handle"] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];

/** How often a monitor runs on the schedule (imports of posts run it too). */
export const MONITOR_CADENCES = ["hourly", "daily"] as const;
export type MonitorCadence = (typeof MONITOR_CADENCES)[number];

/** The posts each run reads, by cadence: those of the last day (hourly) or week (daily), ending as it runs. */
export const MONITOR_WINDOW_HOURS: Record<MonitorCadence, number> = { hourly: 24, daily: 168 };

export const MONITOR_STATUSES = ["active", "paused"] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];

/** Why a run happened: its first run on saving, the schedule, or posts imported into the store. */
export const RUN_TRIGGERS = ["created", "schedule", "import"] as const;

/** What may set off an alert: the posts' volume (percent change) or net sentiment (points of change). */
export const ALERT_METRICS = ["volume", "sentiment"] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

/** Monitors one team may keep: each runs an analysis of the store every hour or day. */
export const MAX_MONITORS_PER_TEAM = 50;

const tags = ["monitors"] as const;

/** A run's headline figures, read from the store as the keyword and handle analyses read it. */
export const headlineFigures = z.object({
  posts: z.number().int(),
  authors: z.number().int(),
  engagements: z.number(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  /** (positive − negative) ÷ posts × 100, in points; null without posts */
  net_sentiment: z.number().nullable(),
  top_hashtags: z.array(z.object({ term: z.string(), count: z.number().int() })),
});
export type HeadlineFigures = z.infer<typeof headlineFigures>;

export const monitorRun = z.object({
  id: z.number().int(),
  trigger: z.enum(RUN_TRIGGERS),
  ran_at: z.string(),
  /** the posts read: from window_start to window_end */
  window_start: z.string(),
  window_end: z.string(),
  figures: headlineFigures,
  /** against the run before: percent change of posts (null when there was none, or it had no posts) */
  volume_change_pct: z.number().nullable(),
  /** against the run before: change of net sentiment in points */
  sentiment_change: z.number().nullable(),
  alerted: z.boolean(),
});
export type MonitorRun = z.infer<typeof monitorRun>;

export const monitor = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  name: z.string(),
  kind: z.enum(MONITOR_KINDS),
  /** the keyword query, or the handle (without @) */
  subject: z.string(),
  /** ISO country code the authors are in, or null for everywhere */
  country: z.string().nullable(),
  cadence: z.enum(MONITOR_CADENCES),
  status: z.enum(MONITOR_STATUSES),
  volume_threshold_pct: z.number().nullable(),
  sentiment_threshold: z.number().nullable(),
  /** whether the caller is e-mailed this monitor's alerts */
  email_alerts: z.boolean(),
  created_by: z.string().nullable(),
  /** whether the caller may delete it (its creator, or a team admin) */
  can_delete: z.boolean(),
  last_run: monitorRun.nullable(),
  /** the latest runs' posts and net sentiment, oldest first (the list's sparkline) */
  recent: z.array(z.object({ ran_at: z.string(), posts: z.number().int(), net_sentiment: z.number().nullable() })),
  next_run_at: z.string().nullable(),
  created_at: z.string(),
});
export type Monitor = z.infer<typeof monitor>;

/** Runs one monitor's page shows: the latest. */
export const MONITOR_RUNS_SHOWN = 100;
export const monitorDetail = monitor.extend({ runs: z.array(monitorRun) });
export type MonitorDetail = z.infer<typeof monitorDetail>;

/** One metric beyond its threshold in a run. */
export const alertReason = z.object({
  metric: z.enum(ALERT_METRICS),
  before: z.number().nullable(),
  after: z.number().nullable(),
  change: z.number().nullable(),
  threshold: z.number(),
});
export type AlertReason = z.infer<typeof alertReason>;

export const monitorAlert = z.object({
  id: z.number().int(),
  monitor_id: z.number().int(),
  monitor_name: z.string(),
  run_id: z.number().int(),
  created_at: z.string(),
  reasons: z.array(alertReason),
  /** whether the caller has read it (each member reads for themselves) */
  read: z.boolean(),
});
export type MonitorAlert = z.infer<typeof monitorAlert>;

const volumeThreshold = z
  .number({ error: "volume_threshold_pct must be a number" })
  .min(1, { error: "volume_threshold_pct must be at least 1 (%)" })
  .max(10_000, { error: "volume_threshold_pct must be at most 10000 (%)" })
  .nullable();
const sentimentThreshold = z
  .number({ error: "sentiment_threshold must be a number" })
  .min(1, { error: "sentiment_threshold must be at least 1 (point)" })
  .max(200, { error: "sentiment_threshold must be at most 200 (points)" })
  .nullable();

const settings = {
  team: teamField,
  name: optionalTextField("name", 100).default(""),
  /** a country as the analysis form takes it (name, code, "Global"); empty for everywhere */
  country: optionalTextField("country", 100).default(""),
  cadence: enumField("cadence", MONITOR_CADENCES).default("daily"),
  volume_threshold_pct: volumeThreshold.default(null),
  sentiment_threshold: sentimentThreshold.default(null),
  email_alerts: z.boolean({ error: "email_alerts must be true or false" }).default(true),
};

/** A monitor as saved: a keyword query or a handle, and at least one threshold (checked by the server). */
export const createMonitorBody = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("query"), query: textField("query", { max: 2000 }), ...settings }),
    z.object({
      kind: z.literal("handle"),
      handle: textField("handle", { max: 16 }).regex(/^[@＠]?\w{1,15}$/, { error: "Handle is not valid" }),
      ...settings,
    }),
  ],
  { error: "kind must be query or handle" },
);
export type CreateMonitorBody = z.input<typeof createMonitorBody>;

/** A change: pause or resume, thresholds, cadence, name, the caller's own e-mail alerts. */
export const updateMonitorBody = z.object({
  status: enumField("status", MONITOR_STATUSES).optional(),
  name: textField("name", { max: 100 }).optional(),
  cadence: enumField("cadence", MONITOR_CADENCES).optional(),
  volume_threshold_pct: volumeThreshold.optional(),
  sentiment_threshold: sentimentThreshold.optional(),
  email_alerts: z.boolean({ error: "email_alerts must be true or false" }).optional(),
});
export type UpdateMonitorBody = z.input<typeof updateMonitorBody>;

export const listMonitorsQuery = z.object({ team: teamField, ...pageQuery });
export type ListMonitorsQuery = z.input<typeof listMonitorsQuery>;

export const listAlertsQuery = z.object({
  team: teamField,
  /** only this monitor's */
  monitor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...pageQuery,
});
export type ListAlertsQuery = z.input<typeof listAlertsQuery>;

export const markAlertsReadBody = z.object({
  team: teamField,
  /** these alerts; all of the team's when absent */
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(500).optional(),
});

const idParams = z.object({ id: serialIdParam });

/** A team's monitors: saved queries or handles re-run on a schedule, alerting on change. Team-private. */
export const monitorsContract = {
  listMonitors: operation({
    method: "GET",
    path: "/api/monitors/",
    summary: "The team's monitors, newest first, each with its last run and its recent runs",
    tags,
    query: listMonitorsQuery,
    status: 200,
    response: page(monitor),
    errors: [400, 403, 404],
  }),
  createMonitor: operation({
    method: "POST",
    path: "/api/monitors/",
    summary: "Save a query or handle as a monitor of the team; its first run is done at once",
    tags,
    body: createMonitorBody,
    status: 201,
    response: monitorDetail,
    errors: [400, 403, 404, 409],
  }),
  getMonitor: operation({
    method: "GET",
    path: "/api/monitors/:id/",
    summary: "One of the caller's teams' monitors, with its latest runs",
    tags,
    params: idParams,
    status: 200,
    response: monitorDetail,
    errors: [403, 404],
  }),
  updateMonitor: operation({
    method: "PATCH",
    path: "/api/monitors/:id/",
    summary: "Pause or resume a monitor, change its thresholds or cadence, or the caller's e-mail alerts",
    tags,
    params: idParams,
    body: updateMonitorBody,
    status: 200,
    response: monitorDetail,
    errors: [400, 403, 404],
  }),
  deleteMonitor: operation({
    method: "DELETE",
    path: "/api/monitors/:id/",
    summary: "Delete a monitor with its runs and alerts (its creator or a team admin)",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  listAlerts: operation({
    method: "GET",
    path: "/api/monitors/alerts/",
    summary: "The team's monitor alerts, newest first, with the caller's unread count",
    tags,
    query: listAlertsQuery,
    status: 200,
    response: page(monitorAlert).extend({ unread: z.number().int() }),
    errors: [400, 403, 404],
  }),
  markAlertsRead: operation({
    method: "POST",
    path: "/api/monitors/alerts/read/",
    summary: "Mark the caller's alerts of the team read (the given ones, or all)",
    tags,
    body: markAlertsReadBody,
    status: 200,
    response: z.object({ unread: z.number().int() }),
    errors: [400, 403, 404],
  }),
};
