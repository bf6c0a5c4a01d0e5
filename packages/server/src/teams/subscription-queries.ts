import type { SetSubscription, Subscription } from "@xa/core";
import { PLAN_FEATURES, type PlanFeature } from "@xa/core/billing/plans";
import type { Db } from "../db/database.ts";
import { notFound, said } from "../http/http-error.ts";

/**
 * Whether a subscription row opens its plan's features now: active as the provider last said, and
 * its paid or granted period not over (no period end: set by staff, open-ended).
 */
export const SUBSCRIPTION_ACTIVE_SQL =
  "(s.status = 'active' AND (s.current_period_end IS NULL OR s.current_period_end > now()))";

/** The features a plan row lists that this version knows. */
export function knownFeatures(features: readonly string[] | null): PlanFeature[] {
  return (features ?? []).filter((f): f is PlanFeature => (PLAN_FEATURES as readonly string[]).includes(f));
}

/** A team's subscriptions, newest first, as the team entity carries them. */
export async function listSubscriptions(db: Db, teamId: number): Promise<Subscription[]> {
  const rows = await db.query<{
    start: Date;
    active: boolean;
    granted: boolean;
    plan_name: string;
    features: string[] | null;
  }>(
    `SELECT s.start, ${SUBSCRIPTION_ACTIVE_SQL} AS active, s.provider = 'grant' AS granted, s.plan_name, p.features
       FROM subscriptions s LEFT JOIN plans p ON p.id = s.plan_id
      WHERE s.team_id = $1 ORDER BY s.start DESC, s.id DESC`,
    [teamId],
  );
  return rows.map((s) => ({
    start: new Date(s.start).toISOString(),
    active: s.active,
    granted: s.granted,
    plan: { name: s.plan_name, features: knownFeatures(s.features) },
  }));
}

/**
 * Starts a subscription of any team (by id or slug) from `now`, which makes it current; staff only,
 * checked by the caller. Ending one is a new inactive subscription, so the history stays. A plan name
 * of the catalogue gives it that plan's features.
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
  await db.query(
    `INSERT INTO subscriptions (team_id, plan_name, plan_id, start, status, provider)
     VALUES ($1, $2, (SELECT id FROM plans WHERE lower(name) = lower($2)), $3, $4, 'manual')`,
    [team.id, change.plan_name, now, change.active ? "active" : "canceled"],
  );
  return listSubscriptions(db, team.id);
}
