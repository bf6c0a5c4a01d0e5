import { isoCurrency } from "@xa/core/billing/plans";
import { resolveCountry } from "@xa/core/i18n/country-codes";
import Stripe from "stripe";
import type { StripeConfig } from "../config.ts";
import { type BillingProvider, type PlanPrice, ProviderError } from "./billing-provider.ts";

/** Where the client sends its requests; tests point it at a loopback server of recorded responses. */
export type StripeEndpoint = { host: string; port: number; protocol: "http" | "https" };

/** Stripe's errors carry a message meant for the developer; anything else is a network failure. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ProviderError(message);
  }
}

const metadataOf = (teamId: number, price: PlanPrice) => ({
  team_id: String(teamId),
  plan_id: String(price.planId),
  currency: price.currency,
});

/** A recurring price of the plan's product, made inline with each checkout or change (no price objects to keep in step). */
const priceData = (price: PlanPrice, product: string) => ({
  currency: isoCurrency(price.currency).toLowerCase(),
  unit_amount: price.amount,
  recurring: { interval: price.interval },
  product,
});

/**
 * Stripe through its official client: Checkout Sessions for new subscriptions, subscription updates
 * for plan changes (Stripe prorates), cancellation at period end, the Billing Portal for cards and
 * invoices. The outcome of each arrives as signed webhook events; updates also answer the subscription.
 */
export function createStripeBilling(config: StripeConfig, endpoint?: StripeEndpoint): BillingProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(endpoint ?? {}),
  });
  const productOf = async (price: PlanPrice) =>
    price.stripeProductId ??
    (await call(() => stripe.products.create({ name: price.name, metadata: { plan_id: String(price.planId) } }))).id;

  return {
    name: "stripe",
    publishableKey: config.publishableKey,
    testBilling: config.secretKey.startsWith("sk_test_") || config.secretKey.startsWith("rk_test_"),
    async webhookSecret() {
      return config.webhookSecret;
    },
    async ensureCustomer(team, existing) {
      // The invoice name and the country as an address are what Stripe prints on invoices and computes
      // tax from; a known customer is brought up to date, as the details may have changed since.
      const country = resolveCountry(team.country);
      const details = {
        name: team.invoice_name || team.name,
        email: team.invoice_email,
        ...(country ? { address: { country } } : {}),
      };
      if (existing) return (await call(() => stripe.customers.update(existing, details))).id;
      const customer = await call(() =>
        stripe.customers.create({
          ...details,
          metadata: { team_id: String(team.id), team_slug: team.slug, country: team.country },
        }),
      );
      return customer.id;
    },
    async startCheckout({ team, customerId, price, successUrl, cancelUrl }) {
      const product = await productOf(price);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: String(team.id),
          line_items: [{ quantity: 1, price_data: priceData(price, product) }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: metadataOf(team.id, price),
          subscription_data: { metadata: metadataOf(team.id, price) },
        }),
      );
      if (!session.url) throw new ProviderError("Stripe answered a checkout session without a URL");
      return { id: session.id, url: session.url, productId: product };
    },
    async changePlan(subscription, price) {
      const product = await productOf(price);
      const current = await call(() => stripe.subscriptions.retrieve(subscription.subscriptionId));
      const item = current.items.data[0];
      if (!item) throw new ProviderError(`Stripe's subscription ${subscription.subscriptionId} has no item to change`);
      const updated = await call(() =>
        stripe.subscriptions.update(subscription.subscriptionId, {
          items: [{ id: item.id, price_data: priceData(price, product) }],
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
          metadata: metadataOf(subscription.teamId, price),
        }),
      );
      return { deliveries: [], snapshot: updated, productId: product };
    },
    async cancelAtPeriodEnd(subscription) {
      const updated = await call(() =>
        stripe.subscriptions.update(subscription.subscriptionId, { cancel_at_period_end: true }),
      );
      return { deliveries: [], snapshot: updated };
    },
    async pauseCollection(subscription, resumesAt) {
      const paused = await call(() =>
        stripe.subscriptions.update(subscription.subscriptionId, {
          pause_collection: { behavior: "void", resumes_at: Math.floor(resumesAt.getTime() / 1000) },
        }),
      );
      return { deliveries: [], snapshot: paused };
    },
    async cancelNow(subscription) {
      const canceled = await call(() => stripe.subscriptions.cancel(subscription.subscriptionId));
      return { deliveries: [], snapshot: canceled };
    },
    async portalUrl(customerId, returnUrl) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}
