import { missingBillingDetails, type Team } from "@xa/core";
import type { BillingProviderName, CancelResult, CheckoutResult } from "@xa/core/billing/billing-contract";
import { BILLING_FIELD_NAMES, requiredFieldText } from "@xa/core/billing/billing-texts";
import type { BillingCurrency } from "@xa/core/billing/plans";
import type { Deps } from "../deps.ts";
import { badRequest, HttpError, type LocalizedDetail, said } from "../http/http-error.ts";
import { applySubscriptionObject, handleDelivery } from "./apply-event.ts";
import {
  type BillingTeam,
  type PlanPrice,
  type ProviderChange,
  ProviderError,
  type ProviderSubscription,
} from "./billing-provider.ts";
import { isLiveAtProvider } from "./live-purchases.ts";
import { findPlan, type PlanRow } from "./plan-queries.ts";
import { subscriptionObject } from "./provider-events.ts";
import {
  findRunningProviderSubscription,
  findSubscriptionRow,
  listTeamSubscriptions,
  type SubscriptionRow,
} from "./subscription-rows.ts";

const conflict = (detail: LocalizedDetail) => new HttpError(409, { detail });

/** A provider failure as the caller sees it: 502, in the provider's words. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError)
      throw new HttpError(502, { detail: said("billing.providerFailed", { problem: error.message }) });
    throw error;
  }
}

/** The plan at its price in `currency`, or a 400 saying which currencies it has. */
export function priceOf(plan: PlanRow, currency: BillingCurrency): PlanPrice {
  const amount = plan.prices[currency];
  if (typeof amount !== "number") {
    const currencies = Object.keys(plan.prices).join(", ");
    throw badRequest(said("billing.noPriceIn", { name: plan.name, currency, currencies }));
  }
  const interval = plan.interval === "year" ? "year" : "month";
  return { planId: plan.id, name: plan.name, interval, currency, amount, stripeProductId: plan.stripe_product_id };
}

const teamPage = (deps: Deps, team: Pick<Team, "slug">) => `${deps.config.publicUrl}/${team.slug}/team`;

/** Where a checkout returns to (the team's billing page unless told), and a check of the plan chosen. */
export type CheckoutOptions = { successUrl?: string; cancelUrl?: string; checkPlan?: (plan: PlanRow) => void };

/**
 * Starts a checkout of a plan for a team (its admin checked by the caller): refused with a 400 naming
 * the billing details still blank, or a 409 while the team already pays for a running plan.
 */
