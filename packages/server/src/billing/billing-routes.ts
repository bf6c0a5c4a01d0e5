import { missingBillingDetails } from "@xa/core";
import { isStaff } from "@xa/core/auth/auth-permissions";
import { billingContract } from "@xa/core/billing/billing-contract";
import { canManageBilling, canManagePlans, canSeeBilling } from "@xa/core/billing/billing-permissions";
import { currentBillingSubscription } from "@xa/core/billing/billing-view";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { cancelSubscription, changePlan, portalLink, startCheckout } from "./billing-operations.ts";
import { createPlan, listPlans, updatePlan } from "./plan-queries.ts";
import { listTeamSubscriptions, toBillingSubscription } from "./subscription-rows.ts";

const adminsOnly = () => forbidden(said("billing.adminsOnly"));

/** Plans and a team's subscription: reading for members, buying and changing for admins, the catalogue for staff. */
export function registerBillingRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = billingContract;

  /** The caller's team (404 when not a member) that they may manage, or a 403. */
  const managedTeam = async (userId: number, team: string) => {
    const found = await findMemberTeam(db, userId, team);
    if (!canManageBilling(found)) throw adminsOnly();
    return found;
  };

  route(app, c.listPlans, async (_input, request) => {
    const auth = await requireAuth(deps, request);
    return listPlans(db, canManagePlans({ staff: isStaff(deps.config, auth.user) }));
  });

  route(app, c.createPlan, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canManagePlans({ staff: isStaff(deps.config, auth.user) })) throw forbidden(said("billing.staffOnly"));
    return createPlan(db, body);
  });

  route(app, c.updatePlan, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    if (!canManagePlans({ staff: isStaff(deps.config, auth.user) })) throw forbidden(said("billing.staffOnly"));
    return updatePlan(db, params.plan, body);
  });

  route(app, c.teamBilling, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canSeeBilling(team)) throw forbidden();
    const subscriptions = (await listTeamSubscriptions(db, team.id)).map(toBillingSubscription);
    return {
      team: { id: team.id, slug: team.slug, name: team.name },
      provider: deps.billing.name,
      test_billing: deps.billing.testBilling,
      current: currentBillingSubscription(subscriptions),
      subscriptions,
      missing_billing_details: missingBillingDetails(team),
      can_manage: canManageBilling(team),
    };
  });

  route(app, c.checkout, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    return startCheckout(deps, team, auth.user.id, body);
  });

  route(app, c.upgrade, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    return toBillingSubscription(await changePlan(deps, team, body.plan));
  });

  route(app, c.cancel, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    const { row, effective } = await cancelSubscription(deps, team);
    return { subscription: toBillingSubscription(row), effective_date: effective };
  });

  route(app, c.portal, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    return { url: await portalLink(deps, team) };
  });

  route(app, c.publicKey, async () => ({
    provider: deps.billing.name,
    public_key: deps.billing.publishableKey,
    test_billing: deps.billing.testBilling,
  }));
}
