import { isStaff } from "@xa/core/auth/auth-permissions";
import { billingContract } from "@xa/core/billing/billing-contract";
import { canManagePlans } from "@xa/core/billing/billing-permissions";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, notFound, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { pauseForGrant } from "./pause-for-grant.ts";
import { findPlan } from "./plan-queries.ts";
import { findSubscriptionRow, listCurrentSubscriptions, toBillingSubscription } from "./subscription-rows.ts";

/**
 * Staff's view of billing: every team's current subscription, and plans granted by hand. A grant is
 * a subscription of its own (provider `grant`) from now until a date, with the reason kept and shown
 * to the team; granting again with a later date extends it. A plan the team bought and still runs is
 * paused at its provider for the grant's time, and is current again when the grant ends.
 */
export function registerStaffBillingRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const staffOnly = async (request: Parameters<typeof requireAuth>[1]) => {
    const auth = await requireAuth(deps, request);
    if (!canManagePlans({ staff: isStaff(deps.config, auth.user) })) throw forbidden(said("billing.staffOnly"));
    return auth;
  };

  route(app, billingContract.staffSubscriptions, async (_input, request) => {
    await staffOnly(request);
    return listCurrentSubscriptions(db);
  });

  route(app, billingContract.grantSubscription, async ({ params, body }, request) => {
    const auth = await staffOnly(request);
    const byId = /^\d+$/.test(params.team);
    const [team] = await db.query<{ id: number }>(`SELECT id FROM teams WHERE ${byId ? "id = $1::int" : "slug = $1"}`, [
      params.team,
    ]);
    if (!team) throw notFound(said("teamNotFound"));
    const plan = await findPlan(db, body.plan);
    const now = deps.now();
    const until = new Date(body.until);
    if (until <= now) throw badRequest(said("billing.grantInPast"));
    await pauseForGrant(deps, team.id, until);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO subscriptions (team_id, plan_name, plan_id, start, provider, status, current_period_end,
         grant_reason, granted_by)
       VALUES ($1, $2, $3, $4, 'grant', 'active', $5, $6, $7) RETURNING id`,
      [team.id, plan.name, plan.id, now, until, body.reason, auth.user.id],
    );
    return toBillingSubscription(
      await findSubscriptionRow(db, (row as { id: number }).id).then((r) => r as NonNullable<typeof r>),
    );
  });
}