export async function startCheckout(
  deps: Deps,
  team: Team,
  userId: number,
  body: { plan: number; currency: BillingCurrency },
  options: CheckoutOptions = {},
): Promise<CheckoutResult> {
  const { db, billing } = deps;
  const plan = await findPlan(db, body.plan);
  if (!plan.available) throw badRequest(said("billing.planNotSold", { name: plan.name }));
  options.checkPlan?.(plan);
  const price = priceOf(plan, body.currency);
  const missing = missingBillingDetails(team);
  if (missing.length > 0) {
    throw badRequest((language) =>
      said("billing.detailsMissing", {
        fields: missing.map((f) => requiredFieldText(language, BILLING_FIELD_NAMES[language][f])).join(" "),
      })(language),
    );
  }
  // A plan bought and still running, current or paused beneath a staff grant, is changed, not bought again.
  const now = deps.now();
  const running = (await listTeamSubscriptions(db, team.id)).find(
    (row) => isLiveAtProvider(row, now) && (row.status === "active" || row.status === "past_due"),
  );
  if (running) throw conflict(said("billing.alreadySubscribed", { name: running.plan_name }));

  const billingTeam: BillingTeam = { ...team };
  const [known] = await db.query<{ customer_id: string }>(
    "SELECT customer_id FROM billing_customers WHERE team_id = $1 AND provider = $2",
    [team.id, billing.name],
  );
  const customerId = await atProvider(() => billing.ensureCustomer(billingTeam, known?.customer_id ?? null));
  if (!known) {
    await db.query(
      "INSERT INTO billing_customers (team_id, provider, customer_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
      [team.id, billing.name, customerId],
    );
  }
  const back = teamPage(deps, team);
  const successUrl = options.successUrl ?? `${back}?checkout=success&session={CHECKOUT_SESSION_ID}`;
  const cancelUrl = options.cancelUrl ?? `${back}?checkout=cancel`;
  const session = await atProvider(() =>
    billing.startCheckout({ team: billingTeam, customerId, price, successUrl, cancelUrl }),
  );
  if (session.productId && session.productId !== plan.stripe_product_id) {
    await db.query("UPDATE plans SET stripe_product_id = $2 WHERE id = $1", [plan.id, session.productId]);
  }
  await db.query(
    `INSERT INTO checkout_sessions (id, provider, team_id, plan_id, currency, amount, created_by, url, success_url,
       cancel_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      session.id,
      billing.name,
      team.id,
      plan.id,
      price.currency,
      price.amount,
      userId,
      session.url,
      successUrl,
      cancelUrl,
      deps.now(),
    ],
  );
  return { url: session.url, provider: billing.name, session: session.id };
}

/** The running provider subscription with its plan's price, or a 409 saying there is none. */
async function runningSubscription(deps: Deps, teamId: number) {
  const row = await findRunningProviderSubscription(deps.db, teamId);
  if (!row || row.provider !== deps.billing.name || !row.provider_subscription_id || !row.provider_customer_id)
    throw conflict(said("billing.noSubscription"));
  if (row.plan_id === null || row.currency === null) throw conflict(said("billing.noSubscription"));
  const plan = await findPlan(deps.db, row.plan_id);
  return { row, ref: providerRef(row, priceOf(plan, row.currency as BillingCurrency)) };
}

/** A subscription row as its provider is asked about it, at the plan's price. */
export function providerRef(row: SubscriptionRow, price: PlanPrice): ProviderSubscription {
  return {
    subscriptionId: row.provider_subscription_id ?? "",
    customerId: row.provider_customer_id ?? "",
    teamId: row.team_id,
    planName: row.plan_name,
    price,
    currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    pausedUntil: row.collection_paused_until === null ? null : new Date(row.collection_paused_until),
  };
}

/** Applies what the provider answered a change with, through the webhook handler's own code. */
export async function applyChange(deps: Deps, change: ProviderChange): Promise<void> {
  for (const delivery of change.deliveries) {
    await handleDelivery(deps.db, deps.billing, delivery.payload, delivery.signature, deps.now(), {
      inProcess: true,
    });
  }
  const parsed = subscriptionObject.safeParse(change.snapshot);
  if (parsed.success) {
    const name: BillingProviderName = deps.billing.name;
    await deps.db.transaction((tx) => applySubscriptionObject(tx, name, parsed.data, false, deps.now(), deps.now()));
  }
}

/** Moves the team's running subscription to another plan, in the currency it pays in. */
export async function changePlan(
  deps: Deps,
  team: Team,
  planId: number,
  checkPlan?: (plan: PlanRow) => void,
): Promise<SubscriptionRow> {
  const { row, ref } = await runningSubscription(deps, team.id);
  const plan = await findPlan(deps.db, planId);
  checkPlan?.(plan);
  if (!plan.available) throw badRequest(said("billing.planNotSold", { name: plan.name }));
  if (plan.id === row.plan_id) throw badRequest(said("billing.samePlan", { name: plan.name }));
  const currency = ref.price.currency;
  if (typeof plan.prices[currency] !== "number")
    throw badRequest(said("billing.currencyFixed", { name: plan.name, currency }));
  const price = priceOf(plan, currency);
  const change = await atProvider(() => deps.billing.changePlan(ref, price, deps.now()));
  if (change.productId && change.productId !== plan.stripe_product_id) {
    await deps.db.query("UPDATE plans SET stripe_product_id = $2 WHERE id = $1", [plan.id, change.productId]);
  }
  await applyChange(deps, change);
  return (await findSubscriptionRow(deps.db, row.id)) as SubscriptionRow;
}

/** Cancels the team's running subscription at the end of its period; answers when it ends. */
export async function cancelSubscription(
  deps: Deps,
  team: Team,
): Promise<{ row: SubscriptionRow; effective: CancelResult["effective_date"] }> {
  const { row, ref } = await runningSubscription(deps, team.id);
  if (row.cancel_at_period_end && row.current_period_end) {
    throw conflict(
      said("billing.alreadyCanceled", { date: new Date(row.current_period_end).toISOString().slice(0, 10) }),
    );
  }
  const change = await atProvider(() => deps.billing.cancelAtPeriodEnd(ref, deps.now()));
  await applyChange(deps, change);
  const after = (await findSubscriptionRow(deps.db, row.id)) as SubscriptionRow;
  const end = after.current_period_end ?? deps.now();
  return { row: after, effective: new Date(end).toISOString() };
}

/** A link to the provider's page for cards and invoices (local billing: the team's billing page). */
export async function portalLink(deps: Deps, team: Team): Promise<string> {
  const [known] = await deps.db.query<{ customer_id: string }>(
    "SELECT customer_id FROM billing_customers WHERE team_id = $1 AND provider = $2",
    [team.id, deps.billing.name],
  );
  if (!known)
    throw conflict(
      said("billing.noCustomer", { provider: deps.billing.name === "stripe" ? "Stripe" : "local billing" }),
    );
  return atProvider(() => deps.billing.portalUrl(known.customer_id, teamPage(deps, team)));
}
