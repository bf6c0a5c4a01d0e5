import { z } from "zod";

/**
 * The parts of Stripe's event shapes billing reads (API version 2025 and later: a subscription's period
 * is on its items, an invoice names its subscription under `parent`). Local billing builds the same.
 */
const metadata = z.record(z.string(), z.string()).nullish();
const unixTime = z.number().int().min(0).max(32_503_680_000);

export const checkoutSessionObject = z.object({
  object: z.literal("checkout.session"),
  id: z.string().min(1).max(255),
  customer: z.string().max(255).nullish(),
  subscription: z.string().max(255).nullish(),
  payment_status: z.string().nullish(),
  metadata,
});

export const subscriptionObject = z.object({
  object: z.literal("subscription"),
  id: z.string().min(1).max(255),
  customer: z.string().max(255),
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: unixTime.nullish(),
  currency: z.string().nullish(),
  metadata,
  // Set while the provider collects nothing (voided invoices) until resumes_at; null once resumed.
  pause_collection: z.object({ behavior: z.string().max(50), resumes_at: unixTime.nullish() }).nullish(),
  items: z
    .object({ data: z.array(z.object({ id: z.string().nullish(), current_period_end: unixTime.nullish() })) })
    .nullish(),
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

export const invoiceObject = z.object({
  object: z.literal("invoice"),
  id: z.string().min(1).max(255),
  number: z.string().max(255).nullish(),
  customer: z.string().max(255).nullish(),
  currency: z.string(),
  subtotal: z.number().int(),
  total: z.number().int(),
  total_excluding_tax: z.number().int().nullish(),
  // Tax as Stripe has written it over its API versions: a sum, the amounts per rate (a rate's id, or
  // the rate itself where expanded, as local billing sends it), or the taxes of 2025 and later.
  tax: z.number().int().nullish(),
  total_tax_amounts: z
    .array(
      z.object({
        amount: z.number().int(),
        tax_rate: z
          .union([
            z.string(),
            z.object({
              percentage: z.number().min(0).max(100).nullish(),
              country: z.string().max(2).nullish(),
              tax_type: z.string().max(50).nullish(),
            }),
          ])
          .nullish(),
      }),
    )
    .nullish(),
  total_taxes: z.array(z.object({ amount: z.number().int() })).nullish(),
  created: unixTime,
  lines: z.object({
    data: z.array(
      z.object({
        description: z.string().max(1000).nullish(),
        amount: z.number().int(),
        period: z.object({ start: unixTime, end: unixTime }).nullish(),
      }),
    ),
  }),
  parent: z
    .object({ subscription_details: z.object({ subscription: z.string().nullish(), metadata }).nullish() })
    .nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObject>;

/** An event as delivered: id, type, when the provider made it, and its object. */
export const providerEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  created: unixTime,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof providerEvent>;

/** The events billing acts on; any other type is recorded and answered 200, as Stripe expects. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
