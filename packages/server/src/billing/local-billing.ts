import { randomBytes } from "node:crypto";
import { localTaxRate } from "@xa/core/billing/tax-rates";
import { resolveCountry } from "@xa/core/i18n/country-codes";
import type { Db } from "../db/database.ts";
import type { BillingProvider, Delivery, PlanPrice, ProviderSubscription } from "./billing-provider.ts";
import {
  checkoutCompleted,
  invoiceOf,
  type LocalLine,
  localEvent,
  localId,
  periodEnd,
  periodStart,
  subscriptionState,
} from "./local-events.ts";
import { signPayload } from "./webhook-signature.ts";

/** Where the app's own checkout page is: the web app shows it, labelled as test billing. */
export const LOCAL_CHECKOUT_PAGE = "/billing/local-checkout/";

/** Local billing's provider, plus what its checkout page does (pay or decline with the test card). */
export type LocalBilling = BillingProvider & {
  /** the signed events of paying (or declining) a checkout, for the webhook handler */
  settleCheckout(
    session: { id: string; teamId: number; customerId: string },
    price: PlanPrice,
    paid: boolean,
    now: Date,
  ): Promise<Delivery[]>;
  /**
   * The signed events of a period's end, as Stripe raises them: the next period invoiced and paid (no
   * invoice while collection is paused), or, when cancelled at period end, the subscription deleted.
   * Their ids derive from the subscription and the period, so two server processes raising them apply
   * them once.
   */
  endPeriod(subscription: ProviderSubscription, cancel: boolean, now: Date): Promise<Delivery[]>;
  /** The signed event of a pause's end within a period: collected as usual again. */
  resumeCollection(subscription: ProviderSubscription, now: Date): Promise<Delivery[]>;
};

/**
 * Local billing: test billing kept in our database. Nothing is charged; its checkout page says so.
 * It raises the same events Stripe would, signed with a secret kept in the database (so every server
 * process shares it), and hands them to the same webhook handler.
 */
