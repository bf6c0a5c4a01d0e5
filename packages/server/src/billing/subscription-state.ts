import type { BillingProviderName } from "@xa/core/billing/billing-contract";
import { billingCurrencyOf, type SubscriptionStatus } from "@xa/core/billing/plans";
import type { Db } from "../db/database.ts";

const digits = (text: string | undefined | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * The team an event is about: its metadata's team (set at checkout), else the team already holding
 * the subscription, else the team whose customer it is. The team's row is locked for the rest of the
 * transaction; null when no team is found (deleted since).
 */
export async function teamOf(
  tx: Db,
  provider: BillingProviderName,
  metadataTeam: string | undefined | null,
  subscriptionId: string | null,
  customerId: string | null,
): Promise<number | null> {
  let teamId = digits(metadataTeam);
  if (teamId === null && subscriptionId) {
    const [row] = await tx.query<{ team_id: number }>(
      "SELECT team_id FROM subscriptions WHERE provider = $1 AND provider_subscription_id = $2",
      [provider, subscriptionId],
    );
    teamId = row?.team_id ?? null;
  }
  if (teamId === null && customerId) {
    const [row] = await tx.query<{ team_id: number }>(
      "SELECT team_id FROM billing_customers WHERE provider = $1 AND customer_id = $2",
      [provider, customerId],
    );
    teamId = row?.team_id ?? null;
  }
  if (teamId === null) return null;
  const [locked] = await tx.query<{ id: number }>("SELECT id FROM teams WHERE id = $1 FOR UPDATE", [teamId]);
  return locked ? locked.id : null;
}

export type StateChange = {
  status: SubscriptionStatus;
  periodEnd: Date | undefined;
  cancelAtPeriodEnd: boolean | undefined;
  /** until when the provider collects nothing; null: collected; undefined: unchanged */
  pausedUntil?: Date | null;
  /** past due applies only to a subscription that was running */
  onlyIfRunning?: boolean;
};

/**
 * Creates the team's row of a provider subscription the first time any event names it, or applies the
 * state an event reports when that event is not older than the state kept: events that arrive twice
 * or out of order converge on the provider's latest state. The caller holds the team's lock.
 */
export async function changeSubscription(
  tx: Db,
  change: {
    provider: BillingProviderName;
    teamId: number;
    subscriptionId: string;
    customerId: string;
    planId: number | null;
    currency: string | null;
    state: StateChange;
    at: Date;
    now: Date;
  },
): Promise<number> {
  const { provider, teamId, subscriptionId, state, at } = change;
  const currency = change.currency ? (billingCurrencyOf(change.currency) ?? null) : null;
  const [plan] =
    change.planId === null
      ? []
      : await tx.query<{ id: number; name: string }>("SELECT id, name FROM plans WHERE id = $1", [change.planId]);
  await tx.query(
    `INSERT INTO billing_customers (team_id, provider, customer_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [teamId, provider, change.customerId],
  );
  const [row] = await tx.query<{ id: number; status: string; state_at: Date | null }>(
    "SELECT id, status, state_at FROM subscriptions WHERE provider = $1 AND provider_subscription_id = $2 FOR UPDATE",
    [provider, subscriptionId],
  );
  if (!row) {
    const status = state.onlyIfRunning ? "incomplete" : state.status;
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO subscriptions (team_id, plan_name, plan_id, start, provider, provider_subscription_id,
         provider_customer_id, status, currency, current_period_end, cancel_at_period_end, state_at,
         collection_paused_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        teamId,
        plan?.name ?? "",
        plan?.id ?? null,
        change.now,
        provider,
        subscriptionId,
        change.customerId,
        status,
        currency,
        state.periodEnd ?? null,
        state.cancelAtPeriodEnd ?? false,
        at,
        state.pausedUntil ?? null,
      ],
    );
    return (created as { id: number }).id;
  }
  const newer = row.state_at === null || at.getTime() >= new Date(row.state_at).getTime();
  const applies = newer && !(state.onlyIfRunning && row.status !== "active" && row.status !== "past_due");
  await tx.query(
    `UPDATE subscriptions SET
       plan_id = CASE WHEN $2::int IS NOT NULL AND ($8 OR plan_id IS NULL) THEN $2::int ELSE plan_id END,
       plan_name = CASE WHEN $2::int IS NOT NULL AND ($8 OR plan_id IS NULL) THEN $3 ELSE plan_name END,
       currency = coalesce(currency, $4),
       status = CASE WHEN $8 THEN $5 ELSE status END,
       current_period_end = CASE WHEN $8 AND $6::timestamptz IS NOT NULL THEN $6::timestamptz ELSE current_period_end END,
       cancel_at_period_end = CASE WHEN $8 AND $7::boolean IS NOT NULL THEN $7::boolean ELSE cancel_at_period_end END,
       state_at = CASE WHEN $8 THEN $9::timestamptz ELSE state_at END,
       collection_paused_until = CASE WHEN $8 AND $10 THEN $11::timestamptz ELSE collection_paused_until END
     WHERE id = $1`,
    [
      row.id,
      plan?.id ?? null,
      plan?.name ?? "",
      currency,
      state.status,
      state.periodEnd ?? null,
      state.cancelAtPeriodEnd ?? null,
      applies,
      at,
      state.pausedUntil !== undefined,
      state.pausedUntil ?? null,
    ],
  );
  return row.id;
}
