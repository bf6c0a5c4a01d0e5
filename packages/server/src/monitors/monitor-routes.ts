import type { Language } from "@xa/core";
import { MAX_MONITORS_PER_TEAM, MONITOR_RUNS_SHOWN, monitorsContract } from "@xa/core/monitors/monitors-contract";
import { canDeleteMonitor, canManageMonitors, canSeeMonitors } from "@xa/core/monitors/monitors-permissions";
import { type MonitorsTextKey, monitorsText } from "@xa/core/monitors/monitors-texts";
import type { FastifyInstance } from "fastify";
import { headlineFigures } from "../analysis/index.ts";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, HttpError, notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import {
  countTeamMonitors,
  countUnread,
  deleteMonitor,
  findMonitor,
  insertMonitor,
  latestRuns,
  listAlerts,
  listMonitors,
  type MonitorChange,
  type MonitorRow,
  markRead,
  SPARKLINE_RUNS,
  setMailAlerts,
  toAlert,
  toMonitor,
  toRun,
  updateMonitor,
} from "./monitor-queries.ts";
import { nextRunAfter, resolveTarget, runWindow, storeRun } from "./run-monitor.ts";

const say =
  (key: MonitorsTextKey, params: Record<string, string | number> = {}) =>
  (language: Language) =>
    monitorsText(language, key, params);
const missing = () => notFound(say("monitorNotFound"));

