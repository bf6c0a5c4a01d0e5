import type { BillingProviderName } from "@xa/core/billing/billing-contract";
import type { BillingCurrency, PlanInterval } from "@xa/core/billing/plans";

/** A webhook delivery: the raw JSON of one event and its Stripe-Signature header. */
export type Delivery = { payload: string; signature: string };

/** What a provider is asked to sell: a plan at its price in one currency. */
export type PlanPrice = {
  planId: number;
  name: string;
  interval: PlanInterval;
  currency: BillingCurrency;
  /** minor units per interval */
  amount: number;
  stripeProductId: string | null;
};

/** A team as a provider's customer. */
export type BillingTeam = {
  id: number;
  slug: string;
  name: string;
  invoice_email: string;
  invoice_name: string;
  country: string;
};

/** A subscription the provider holds for a team. */
export type ProviderSubscription = {
  subscriptionId: string;
  customerId: string;
  teamId: number;
  planName: string;
  /** the plan it is on, at its price in the subscription's currency */
  price: PlanPrice;
  currentPeriodEnd: Date | null;
  /** kept as it is when another part of the subscription changes */
  cancelAtPeriodEnd: boolean;
  /** until when nothing is collected (a staff grant runs over it); null when collected as usual */
  pausedUntil: Date | null;
};

/**
 * What a provider answers a change with: events for the one webhook handler to apply (local billing
 * delivers them itself, signed), and the subscription as the provider now holds it (Stripe answers
 * its update with it), applied at once so the caller sees the change before the webhook comes.
 */
export type ProviderChange = { deliveries: Delivery[]; snapshot: unknown | null; productId?: string };

/**
 * A payment provider: Stripe, or local billing (test billing in our own database). Both speak Stripe's
 * event shapes and signature scheme, so one webhook handler serves both.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Stripe's publishable key; null for local billing */
  readonly publishableKey: string | null;
  /** true for local billing: no money moves, and every page says so */
  readonly testBilling: boolean;
  /** the secret webhook deliveries are signed with */
  webhookSecret(): Promise<string>;
  /** the team's customer at the provider, made on first use */
  ensureCustomer(team: BillingTeam, existing: string | null): Promise<string>;
  /** a checkout for a new subscription: its id and the URL the browser goes to */
  startCheckout(input: {
    team: BillingTeam;
    customerId: string;
    price: PlanPrice;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string; productId: string | null }>;
  /** moves a subscription to another plan, prorated as the provider computes it */
  changePlan(subscription: ProviderSubscription, price: PlanPrice, now: Date): Promise<ProviderChange>;
  /** cancels at the end of the current period */
  cancelAtPeriodEnd(subscription: ProviderSubscription, now: Date): Promise<ProviderChange>;
  /**
   * collects nothing until `resumesAt` (invoices voided, none charged), the subscription running on;
   * collection resumes by itself then
   */
  pauseCollection(subscription: ProviderSubscription, resumesAt: Date, now: Date): Promise<ProviderChange>;
  /** cancels at once, with no refund or final invoice (the team is being deleted) */
  cancelNow(subscription: ProviderSubscription, now: Date): Promise<ProviderChange>;
  /** a link to manage cards and invoices */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** A provider's refusal or failure, answered as 502 with its words. */
export class ProviderError extends Error {}