export function createLocalBilling({ db, publicUrl }: { db: Db; publicUrl: string }): LocalBilling {
  let secret: string | null = null;
  const webhookSecret = async () => {
    if (secret) return secret;
    await db.query(
      "INSERT INTO billing_settings (key, value) VALUES ('local_webhook_secret', $1) ON CONFLICT DO NOTHING",
      [`whsec_local_${randomBytes(24).toString("hex")}`],
    );
    const [row] = await db.query<{ value: string }>(
      "SELECT value FROM billing_settings WHERE key = 'local_webhook_secret'",
    );
    secret = (row as { value: string }).value;
    return secret;
  };
  const sign = async (payloads: string[], now: Date): Promise<Delivery[]> => {
    const key = await webhookSecret();
    return payloads.map((payload) => ({ payload, signature: signPayload(payload, key, now) }));
  };
  const nextNumber = async (teamId: number) => {
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int + 1 AS n FROM invoices WHERE team_id = $1 AND provider = 'local'",
      [teamId],
    );
    return `LOCAL-${String(teamId).padStart(4, "0")}-${String(row?.n ?? 1).padStart(4, "0")}`;
  };
  // The team's billing country as it is when the invoice is made.
  const taxOf = async (teamId: number) => {
    const [team] = await db.query<{ country: string }>("SELECT country FROM teams WHERE id = $1", [teamId]);
    return localTaxRate(resolveCountry(team?.country ?? ""));
  };
  const refOf = (s: ProviderSubscription) => ({
    teamId: s.teamId,
    subscriptionId: s.subscriptionId,
    customerId: s.customerId,
  });
  const planLine = (price: PlanPrice) => `${price.name} (1 × ${price.interval === "month" ? "month" : "year"})`;

  return {
    name: "local",
    publishableKey: null,
    testBilling: true,
    webhookSecret,
    async ensureCustomer(_team, existing) {
      return existing ?? localId("cus");
    },
    async startCheckout() {
      const id = localId("cs");
      return { id, url: `${publicUrl}${LOCAL_CHECKOUT_PAGE}${id}`, productId: null };
    },
    async settleCheckout(session, price, paid, now) {
      const ref = { teamId: session.teamId, customerId: session.customerId, subscriptionId: localId("sub") };
      if (!paid) {
        // A declined card ends the checkout; no subscription is made (as at Stripe Checkout).
        const failed = { ...checkoutCompleted(session.id, ref, price, false), status: "expired" };
        return sign([localEvent("checkout.session.async_payment_failed", failed, now)], now);
      }
      const end = periodEnd(now, price.interval);
      const lines: LocalLine[] = [{ description: planLine(price), amount: price.amount, start: now, end }];
      return sign(
        [
          localEvent("checkout.session.completed", checkoutCompleted(session.id, ref, price, true), now),
          localEvent(
            "invoice.paid",
            invoiceOf(ref, price, await nextNumber(session.teamId), lines, await taxOf(session.teamId), now),
            now,
          ),
          localEvent(
            "customer.subscription.updated",
            subscriptionState(ref, price, { status: "active", end, cancelAtPeriodEnd: false }),
            now,
          ),
        ],
        now,
      );
    },
    async changePlan(subscription, price, now) {
      const ref = refOf(subscription);
      const was = subscription.price;
      const oldEnd = subscription.currentPeriodEnd ?? periodEnd(now, was.interval);
      const oldStart = periodStart(oldEnd, was.interval);
      // Prorated as Stripe does by default: a credit for the old plan's unused time and a charge for
      // the new plan's remaining time; a change of interval starts a new period, charged in full.
      const left = Math.max(0, oldEnd.getTime() - now.getTime());
      const share = left / (oldEnd.getTime() - oldStart.getTime());
      const sameInterval = was.interval === price.interval;
      const end = sameInterval ? oldEnd : periodEnd(now, price.interval);
      const lines: LocalLine[] = [
        {
          description: `Unused time on ${planLine(was)}`,
          amount: -Math.round(was.amount * share),
          start: now,
          end: oldEnd,
        },
        {
          description: `Remaining time on ${planLine(price)}`,
          amount: sameInterval ? Math.round(price.amount * share) : price.amount,
          start: now,
          end,
        },
      ];
      const payloads = [
        localEvent(
          "customer.subscription.updated",
          subscriptionState(ref, price, { status: "active", end, cancelAtPeriodEnd: false }),
          now,
        ),
        localEvent(
          "invoice.paid",
          invoiceOf(ref, price, await nextNumber(subscription.teamId), lines, await taxOf(subscription.teamId), now),
          now,
        ),
      ];
      return { deliveries: await sign(payloads, now), snapshot: null };
    },
    async cancelAtPeriodEnd(subscription, now) {
      const end = subscription.currentPeriodEnd ?? now;
      const state = subscriptionState(refOf(subscription), subscription.price, {
        status: "active",
        end,
        cancelAtPeriodEnd: true,
      });
      return { deliveries: await sign([localEvent("customer.subscription.updated", state, now)], now), snapshot: null };
    },
    async pauseCollection(subscription, resumesAt, now) {
      const state = subscriptionState(refOf(subscription), subscription.price, {
        status: "active",
        end: subscription.currentPeriodEnd ?? now,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        pausedUntil: resumesAt,
      });
      return { deliveries: await sign([localEvent("customer.subscription.updated", state, now)], now), snapshot: null };
    },
    async resumeCollection(subscription, now) {
      const resumed = subscription.pausedUntil ?? now;
      const state = subscriptionState(refOf(subscription), subscription.price, {
        status: "active",
        end: subscription.currentPeriodEnd ?? now,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        pausedUntil: null,
      });
      const id = `evt_local_resume_${subscription.subscriptionId}_${Math.floor(resumed.getTime() / 1000)}`;
      return sign([localEvent("customer.subscription.updated", state, now, id)], now);
    },
    async cancelNow(subscription, now) {
      const state = subscriptionState(refOf(subscription), subscription.price, {
        status: "canceled",
        end: now,
        cancelAtPeriodEnd: false,
      });
      return { deliveries: await sign([localEvent("customer.subscription.deleted", state, now)], now), snapshot: null };
    },
    async endPeriod(subscription, cancel, now) {
      const ref = refOf(subscription);
      const price = subscription.price;
      const ended = subscription.currentPeriodEnd ?? now;
      const once = `${subscription.subscriptionId}_${Math.floor(ended.getTime() / 1000)}`;
      if (cancel) {
        const state = subscriptionState(ref, price, { status: "canceled", end: ended, cancelAtPeriodEnd: true });
        return sign([localEvent("customer.subscription.deleted", state, now, `evt_local_end_${once}`)], now);
      }
      const end = periodEnd(ended, price.interval);
      const paused = subscription.pausedUntil;
      if (paused && paused > ended) {
        // Renewed while a grant runs over it: the period moves on, nothing is invoiced or charged.
        const state = subscriptionState(ref, price, {
          status: "active",
          end,
          cancelAtPeriodEnd: false,
          pausedUntil: paused,
        });
        return sign([localEvent("customer.subscription.updated", state, now, `evt_local_renew_${once}`)], now);
      }
      const lines: LocalLine[] = [{ description: planLine(price), amount: price.amount, start: ended, end }];
      const number = await nextNumber(subscription.teamId);
      const invoice = invoiceOf(ref, price, number, lines, await taxOf(subscription.teamId), now, `in_local_${once}`);
      const state = subscriptionState(ref, price, {
        status: "active",
        end,
        cancelAtPeriodEnd: false,
        ...(paused ? { pausedUntil: null } : {}),
      });
      return sign(
        [
          localEvent("invoice.paid", invoice, now, `evt_local_paid_${once}`),
          localEvent("customer.subscription.updated", state, now, `evt_local_renew_${once}`),
        ],
        now,
      );
    },
    async portalUrl(_customerId, returnUrl) {
      // Local billing keeps no cards: the team's own billing page is all there is to manage.
      return returnUrl;
    },
  };
}
