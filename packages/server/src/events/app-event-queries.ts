import type { AppEventCount, AppEventInput, FunnelStep } from "@xa/core/events/app-events-contract";
import type { Db } from "../db/database.ts";

/** Who sent a batch: the signed-in user and the team they work in, or nobody. */
export type EventSender = { userId: number | null; teamId: number | null };

/** Stores a batch in one statement: it is all kept or none of it. */
export async function insertAppEvents(
  db: Db,
  sender: EventSender,
  events: readonly (Omit<AppEventInput, "properties"> & { properties: Record<string, unknown> })[],
  receivedAt: Date,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO app_events (name, properties, at, anonymous_id, user_id, team_id, received_at)
       SELECT e.name, e.properties::jsonb, e.at, e.anonymous_id, $5, $6, $7
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[]) AS e(name, properties, at, anonymous_id)
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [
      events.map((e) => e.name),
      events.map((e) => JSON.stringify(e.properties)),
      events.map((e) => new Date(e.at)),
      events.map((e) => e.anonymous_id ?? null),
      sender.userId,
      sender.teamId,
      receivedAt,
    ],
  );
  return rows[0]?.n ?? 0;
}

/** A window of UTC days, `to` included. */
export type DayWindow = { from: string; to: string };
// Days are UTC days, whatever the session's time zone.
const inWindow = (column: string) =>
  `${column} >= $1::date::timestamp AT TIME ZONE 'UTC' AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** Events by UTC day and name, in day then name order. */
export async function countAppEvents(db: Db, window: DayWindow): Promise<AppEventCount[]> {
  return db.query<AppEventCount>(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, name, count(*)::int AS count
     FROM app_events WHERE ${inWindow("at")}
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [window.from, window.to],
  );
}

/**
 * How many distinct people took each step, each after the step before it (the first time they did).
 * A person is the signed-in user; an anonymous browser id counts as the user it was later seen
 * signed in with in the window, so the steps before and after signing in join up.
 */
export async function countFunnel(db: Db, window: DayWindow, steps: readonly string[]): Promise<FunnelStep[]> {
  if (steps.length === 0) return [];
  const stepCtes = steps.map((_, i) => {
    const n = i + 1;
    if (i === 0) return `s1 AS (SELECT actor, min(at) AS t FROM ev WHERE name = $3 GROUP BY actor)`;
    return `s${n} AS (SELECT e.actor, min(e.at) AS t FROM ev e JOIN s${i} p ON p.actor = e.actor AND e.at >= p.t
                     WHERE e.name = $${n + 2} GROUP BY e.actor)`;
  });
  const counts = steps.map((_, i) => `(SELECT count(*)::int FROM s${i + 1}) AS c${i + 1}`);
  const rows = await db.query<Record<string, number>>(
    `WITH known AS (
       SELECT anonymous_id, min(user_id) AS user_id FROM app_events
       WHERE ${inWindow("at")} AND anonymous_id IS NOT NULL AND user_id IS NOT NULL GROUP BY anonymous_id),
     ev AS (
       SELECT COALESCE('u' || COALESCE(a.user_id, k.user_id), 'a' || a.anonymous_id) AS actor, a.name, a.at
       FROM app_events a LEFT JOIN known k ON k.anonymous_id = a.anonymous_id
       WHERE ${inWindow("a.at")} AND a.name = ANY($${steps.length + 3}::text[])
         AND (a.user_id IS NOT NULL OR a.anonymous_id IS NOT NULL)),
     ${stepCtes.join(",\n     ")}
     SELECT ${counts.join(", ")}`,
    [window.from, window.to, ...steps, [...steps]],
  );
  const row = rows[0] ?? {};
  return steps.map((name, i) => ({ name, users: row[`c${i + 1}`] ?? 0 }));
}
