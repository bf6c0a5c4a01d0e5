import type { ActivityAction, ActivityEntry, ActivityUsage } from "@xa/core/activity/activity-contract";
import { TOOL_ACTIONS } from "@xa/core/activity/activity-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

type ActivityRow = {
  id: string | number;
  action_at: Date | string;
  action: ActivityAction;
  context: string;
  audience_creator_query_id: string | null;
  classifier_id: string | null;
};

const COLUMNS = "id, action_at, action, context, audience_creator_query_id, classifier_id";

/** The spec's UTC time, `YYYY-MM-DD HH:mm:ss`. */
export const utcSeconds = (at: Date | string): string => new Date(at).toISOString().slice(0, 19).replace("T", " ");

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: Number(row.id),
    action_at: utcSeconds(row.action_at),
    action: row.action,
    context: row.context,
    audience_creator_query_id: row.audience_creator_query_id,
    classifier_id: row.classifier_id,
  };
}

export type NewActivity = {
  userId: number;
  action: ActivityAction;
  context: string;
  audienceCreatorQueryId?: string | null;
  classifierId?: string | null;
};

export async function insertActivity(db: Db, a: NewActivity, at: Date): Promise<ActivityEntry> {
  const rows = await db.query<ActivityRow>(
    `INSERT INTO user_activity (user_id, action_at, action, context, audience_creator_query_id, classifier_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [a.userId, at, a.action, a.context, a.audienceCreatorQueryId ?? null, a.classifierId ?? null],
  );
  return toActivityEntry(rows[0] as ActivityRow);
}

/** Whether the user did the same action on the same context since `since`. */
export async function hasRecentActivity(db: Db, a: NewActivity, since: Date): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM user_activity WHERE user_id = $1 AND action = $2 AND context = $3 AND action_at >= $4 LIMIT 1",
    [a.userId, a.action, a.context, since],
  );
  return rows.length > 0;
}

/** One user's entries, newest first, narrowed to one action when asked. */
export async function listActivity(db: Db, userId: number, action: ActivityAction | undefined, window: PageWindow) {
  const params: unknown[] = [userId];
  let where = "user_id = $1";
  if (action) {
    params.push(action);
    where += " AND action = $2";
  }
  const sql = `SELECT ${COLUMNS} FROM user_activity WHERE ${where} ORDER BY action_at DESC, id DESC`;
  const { count, rows } = await pagedQuery<ActivityRow>(db, sql, params, window);
  return { count, results: rows.map(toActivityEntry) };
}

/** The targeting suggestion state: the user's tool uses, their last, and their last prompt. */
export async function countUsage(db: Db, userId: number): Promise<ActivityUsage> {
  const [row] = await db.query<{ usage: number; last_request_at: Date | null; last_prompt_at: Date | null }>(
    `SELECT count(*) FILTER (WHERE action = ANY($2::text[]))::int AS usage,
       max(action_at) FILTER (WHERE action = ANY($2::text[])) AS last_request_at,
       max(action_at) FILTER (WHERE action = 'suggestion_shown') AS last_prompt_at
     FROM user_activity WHERE user_id = $1`,
    [userId, [...TOOL_ACTIONS]],
  );
  const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null);
  return {
    usage: row?.usage ?? 0,
    last_request_at: iso(row?.last_request_at),
    last_prompt_at: iso(row?.last_prompt_at),
  };
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
  return row?.id ?? null;
}
