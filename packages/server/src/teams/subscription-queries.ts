import type { SetSubscription, Subscription } from "@xa/core";
import type { Db } from "../db/database.ts";
import { notFound, said } from "../http/http-error.ts";

/** A team's subscriptions, newest first, as the team entity carries them. */
export async function listSubscriptions(db: Db, teamId: number): Promise<Subscription[]> {
  const rows = await db.query<{ start: Date; active: boolean; plan_name: string }>(
    "SELECT start, active, plan_name FROM subscriptions WHERE team_id = $1 ORDER BY start DESC, id DESC",
    [teamId],
  );
  return rows.map((s) => ({ start: new Date(s.start).toISOString(), active: s.active, plan: { name: s.plan_name } }));
}

/**
 * Starts a subscription of any team (by id or slug) from `now`, which makes it current; staff only,
 * checked by the caller. Ending one is a new inactive subscription, so the history stays.
 */
export async function startSubscription(
  db: Db,
  idOrSlug: string,
  change: Required<SetSubscription>,
  now: Date,
): Promise<Subscription[]> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [team] = await db.query<{ id: number }>(`SELECT id FROM teams WHERE ${byId ? "id = $1::int" : "slug = $1"}`, [
    idOrSlug,
  ]);
  if (!team) throw notFound(said("teamNotFound"));
  await db.query("INSERT INTO subscriptions (team_id, plan_name, start, active) VALUES ($1, $2, $3, $4)", [
    team.id,
    change.plan_name,
    now,
    change.active,
  ]);
  return listSubscriptions(db, team.id);
}
