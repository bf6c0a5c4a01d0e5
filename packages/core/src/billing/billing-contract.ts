import { z } from "zod";
import { LANGUAGES } from "../auth/languages.ts";
import { enumField, textField } from "../contract/fields.ts";
import { INT4_MAX, serialIdParam, slugOrSerialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import {
  BILLING_CURRENCIES,
  type BillingCurrency,
  PLAN_FEATURES,
  PLAN_INTERVALS,
  SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from "./plans.ts";
import { taxRate } from "./tax-rates.ts";

const MAX_PRICE = 100_000_000_000;

/** A price list: minor units (cents, yen) per currency of the spec's list. */
export const planPrices = z
  .partialRecord(
    z.enum(BILLING_CURRENCIES, { error: `prices: currencies are ${BILLING_CURRENCIES.join(", ")}` }),
    z
      .number({ error: "prices: each price is a whole number of minor units (cents, yen)" })
      .int({ error: "prices: each price is a whole number of minor units (cents, yen)" })
      .min(1, { error: "prices: each price must be more than 0" })
      .max(MAX_PRICE, { error: `prices: each price must be at most ${MAX_PRICE}` }),
  )
  .refine((prices) => Object.keys(prices).length > 0, { error: "Prices is required" });
export type PlanPrices = Partial<Record<BillingCurrency, number>>;

/** A plan of the catalogue: what it costs per interval in each currency and the features it opens. */
export const plan = z.object({
  id: z.number().int(),
  name: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  prices: z.partialRecord(z.enum(BILLING_CURRENCIES), z.number().int()),
  features: z.array(z.enum(PLAN_FEATURES)),
  /** false: kept for the teams on it, no longer sold */
  available: z.boolean(),
  /** a plan whose name contains 'enterprise' is enterprise */
  enterprise: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const createPlanSchema = z.object({
  name: textField("name", { max: 100 }),
  interval: enumField("interval", PLAN_INTERVALS),
  prices: planPrices,
  features: z.array(enumField("features", PLAN_FEATURES)).max(PLAN_FEATURES.length).default([]),
  available: z.boolean({ error: "Available must be true or false" }).default(true),
});
export type CreatePlan = z.input<typeof createPlanSchema>;
export const updatePlanSchema = createPlanSchema.partial();
export type UpdatePlan = z.input<typeof updatePlanSchema>;

/** A team's subscription with what billing knows of it. */
export const billingSubscription = z.object({
  id: z.number().int(),
  plan: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    features: z.array(z.enum(PLAN_FEATURES)),
    interval: z.enum(PLAN_INTERVALS).nullable(),
  }),
  provider: z.enum(SUBSCRIPTION_PROVIDERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** whether it opens its plan's features now (active, and its period not over) */
  active: z.boolean(),
  start: z.string(),
  currency: z.enum(BILLING_CURRENCIES).nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** set when staff granted it by hand: why, as they wrote it */
  grant_reason: z.string().nullable(),
  /** a bought plan the provider collects nothing for until then, while a staff grant runs over it */
  collection_paused_until: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscription>;

/** The billing details fields; all three are needed before checkout. */
export const BILLING_DETAIL_FIELDS = ["invoice_email", "country", "invoice_name"] as const;
export type BillingDetailField = (typeof BILLING_DETAIL_FIELDS)[number];

/** Which payment provider serves checkout: Stripe, or local billing (test billing, no money moves). */
export const BILLING_PROVIDERS = ["stripe", "local"] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** A team's billing page: its current subscription and history, and whether checkout can start. */
export const teamBilling = z.object({
  team: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  provider: z.enum(BILLING_PROVIDERS),
  /** true with local billing: the page says payments are test payments */
  test_billing: z.boolean(),
  current: billingSubscription.nullable(),
  subscriptions: z.array(billingSubscription),
  missing_billing_details: z.array(z.enum(BILLING_DETAIL_FIELDS)),
  can_manage: z.boolean(),
});
export type TeamBilling = z.infer<typeof teamBilling>;

const teamField = z
  .string({ error: "Team is required" })
  .min(1, { error: "Team is required" })
  .max(100, { error: "Team must be less than 100 characters" });
const planIdField = z
  .number({ error: "plan must be a plan's id" })
  .int({ error: "plan must be a plan's id" })
  .min(1, { error: "plan must be a plan's id" })
  .max(INT4_MAX, { error: "plan must be a plan's id" });

export const checkoutSchema = z.object({
  team: teamField,
  plan: planIdField,
  currency: enumField("currency", BILLING_CURRENCIES),
});
export type CheckoutRequest = z.input<typeof checkoutSchema>;

/** Where the browser goes to pay: Stripe Checkout, or the app's own local checkout page. */
export const checkoutResult = z.object({ url: z.string(), provider: z.enum(BILLING_PROVIDERS), session: z.string() });
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const upgradeSchema = z.object({ team: teamField, plan: planIdField });
export const teamBodySchema = z.object({ team: teamField });

export const cancelResult = z.object({ subscription: billingSubscription, effective_date: z.string() });
export type CancelResult = z.infer<typeof cancelResult>;

export const publicKey = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  /** Stripe's publishable key; null with local billing */
  public_key: z.string().nullable(),
  test_billing: z.boolean(),
});

/** A local checkout as its page shows it (local billing only). */
export const localCheckout = z.object({
  session: z.string(),
  status: z.enum(["open", "complete", "failed"]),
  team: z.object({ slug: z.string(), name: z.string() }),
  plan: plan,
  currency: z.enum(BILLING_CURRENCIES),
  amount: z.number().int(),
  /** always true: local billing charges no card */
  test_billing: z.literal(true),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type LocalCheckout = z.infer<typeof localCheckout>;

/** One line of an invoice, amounts in the invoice currency's minor units. */
export const invoiceLine = z.object({
  description: z.string(),
  amount: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export const invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  provider: z.enum(BILLING_PROVIDERS),
  status: z.enum(["paid", "open", "failed"]),
  currency: z.enum(BILLING_CURRENCIES),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** the rate `tax` was charged at; null when the provider named none */
  tax_rate: taxRate.nullable(),
  total: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  lines: z.array(invoiceLine),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

export const invoicePdf = z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ description: "A PDF document" });

export const grantSchema = z.object({
  plan: planIdField,
  until: z.iso.datetime({ offset: true, error: "until must be a date and time (ISO 8601)" }),
  reason: textField("reason", { max: 500 }),
});
export type GrantRequest = z.input<typeof grantSchema>;

/** Every team's current subscription, for staff. */
export const staffSubscriptionRow = z.object({
  team: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  current: billingSubscription.nullable(),
});

const tags = ["billing"];
/** The team a billing read is about, by slug or id. */
export const teamQuery = z.object({ team: teamField });
const sessionParams = z.object({ session: z.string().max(200) });

/**
 * Plans, subscriptions, checkout and invoices. A team's billing is visible to its members and a 404
 * to anyone else; buying, changing and cancelling are its admins'; plans and grants are staff's.
 */
export const billingContract = {
  listPlans: operation({
    method: "GET",
    path: "/api/customer/plans/",
    summary: "The plan catalogue (anyone signed in; staff also see plans no longer sold)",
    tags,
    status: 200,
    response: z.array(plan),
    errors: [403],
  }),
  createPlan: operation({
    method: "POST",
    path: "/api/customer/plans/",
    summary: "Add a plan to the catalogue (staff)",
    tags,
    body: createPlanSchema,
    status: 201,
    response: plan,
    errors: [400, 403],
  }),
  updatePlan: operation({
    method: "PATCH",
    path: "/api/customer/plans/:plan/",
    summary: "Change a plan (staff); teams already on it keep what they bought until they change",
    tags,
    params: z.object({ plan: serialIdParam }),
    body: updatePlanSchema,
    status: 200,
    response: plan,
    errors: [400, 403, 404],
  }),
  teamBilling: operation({
    method: "GET",
    path: "/api/customer/subscriptions/",
    summary: "A team's subscriptions, the current one first, and what checkout still needs (members)",
    tags,
    query: teamQuery,
    status: 200,
    response: teamBilling,
    errors: [400, 403, 404],
  }),
  checkout: operation({
    method: "POST",
    path: "/api/customer/subscriptions/checkout/",
    summary: "Start buying a plan (team admins): answers where to pay, Stripe Checkout or local checkout",
    tags,
    body: checkoutSchema,
    status: 201,
    response: checkoutResult,
    errors: [400, 403, 404, 409, 502],
  }),
  upgrade: operation({
    method: "POST",
    path: "/api/customer/subscriptions/upgrade/",
    summary: "Move the current subscription to another plan (team admins), prorated as the provider computes it",
    tags,
    body: upgradeSchema,
    status: 200,
    response: billingSubscription,
    errors: [400, 403, 404, 409, 502],
  }),
  cancel: operation({
    method: "POST",
    path: "/api/customer/subscriptions/cancel/",
    summary: "Cancel the current subscription at the end of its period (team admins); answers the effective date",
    tags,
    body: teamBodySchema,
    status: 200,
    response: cancelResult,
    errors: [400, 403, 404, 409, 502],
  }),
  publicKey: operation({
    method: "GET",
    path: "/api/customer/subscriptions/public_key/",
    summary: "Which provider takes payments and its publishable key",
    tags,
    status: 200,
    response: publicKey,
    errors: [],
  }),
  portal: operation({
    method: "POST",
    path: "/api/customer/subscriptions/portal/",
    summary: "A link to manage cards and invoices at the provider (team admins)",
    tags,
    body: teamBodySchema,
    status: 200,
    response: z.object({ url: z.string() }),
    errors: [400, 403, 404, 409, 502],
  }),
  webhook: operation({
    method: "POST",
    path: "/api/customer/webhook/",
    summary: "The provider's signed events (Stripe's signature scheme); unsigned, stale or replayed payloads are 400",
    tags,
    status: 200,
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
    errors: [400],
  }),
  localCheckout: operation({
    method: "GET",
    path: "/api/customer/local-checkout/:session/",
    summary: "A local checkout for its page (local billing; the admin who started it)",
    tags,
    params: sessionParams,
    status: 200,
    response: localCheckout,
    errors: [403, 404],
  }),
  completeLocalCheckout: operation({
    method: "POST",
    path: "/api/customer/local-checkout/:session/complete/",
    summary: "Pay a local checkout with the test card: delivers the signed events a real payment would",
    tags,
    params: sessionParams,
    status: 200,
    response: localCheckout,
    errors: [403, 404, 409],
  }),
  failLocalCheckout: operation({
    method: "POST",
    path: "/api/customer/local-checkout/:session/fail/",
    summary: "Decline a local checkout's payment: delivers the signed events a declined card would",
    tags,
    params: sessionParams,
    status: 200,
    response: localCheckout,
    errors: [403, 404, 409],
  }),
  listInvoices: operation({
    method: "GET",
    path: "/api/customer/invoices/",
    summary: "A team's invoices, newest first (members)",
    tags,
    query: teamQuery,
    status: 200,
    response: z.array(invoice),
    errors: [400, 403, 404],
  }),
  invoicePdf: operation({
    method: "GET",
    path: "/api/customer/invoices/:invoice/pdf/",
    summary: "An invoice as a PDF in English or Japanese (members of its team)",
    tags,
    params: z.object({ invoice: serialIdParam }),
    query: z.object({ language: z.enum(LANGUAGES, { error: "language must be en or ja" }).optional() }),
    status: 200,
    response: invoicePdf,
    errors: [400, 403, 404],
  }),
  staffSubscriptions: operation({
    method: "GET",
    path: "/api/staff/subscriptions/",
    summary: "Every team's current subscription, by team name (staff)",
    tags,
    status: 200,
    response: z.array(staffSubscriptionRow),
    errors: [403],
  }),
  grantSubscription: operation({
    method: "POST",
    path: "/api/staff/teams/:team/grants/",
    summary:
      "Grant or extend a team's plan by hand until a date, with a reason kept (staff); a plan the team bought is paused at its provider until then",
    tags,
    params: z.object({ team: slugOrSerialIdParam }),
    body: grantSchema,
    status: 201,
    response: billingSubscription,
    errors: [400, 403, 404, 502],
  }),
};
