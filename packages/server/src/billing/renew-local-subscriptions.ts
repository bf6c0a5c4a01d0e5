import type { BillingCurrency } from "@xa/core/billing/plans";
import type { Db } from "../db/database.ts";
import { handleDelivery } from "./apply-event.ts";
import { priceOf } from "./billing-operations.ts";
import type { LocalBilling } from "./local-billing.ts";
import { findPlan } from "./plan-queries.ts";

type DueRow = {
  team_id: number;
  plan_name: string;
  plan_id: number;
  currency: BillingCurrency;
  provider_subscription_id: string;
  provider_customer_id: string;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  collection_paused_until: Date | null;
};

/**
 * Ends the periods of local billing's subscriptions that are over, as Stripe does at a period's end:
 * renewed (invoiced and paid with the test card, or not invoiced while a staff grant pauses its
 * collection) or, when cancelled at period end, ended; and resumes collection when a pause is over.
 * The events go through the webhook handler; answers how many subscriptions moved on.
 */
export async function renewLocalSubscriptions(db: Db, billing: LocalBilling, now: Date): Promise<number> {
  const due = await db.query<DueRow>(
    `SELECT team_id, plan_name, plan_id, currency, provider_subscription_id, provider_customer_id,
            current_period_end, cancel_at_period_end, collection_paused_until
       FROM subscriptions
      WHERE provider = 'local' AND status IN ('active', 'past_due')
        AND (current_period_end <= $1 OR collection_paused_until <= $1)
        AND plan_id IS NOT NULL AND currency IS NOT NULL AND provider_subscription_id IS NOT NULL
      ORDER BY current_period_end LIMIT 100`,
    [now],
  );
  for (const row of due) {
    const plan = await findPlan(db, row.plan_id);
    // A plan no longer priced in the currency cannot renew: the subscription ends with its period.
    const priced = typeof plan.prices[row.currency] === "number";
    const price = priced
      ? priceOf(plan, row.currency)
      : {
          planId: plan.id,
          name: plan.name,
          interval: "month" as const,
          currency: row.currency,
          amount: 0,
          stripeProductId: null,
        };
    const subscription = {
      subscriptionId: row.provider_subscription_id,
      customerId: row.provider_customer_id,
      teamId: row.team_id,
      planName: row.plan_name,
      price,
      currentPeriodEnd: new Date(row.current_period_end),
      cancelAtPeriodEnd: row.cancel_at_period_end,
      pausedUntil: row.collection_paused_until === null ? null : new Date(row.collection_paused_until),
    };
    // A period over ends (renewed, unpaid while paused, or ended); a pause over within a period resumes.
    const deliveries =
      subscription.currentPeriodEnd <= now
        ? await billing.endPeriod(subscription, row.cancel_at_period_end || !priced, now)
        : await billing.resumeCollection(subscription, now);
    for (const delivery of deliveries)
      await handleDelivery(db, billing, delivery.payload, delivery.signature, now, { inProcess: true });
  }
  return due.length;
}

/** Runs the renewals every minute while the server runs local billing; `stop` ends it. */
export function startLocalRenewals(db: Db, billing: LocalBilling, log: (line: string) => void): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await renewLocalSubscriptions(db, billing, new Date());
    } catch (error) {
      log(`Local billing could not end a period: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), 60_000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
