import type { BillingSubscription, Invoice, LocalCheckout, Plan, TeamBilling } from "@xa/core/billing/billing-contract";

/** The catalogue as the migration seeds part of it: a segments plan, a pro plan and a premium one. */
export const PLANS: Plan[] = [
  {
    id: 1,
    name: "Team",
    interval: "month",
    prices: { USD: 4900, YEN: 7500 },
    features: ["audience_upload"],
    available: true,
    enterprise: false,
  },
  {
    id: 3,
    name: "Pro",
    interval: "month",
    prices: { USD: 14900, YEN: 22000 },
    features: ["audience_upload", "pro_toolkit"],
    available: true,
    enterprise: false,
  },
  {
    id: 4,
    name: "Premium suite",
    interval: "month",
    prices: { USD: 2900 },
    features: ["premium_suite"],
    available: true,
    enterprise: false,
  },
  {
    id: 9,
    name: "Legacy",
    interval: "year",
    prices: { USD: 100 },
    features: [],
    available: false,
    enterprise: false,
  },
];

/** Acme's subscription to Team, bought through local billing, unless the test says otherwise. */
export function testSubscription(over: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: 21,
    plan: { id: 1, name: "Team", features: ["audience_upload"], interval: "month" },
    provider: "local",
    status: "active",
    active: true,
    start: "2026-11-05T10:00:00.000Z",
    currency: "YEN",
    current_period_end: "2099-01-05T10:00:00.000Z",
    cancel_at_period_end: false,
    grant_reason: null,
    collection_paused_until: null,
    ...over,
  };
}

/** Acme's billing page as its admin reads it, with local billing. */
export function testTeamBilling(over: Partial<TeamBilling> = {}): TeamBilling {
  const current = over.current === undefined ? null : over.current;
  return {
    team: { id: 3, slug: "acme", name: "Acme" },
    provider: "local",
    test_billing: true,
    current,
    subscriptions: current ? [current] : [],
    missing_billing_details: [],
    can_manage: true,
    ...over,
  };
}

export function testInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    number: "LOCAL-0003-0001",
    provider: "local",
    status: "paid",
    currency: "YEN",
    subtotal: 7500,
    tax: 750,
    tax_rate: { percent: 10, kind: "consumption_tax", country: "JP" },
    total: 8250,
    period_start: "2026-11-05T10:00:00.000Z",
    period_end: "2026-12-05T10:00:00.000Z",
    lines: [{ description: "Team (1 × month)", amount: 7500, period_start: null, period_end: null }],
    created_at: "2026-11-05T10:00:00.000Z",
    ...over,
  };
}

/** An open local checkout of Team for Acme, returning to Acme's settings. */
export function testLocalCheckout(over: Partial<LocalCheckout> = {}): LocalCheckout {
  const [team] = PLANS;
  return {
    session: "cs_local_1",
    status: "open",
    team: { slug: "acme", name: "Acme" },
    plan: team as Plan,
    currency: "YEN",
    amount: 7500,
    test_billing: true,
    success_url: `${window.location.origin}/acme/team?checkout=success&session=cs_local_1`,
    cancel_url: `${window.location.origin}/acme/team?checkout=cancel`,
    ...over,
  };
}
