import { randomBytes } from "node:crypto";
import { isoCurrency } from "@xa/core/billing/plans";
import { type TaxRate, taxOn } from "@xa/core/billing/tax-rates";
import type { PlanPrice } from "./billing-provider.ts";

/**
 * Local billing's events, in Stripe's shapes (the parts billing reads), so the one webhook handler
 * applies them as it applies Stripe's.
 */
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

/** An event as delivered; `id` is given when the event must be raised once whoever raises it (renewals). */
export function localEvent(type: string, object: object, now: Date, id = localId("evt")): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: unix(now),
    livemode: false,
    data: { object },
  });
}

type SubscriptionRef = { teamId: number; subscriptionId: string; customerId: string };

const metadataOf = (ref: SubscriptionRef, price: PlanPrice) => ({
  team_id: String(ref.teamId),
  plan_id: String(price.planId),
  currency: price.currency,
});

/** The end of a period of `interval` from `start`. */
export function periodEnd(start: Date, interval: "month" | "year"): Date {
  const end = new Date(start);
  if (interval === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The start of the period of `interval` that ends at `end`. */
export function periodStart(end: Date, interval: "month" | "year"): Date {
  const start = new Date(end);
  if (interval === "month") start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

export function checkoutCompleted(
  sessionId: string,
  ref: SubscriptionRef,
  price: PlanPrice,
  paid: boolean,
): Record<string, unknown> {
  return {
    object: "checkout.session",
    id: sessionId,
    mode: "subscription",
    customer: ref.customerId,
    subscription: paid ? ref.subscriptionId : null,
    payment_status: paid ? "paid" : "unpaid",
    metadata: metadataOf(ref, price),
  };
}

export function subscriptionState(
  ref: SubscriptionRef,
  price: PlanPrice,
  state: { status: string; end: Date; cancelAtPeriodEnd: boolean; pausedUntil?: Date | null },
): Record<string, unknown> {
  // Stated only when it changes, so an event about something else keeps a pause as it is.
  const pause =
    state.pausedUntil === undefined
      ? {}
      : {
          pause_collection:
            state.pausedUntil === null ? null : { behavior: "void", resumes_at: unix(state.pausedUntil) },
        };
  return {
    object: "subscription",
    id: ref.subscriptionId,
    customer: ref.customerId,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    currency: isoCurrency(price.currency).toLowerCase(),
    metadata: metadataOf(ref, price),
    ...pause,
    items: { data: [{ id: `${ref.subscriptionId}_item`, current_period_end: unix(state.end) }] },
  };
}

export type LocalLine = { description: string; amount: number; start: Date; end: Date };

/** The rate in Stripe's tax rate shape, as an expanded `total_tax_amounts[].tax_rate`. */
function stripeTaxRate(rate: TaxRate): Record<string, unknown> {
  const type = rate.kind === "consumption_tax" ? "jct" : rate.kind === "vat" ? "vat" : null;
  return {
    id: `txr_local_${rate.country ?? "none"}_${rate.percent}`,
    object: "tax_rate",
    country: rate.country,
    percentage: rate.percent,
    tax_type: type,
    inclusive: false,
  };
}

export function invoiceOf(
  ref: SubscriptionRef,
  price: PlanPrice,
  number: string,
  lines: LocalLine[],
  rate: TaxRate,
  now: Date,
  id = localId("in"),
): Record<string, unknown> {
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  // Tax on the invoice's net amount at the customer's country's stated rate (core's table).
  const tax = taxOn(subtotal, rate.percent);
  return {
    object: "invoice",
    id,
    number,
    customer: ref.customerId,
    currency: isoCurrency(price.currency).toLowerCase(),
    subtotal,
    tax,
    total_tax_amounts: [{ amount: tax, inclusive: false, tax_rate: stripeTaxRate(rate) }],
    total_excluding_tax: subtotal,
    total: subtotal + tax,
    created: unix(now),
    lines: {
      data: lines.map((l) => ({
        description: l.description,
        amount: l.amount,
        period: { start: unix(l.start), end: unix(l.end) },
      })),
    },
    parent: { subscription_details: { subscription: ref.subscriptionId, metadata: metadataOf(ref, price) } },
  };
}
