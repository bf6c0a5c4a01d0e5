import type { BillingCurrency } from "@xa/core/billing/plans";
import type { Deps } from "../deps.ts";
import { HttpError, said } from "../http/http-error.ts";
import { applyChange, priceOf, providerRef } from "./billing-operations.ts";
import type { PlanPrice } from "./billing-provider.ts";
import { ProviderError } from "./billing-provider.ts";
import { findPlan } from "./plan-queries.ts";
import { listTeamSubscriptions, type SubscriptionRow } from "./subscription-rows.ts";

/** A subscription the provider may still charge: not ended there, its period not over. */
export function isLiveAtProvider(row: SubscriptionRow, now: Date): boolean {
  if (row.provider !== "stripe" && row.provider !== "local") return false;
  if (!row.provider_subscription_id || row.status === "canceled") return false;
  return row.current_period_end === null || new Date(row.current_period_end) > now;
}

/** The row's plan at the price it is billed at; a plan since deleted or unpriced is named at 0 (the provider keeps the price). */
async function priceOfRow(deps: Deps, row: SubscriptionRow): Promise<PlanPrice> {
  const currency = (row.currency ?? "USD") as BillingCurrency;
  if (row.plan_id !== null) {
    const plan = await findPlan(deps.db, row.plan_id).catch(() => null);
    if (plan && typeof plan.prices[currency] === "number") return priceOf(plan, currency);
  }
  const interval = row.interval === "year" ? "year" : "month";
  return { planId: row.plan_id ?? 0, name: row.plan_name, interval, currency, amount: 0, stripeProductId: null };
}

/**
 * Before a team is deleted: every subscription the provider could still charge it for is cancelled
 * there at once, and the cancellation applied here. When the provider refuses or cannot be reached,
 * or the subscription is held at a provider this server does not run, the deletion is refused, so a
 * deleted team is never left paying.
 */
export async function cancelTeamBilling(deps: Deps, team: { id: number }): Promise<void> {
  const now = deps.now();
  const live = (await listTeamSubscriptions(deps.db, team.id)).filter((row) => isLiveAtProvider(row, now));
  const elsewhere = live.find((row) => row.provider !== deps.billing.name);
  if (elsewhere) {
    const provider = elsewhere.provider === "stripe" ? "Stripe" : "local billing";
    throw new HttpError(409, { detail: said("billing.deleteElsewhere", { provider }) });
  }
  for (const row of live) {
    const ref = providerRef(row, await priceOfRow(deps, row));
    try {
      await applyChange(deps, await deps.billing.cancelNow(ref, now));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw new HttpError(502, { detail: said("billing.deleteRefused", { problem: error.message }) });
    }
  }
}
