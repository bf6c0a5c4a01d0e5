import { billingContract, type LocalCheckout } from "@xa/core/billing/billing-contract";
import { canManageBilling } from "@xa/core/billing/billing-permissions";
import type { BillingCurrency } from "@xa/core/billing/plans";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, HttpError, notFound, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { handleDelivery } from "./apply-event.ts";
import { priceOf } from "./billing-operations.ts";
import type { BillingProvider } from "./billing-provider.ts";
import type { LocalBilling } from "./local-billing.ts";
import { findPlan, toPlan } from "./plan-queries.ts";

type SessionRow = {
  id: string;
  team_id: number;
  plan_id: number;
  currency: string;
  amount: string;
  status: "open" | "complete" | "failed";
  success_url: string;
  cancel_url: string;
};

const SESSION_COLUMNS = "id, team_id, plan_id, currency, amount::text, status, success_url, cancel_url";

const isLocal = (billing: BillingProvider): billing is LocalBilling =>
  billing.name === "local" && "settleCheckout" in billing;

/**
 * The app's own checkout page (local billing): shows what is bought, labelled as test billing, and
 * pays or declines with the test card. Either way the outcome is the signed events a provider would
 * send, handed to the webhook handler. Only admins of the session's team see it; others get a 404.
 */
export function registerLocalCheckoutRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = billingContract;

  const sessionOf = async (userId: number, id: string) => {
    if (!isLocal(deps.billing)) throw badRequest(said("billing.localOnly"));
    const [row] = await db.query<SessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM checkout_sessions WHERE id = $1 AND provider = 'local'`,
      [id],
    );
    if (!row) throw notFound(said("billing.checkoutNotFound"));
    const team = await findMemberTeam(db, userId, String(row.team_id)).catch(() => null);
    if (!team || !canManageBilling(team)) throw notFound(said("billing.checkoutNotFound"));
    return { row, team, billing: deps.billing };
  };

  const show = async (database: Db, row: SessionRow, team: { slug: string; name: string }): Promise<LocalCheckout> => {
    const plan = await findPlan(database, row.plan_id);
    return {
      session: row.id,
      status: row.status,
      team: { slug: team.slug, name: team.name },
      plan: toPlan(plan),
      currency: row.currency as BillingCurrency,
      amount: Number(row.amount),
      test_billing: true,
      // As Stripe does, the session's id is filled into the return address.
      success_url: row.success_url.replace("{CHECKOUT_SESSION_ID}", row.id),
      cancel_url: row.cancel_url,
    };
  };

  route(app, c.localCheckout, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, team } = await sessionOf(auth.user.id, params.session);
    return show(db, row, team);
  });

  for (const [op, paid] of [
    [c.completeLocalCheckout, true],
    [c.failLocalCheckout, false],
  ] as const) {
    route(app, op, async ({ params }, request) => {
      const auth = await requireAuth(deps, request);
      const { row, team, billing } = await sessionOf(auth.user.id, params.session);
      // Claimed before anything is sent, so two clicks settle a checkout once.
      const claimed = await db.query(
        "UPDATE checkout_sessions SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id",
        [row.id, paid ? "complete" : "failed"],
      );
      if (claimed.length === 0) {
        const [now] = await db.query<{ status: string }>("SELECT status FROM checkout_sessions WHERE id = $1", [
          row.id,
        ]);
        throw new HttpError(409, { detail: said("billing.checkoutEnded", { status: now?.status ?? row.status }) });
      }
      const [customer] = await db.query<{ customer_id: string }>(
        "SELECT customer_id FROM billing_customers WHERE team_id = $1 AND provider = 'local'",
        [row.team_id],
      );
      const price = priceOf(await findPlan(db, row.plan_id), row.currency as BillingCurrency);
      const now = deps.now();
      const deliveries = await billing.settleCheckout(
        { id: row.id, teamId: row.team_id, customerId: customer?.customer_id ?? "" },
        { ...price, amount: Number(row.amount) },
        paid,
        now,
      );
      for (const delivery of deliveries)
        await handleDelivery(db, billing, delivery.payload, delivery.signature, now, { inProcess: true });
      const [after] = await db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM checkout_sessions WHERE id = $1`, [
        row.id,
      ]);
      return show(db, after as SessionRow, team);
    });
  }
}
