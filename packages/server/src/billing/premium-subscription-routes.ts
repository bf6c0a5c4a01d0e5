import { canManageBilling, canSeeBilling, canUseFeature } from "@xa/core/billing/billing-permissions";
import { premiumSubscriptionContract } from "@xa/core/billing/premium-subscription-contract";
import type { FastifyInstance } from "fastify";
import { findUserGroups, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { cancelSubscription, changePlan, startCheckout } from "./billing-operations.ts";
import { listPlans, type PlanRow } from "./plan-queries.ts";
import { currentRow, listTeamSubscriptions, toBillingSubscription } from "./subscription-rows.ts";

/** The premium suite sells only plans that open it. */
function premiumPlanOnly(plan: PlanRow): void {
  if (!plan.features.includes("premium_suite")) throw badRequest(said("billing.notPremiumPlan", { name: plan.name }));
}

/**
 * The premium suite's subscription calls, on the team billing's own code path: the same checkout,
 * change and cancel, for premium suite plans, returning to the suite's subscription pages.
 */
export function registerPremiumSubscriptionRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = premiumSubscriptionContract;
  const managedTeam = async (userId: number, team: string) => {
    const found = await findMemberTeam(db, userId, team);
    if (!canManageBilling(found)) throw forbidden(said("billing.adminsOnly"));
    return found;
  };

  route(app, c.createSubscription, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    const pages = `${deps.config.publicUrl}/create-subscription`;
    return startCheckout(deps, team, auth.user.id, body, {
      successUrl: `${pages}/success?team=${encodeURIComponent(team.slug)}&session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${pages}/cancel?team=${encodeURIComponent(team.slug)}`,
      checkPlan: premiumPlanOnly,
    });
  });

  route(app, c.cancelSubscription, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    const { row, effective } = await cancelSubscription(deps, team);
    return { subscription: toBillingSubscription(row), effective_date: effective };
  });

  route(app, c.subscriptionInfo, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canSeeBilling(team)) throw forbidden();
    const current = currentRow(await listTeamSubscriptions(db, team.id));
    const user = { groups: await findUserGroups(db, auth.user.id) };
    return {
      subscription: current ? toBillingSubscription(current) : null,
      premium: canUseFeature(user, team, "premium_suite"),
      plans: (await listPlans(db, false)).filter((p) => p.features.includes("premium_suite")),
      provider: deps.billing.name,
      test_billing: deps.billing.testBilling,
    };
  });

  route(app, c.changeSubscription, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await managedTeam(auth.user.id, body.team);
    return toBillingSubscription(await changePlan(deps, team, body.plan, premiumPlanOnly));
  });
}
