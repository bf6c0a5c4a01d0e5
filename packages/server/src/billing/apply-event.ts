import type { BillingProviderName } from "@xa/core/billing/billing-contract";
import { billingCurrencyOf, type SubscriptionStatus } from "@xa/core/billing/plans";
import type { Db } from "../db/database.ts";
import { badRequest, said } from "../http/http-error.ts";
import { invoiceTax, invoiceTaxRate } from "./invoice-tax.ts";
import {
  checkoutSessionObject,
  HANDLED_EVENTS,
  type InvoiceObject,
  invoiceObject,
  type ProviderEvent,
  providerEvent,
  type SubscriptionObject,
  subscriptionObject,
} from "./provider-events.ts";
import { changeSubscription, teamOf } from "./subscription-state.ts";
import { signedAt, verifyDelivery } from "./webhook-signature.ts";

/** Stripe's subscription statuses as billing keeps them. */
const STATUS_OF: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  paused: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  incomplete: "incomplete",
};

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const taxRateJson = (rate: object | null) => (rate === null ? null : JSON.stringify(rate));
const digits = (text: string | undefined | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * Verifies and applies one webhook delivery; both providers' deliveries come here. Each event id is
 * applied once, in the transaction that records it; a delivery whose signature timestamp was already
 * seen for that event is a replay (400), while a redelivery (signed again) is answered as a duplicate.
 * Every change to a team's billing happens with the team's row locked, so parallel deliveries apply
 * one after another and a subscription is created once.
 */
export async function handleDelivery(
  db: Db,
  provider: { name: BillingProviderName; webhookSecret(): Promise<string> },
  payload: string,
  signature: string | undefined,
  now: Date,
  /** in-process deliveries (local billing's own) may be raised twice at once by two processes: never a replay */
  options: { inProcess?: boolean } = {},
): Promise<{ received: true; duplicate: boolean }> {
  // A delivery without a signature is refused before the secret is read (local billing makes it on first use).
  if (!signature || signedAt(signature) === null) throw badRequest(said("billing.signatureMissing"));
  const verified = verifyDelivery(payload, signature, await provider.webhookSecret(), now);
  const parsed = providerEvent.safeParse(verified);
  if (!parsed.success) throw badRequest(said("billing.payloadInvalid"));
  const event = parsed.data;
  const at = signedAt(signature);
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query(
      `INSERT INTO billing_events (provider, event_id, type, received_at, signed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider.name, event.id, event.type, now, at],
    );
    if (!fresh) {
      const [seen] = await tx.query<{ signed_at: string | null }>(
        "SELECT signed_at FROM billing_events WHERE provider = $1 AND event_id = $2",
        [provider.name, event.id],
      );
      if (!options.inProcess && seen && seen.signed_at !== null && Number(seen.signed_at) === at)
        throw badRequest(said("billing.replayed"));
      return { received: true as const, duplicate: true };
    }
    if ((HANDLED_EVENTS as readonly string[]).includes(event.type)) await applyEvent(tx, provider.name, event, now);
    return { received: true as const, duplicate: false };
  });
}

function readObject<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  v: unknown,
): T {
  const parsed = schema.safeParse(v);
  if (!parsed.success) throw badRequest(said("billing.payloadInvalid"));
  return parsed.data;
}

async function applyEvent(tx: Db, provider: BillingProviderName, event: ProviderEvent, now: Date): Promise<void> {
  const at = fromUnix(event.created);
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = readObject(checkoutSessionObject, object);
      const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      await tx.query("UPDATE checkout_sessions SET status = $2 WHERE id = $1 AND provider = $3", [
        session.id,
        paid ? "complete" : "open",
        provider,
      ]);
      if (!session.subscription || !session.customer) return;
      const teamId = await teamOf(tx, provider, session.metadata?.team_id, session.subscription, session.customer);
      if (teamId === null) return;
      await changeSubscription(tx, {
        provider,
        teamId,
        subscriptionId: session.subscription,
        customerId: session.customer,
        planId: digits(session.metadata?.plan_id),
        currency: session.metadata?.currency ?? null,
        state: { status: paid ? "active" : "incomplete", periodEnd: undefined, cancelAtPeriodEnd: undefined },
        at,
        now,
      });
      return;
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = readObject(checkoutSessionObject, object);
      await tx.query(
        "UPDATE checkout_sessions SET status = 'failed' WHERE id = $1 AND provider = $2 AND status = 'open'",
        [session.id, provider],
      );
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = readObject(subscriptionObject, object);
      await applySubscriptionObject(tx, provider, sub, event.type === "customer.subscription.deleted", at, now);
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = readObject(invoiceObject, object);
      await applyInvoice(tx, provider, invoice, event.type === "invoice.paid", at, now);
      return;
    }
  }
}

/** A subscription as the provider holds it (an event's, or the answer to an update), applied under the team's lock. */
export async function applySubscriptionObject(
  tx: Db,
  provider: BillingProviderName,
  sub: SubscriptionObject,
  deleted: boolean,
  at: Date,
  now: Date,
): Promise<void> {
  const teamId = await teamOf(tx, provider, sub.metadata?.team_id, sub.id, sub.customer);
  if (teamId === null) return;
  const itemEnds = (sub.items?.data ?? [])
    .map((i) => i.current_period_end)
    .filter((t): t is number => typeof t === "number");
  const periodEnd = itemEnds.length > 0 ? Math.max(...itemEnds) : (sub.current_period_end ?? null);
  await changeSubscription(tx, {
    provider,
    teamId,
    subscriptionId: sub.id,
    customerId: sub.customer,
    planId: digits(sub.metadata?.plan_id),
    currency: sub.currency ?? null,
    state: {
      status: deleted ? "canceled" : (STATUS_OF[sub.status] ?? "incomplete"),
      periodEnd: periodEnd === null ? undefined : fromUnix(periodEnd),
      cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
      // Absent: the object does not say (kept as it is); null: collected as usual again.
      pausedUntil:
        sub.pause_collection === undefined
          ? undefined
          : sub.pause_collection?.resumes_at
            ? fromUnix(sub.pause_collection.resumes_at)
            : null,
    },
    at,
    now,
  });
}

async function applyInvoice(
  tx: Db,
  provider: BillingProviderName,
  invoice: InvoiceObject,
  paid: boolean,
  at: Date,
  now: Date,
): Promise<void> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details?.subscription ?? null;
  const teamId = await teamOf(tx, provider, details?.metadata?.team_id, subscriptionId, invoice.customer ?? null);
  if (teamId === null) return;
  const starts = invoice.lines.data.flatMap((l) => (l.period ? [l.period.start] : []));
  const ends = invoice.lines.data.flatMap((l) => (l.period ? [l.period.end] : []));
  const periodStart = starts.length > 0 ? fromUnix(Math.min(...starts)) : null;
  const periodEnd = ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
  let rowId: number | null = null;
  if (subscriptionId && invoice.customer) {
    rowId = await changeSubscription(tx, {
      provider,
      teamId,
      subscriptionId,
      customerId: invoice.customer,
      planId: digits(details?.metadata?.plan_id),
      currency: invoice.currency,
      // A failed payment makes a running subscription past due; a first payment that fails leaves it incomplete.
      state: paid
        ? { status: "active", periodEnd: periodEnd ?? undefined, cancelAtPeriodEnd: undefined }
        : { status: "past_due", periodEnd: undefined, cancelAtPeriodEnd: undefined, onlyIfRunning: true },
      at,
      now,
    });
  }
  const currency = billingCurrencyOf(invoice.currency);
  if (!currency) return;
  const [team] = await tx.query<{ name: string; invoice_name: string; invoice_email: string; country: string }>(
    "SELECT name, invoice_name, invoice_email, country FROM teams WHERE id = $1",
    [teamId],
  );
  const lines = invoice.lines.data.map((l) => ({
    description: l.description ?? "",
    amount: l.amount,
    period_start: l.period ? fromUnix(l.period.start).toISOString() : null,
    period_end: l.period ? fromUnix(l.period.end).toISOString() : null,
  }));
  const tax = invoiceTax(invoice);
  // A paid invoice stays paid whatever arrives after it.
  await tx.query(
    `INSERT INTO invoices (team_id, subscription_id, provider, provider_invoice_id, number, status, currency,
       subtotal, tax, total, period_start, period_end, lines, billed_to, created_at, tax_rate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (provider, provider_invoice_id) DO UPDATE SET
       status = CASE WHEN invoices.status = 'paid' THEN 'paid' ELSE EXCLUDED.status END,
       subscription_id = coalesce(invoices.subscription_id, EXCLUDED.subscription_id)`,
    [
      teamId,
      rowId,
      provider,
      invoice.id,
      invoice.number ?? invoice.id,
      paid ? "paid" : "failed",
      currency,
      invoice.subtotal,
      tax,
      invoice.total,
      periodStart,
      periodEnd,
      JSON.stringify(lines),
      JSON.stringify({
        name: team?.invoice_name || team?.name || "",
        email: team?.invoice_email ?? "",
        country: team?.country ?? "",
      }),
      fromUnix(invoice.created),
      taxRateJson(invoiceTaxRate(invoice, provider)),
    ],
  );
}
