import type { BillingCurrency } from "@xa/core/billing/plans";
import type { Deps } from "../deps.ts";
import { priceOf } from "./billing-operations.ts";
import type { PlanPrice } from "./billing-provider.ts";
import { findPlan } from "./plan-queries.ts";
import type { SubscriptionRow } from "./subscription-rows.ts";

/** A subscription the provider may still charge: not ended there, its period not over. */
export function isLiveAtProvider(row: SubscriptionRow, now: Date): boolean {
  if (row.provider !== "stripe" && row.provider !== "local") return false;
  if (!row.provider_subscription_id || row.status === "canceled") return false;
  return row.current_period_end === null || new Date(row.current_period_end) > now;
}

/** The row's plan at the price it is billed at; a plan since deleted or unpriced is named at 0 (the provider keeps the price). */
export async function priceOfRow(deps: Deps, row: SubscriptionRow): Promise<PlanPrice> {
  const currency = (row.currency ?? "USD") as BillingCurrency;
  if (row.plan_id !== null) {
    const plan = await findPlan(deps.db, row.plan_id).catch(() => null);
    if (plan && typeof plan.prices[currency] === "number") return priceOf(plan, currency);
  }
  const interval = row.interval === "year" ? "year" : "month";
  return { planId: row.plan_id ?? 0, name: row.plan_name, interval, currency, amount: 0, stripeProductId: null };
}