/** Monitors: a team's saved queries and handles, run on a schedule; private to the team. */
export function registerMonitorRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = monitorsContract;

  /** The caller's membership of a team they name: a 404 outside it. */
  const member = async (request: Parameters<typeof requireAuth>[1], team: string) => {
    const auth = await requireAuth(deps, request);
    const found = await findMemberTeam(db, auth.user.id, team);
    return { userId: auth.user.id, team: found, role: { user_id: auth.user.id, level: found.level } };
  };

  /** A monitor of the caller's teams, or a 404 (another team's is not found either). */
  const readable = async (userId: number, id: number): Promise<MonitorRow> => {
    const row = await findMonitor(db, userId, id);
    if (!row || !canSeeMonitors({ user_id: userId, level: row.level })) throw missing();
    return row;
  };

  const detail = async (userId: number, row: MonitorRow) => {
    const runs = (await latestRuns(db, [row.id], MONITOR_RUNS_SHOWN)).get(row.id) ?? [];
    return { ...toMonitor(row, userId, runs), runs: runs.map(toRun).reverse() };
  };

  route(app, c.listMonitors, async ({ query }, request) => {
    const { userId, role, team } = await member(request, query.team);
    if (!canSeeMonitors(role)) throw forbidden();
    const { count, rows } = await listMonitors(db, userId, team.id, query);
    const runs = await latestRuns(
      db,
      rows.map((r) => r.id),
      SPARKLINE_RUNS,
    );
    return { count, results: rows.map((row) => toMonitor(row, userId, runs.get(row.id) ?? [])) };
  });

  route(app, c.createMonitor, async ({ body }, request) => {
    const { userId, role, team } = await member(request, body.team);
    if (!canManageMonitors(role)) throw forbidden();
    if (body.volume_threshold_pct === null && body.sentiment_threshold === null) {
      throw badRequest(say("thresholdRequired"));
    }
    const subject = body.kind === "query" ? body.query : body.handle.replace(/^[@＠]/, "");
    const now = deps.now();
    const target = { kind: body.kind, subject, country: body.country || null, cadence: body.cadence };
    const window = runWindow(body.cadence, now);
    // Resolved as the analysis resolves it: a bad query or country is its 400, in the caller's language.
    const resolved = await resolveTarget(db, target, window, requestLanguage(request)).catch((error: unknown) => {
      if (body.kind === "handle" && error instanceof HttpError && error.statusCode === 404) {
        throw badRequest(say("handleNotInStore", { handle: subject }));
      }
      throw error;
    });
    if ((await countTeamMonitors(db, team.id)) >= MAX_MONITORS_PER_TEAM) {
      throw new HttpError(409, { detail: say("tooManyMonitors", { max: MAX_MONITORS_PER_TEAM }) });
    }
    // The first run is the baseline later runs are compared with; it is measured before anything is saved.
    const figures = await headlineFigures(db.heavy, resolved);
    const id = await db.transaction(async (tx) => {
      // The team's row held while counting: two saves at once cannot both take the last place.
      await tx.query("SELECT id FROM teams WHERE id = $1 FOR UPDATE", [team.id]);
      if ((await countTeamMonitors(tx, team.id)) >= MAX_MONITORS_PER_TEAM) {
        throw new HttpError(409, { detail: say("tooManyMonitors", { max: MAX_MONITORS_PER_TEAM }) });
      }
      const made = await insertMonitor(
        tx,
        {
          team_id: team.id,
          name: body.name || (body.kind === "handle" ? `@${subject}` : subject),
          kind: body.kind,
          subject,
          country: resolved.countryCode,
          cadence: body.cadence,
          volume_threshold_pct: body.volume_threshold_pct,
          sentiment_threshold: body.sentiment_threshold,
          next_run_at: nextRunAfter(body.cadence, now),
          created_by: userId,
        },
        now,
      );
      if (body.email_alerts) await setMailAlerts(tx, made, userId, true);
      return made;
    });
    await storeRun(db, id, { figures, ...window }, "created", now);
    return detail(userId, await readable(userId, id));
  });

  route(app, c.getMonitor, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return detail(auth.user.id, await readable(auth.user.id, params.id));
  });

  route(app, c.updateMonitor, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const userId = auth.user.id;
    const row = await readable(userId, params.id);
    if (!canManageMonitors({ user_id: userId, level: row.level })) throw forbidden();
    const volume = body.volume_threshold_pct === undefined ? row.volume_threshold_pct : body.volume_threshold_pct;
    const sentiment = body.sentiment_threshold === undefined ? row.sentiment_threshold : body.sentiment_threshold;
    if (volume === null && sentiment === null) throw badRequest(say("thresholdRequired"));
    const now = deps.now();
    const cadence = body.cadence ?? row.cadence;
    const change: MonitorChange = {
      name: body.name,
      status: body.status,
      cadence: body.cadence,
      volume_threshold_pct: body.volume_threshold_pct,
      sentiment_threshold: body.sentiment_threshold,
    };
    // Resumed, or on a new cadence: the next run is a period from now, not every run missed while paused.
    const resumed = body.status === "active" && row.status === "paused";
    if (resumed || (body.cadence && body.cadence !== row.cadence)) change.next_run_at = nextRunAfter(cadence, now);
    await db.transaction(async (tx) => {
      await updateMonitor(tx, row.id, change, now);
      if (body.email_alerts !== undefined) await setMailAlerts(tx, row.id, userId, body.email_alerts);
    });
    return detail(userId, await readable(userId, row.id));
  });

  route(app, c.deleteMonitor, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await readable(auth.user.id, params.id);
    if (!canDeleteMonitor({ user_id: auth.user.id, level: row.level }, row)) throw forbidden(say("cannotDelete"));
    await deleteMonitor(db, row.id);
    return null;
  });

  route(app, c.listAlerts, async ({ query }, request) => {
    const { userId, role, team } = await member(request, query.team);
    if (!canSeeMonitors(role)) throw forbidden();
    const [{ count, rows }, unread] = await Promise.all([
      listAlerts(db, userId, team.id, { monitor: query.monitor }, query),
      countUnread(db, userId, team.id),
    ]);
    return { count, unread, results: rows.map(toAlert) };
  });

  route(app, c.markAlertsRead, async ({ body }, request) => {
    const { userId, role, team } = await member(request, body.team);
    if (!canSeeMonitors(role)) throw forbidden();
    await markRead(db, userId, team.id, body.ids);
    return { unread: await countUnread(db, userId, team.id) };
  });
}
