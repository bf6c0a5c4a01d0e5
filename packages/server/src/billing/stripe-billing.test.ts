import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { createStripeBilling } from "./stripe-billing.ts";
import { type BillingWorld, createBillingWorld, deliver, planId } from "./test/billing-world.ts";
import { type StripeServer, startStripeServer } from "./test/stripe-server.ts";
import { checkoutSession, event, invoice, subscription } from "./test/stripe-shaped-events.ts";

const KEYS = {
  secretKey: "sk_test_51BillingLoopback",
  publishableKey: "pk_test_51BillingLoopback",
  webhookSecret: "whsec_test_loopback",
};
const SUB = "sub_1SUk3pLkdIwHu7ix0bYz4Qa1";
const CUSTOMER = "cus_TQk2uJ8rCfNq1x";
const DAY = 86_400_000;

describe.each(backends)("Stripe through its client, against recordings on loopback, on %s", (backend) => {
  let stripe: StripeServer;
  let w: BillingWorld;
  let values: Record<string, string>;
  beforeAll(async () => {
    stripe = await startStripeServer(KEYS.secretKey);
    w = await createBillingWorld(backend, { billing: () => createStripeBilling(KEYS, stripe.endpoint) });
    values = {
      team_id: String(w.teamId),
      plan_id: String(await planId(w.t.db, "Team")),
      team_plan_id: String(await planId(w.t.db, "Team")),
      pro_id: String(await planId(w.t.db, "Pro")),
    };
  });
  afterAll(async () => {
    await w.t.close();
    await stripe.close();
  });
  afterEach(() => {
    expect(stripe.problems).toEqual([]);
    expect(stripe.pending()).toBe(0);
  });

  /** A delivery signed as Stripe signs it, with the test secret, at the server's clock. */
  const fromStripe = (payload: string) =>
    deliver(
      w.t,
      payload,
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: KEYS.webhookSecret,
        timestamp: Math.floor(w.t.clock.now.getTime() / 1000),
      }),
    );
  const billing = async () =>
    (await w.t.call({ method: "GET", url: `/api/customer/subscriptions/?team=${w.slug}`, token: w.admin })).body;
  const post = (path: string, payload: object, token = w.admin) =>
    w.t.call({ method: "POST", url: `/api/customer/subscriptions/${path}/`, token, payload });

  it("gives the publishable key, and says whether the keys are test keys", async () => {
    const res = await w.t.call({ method: "GET", url: "/api/customer/subscriptions/public_key/" });
    expect(res.body).toEqual({ provider: "stripe", public_key: KEYS.publishableKey, test_billing: true });
  });

  it("starts a Checkout Session for the team's customer and answers its URL", async () => {
    stripe.play("stripe-checkout", values);
    const res = await post("checkout", { team: w.slug, plan: Number(values.plan_id), currency: "USD" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      provider: "stripe",
      session: "cs_test_a1Xy7Qe3Rk9ZpL2mN4vB6cD8fG0hJ2kL4nP6rT8vX0zB2dF4hJ6",
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });
    // The product is kept: the next checkout of the plan does not make another.
    expect(await w.t.db.query("SELECT stripe_product_id FROM plans WHERE name = 'Team'")).toEqual([
      { stripe_product_id: "prod_TQk2Zs1bGm4Yy0" },
    ]);
    expect((await billing()).current).toBeNull();
  });

  it("activates the subscription from Stripe's signed events, once, and stores the invoice with its tax", async () => {
    const ref = { teamId: w.teamId, planId: Number(values.plan_id), subscription: SUB, customer: CUSTOMER };
    const now = w.t.clock.now;
    const end = new Date(now.getTime() + 30 * DAY);
    const completed = event("checkout.session.completed", checkoutSession(ref), now);
    expect((await fromStripe(completed)).body).toEqual({ received: true, duplicate: false });
    expect(
      (await fromStripe(event("invoice.paid", invoice(ref, "in_1SUk3qLkdIwHu7ix", 4900, now, end, 490), now))).status,
    ).toBe(200);
    w.t.clock.advance(1000);
    expect((await fromStripe(completed)).body).toEqual({ received: true, duplicate: true });
    const current = (await billing()).current;
    expect(current).toMatchObject({ provider: "stripe", status: "active", active: true, plan: { name: "Team" } });
    const [stored] = (await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.admin }))
      .body;
    // The 2025 shape names the rate by id only: the tax is read, its rate left unstated.
    expect(stored).toMatchObject({ provider: "stripe", subtotal: 4900, tax: 490, total: 5390, status: "paid" });
    expect(stored.tax_rate).toBeNull();
    values.period_end = String(Math.floor(end.getTime() / 1000));
    values.period_start = String(Math.floor(now.getTime() / 1000));
  });

  it("reads the tax and its rate from an invoice written in the older shape (tax, total_tax_amounts)", async () => {
    const ref = { teamId: w.teamId, planId: Number(values.plan_id), subscription: SUB, customer: CUSTOMER };
    const now = w.t.clock.now;
    const legacy = invoice(ref, "in_1SUk3qLkdIwHuOld", 4900, now, new Date(now.getTime() + 30 * DAY), 490, "legacy");
    expect((await fromStripe(event("invoice.paid", legacy, now))).status).toBe(200);
    const list = (await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.admin }))
      .body as { number: string }[];
    expect(list.find((i) => i.number === "INV-in_1SUk3qLkdIwHuOld")).toMatchObject({
      subtotal: 4900,
      tax: 490,
      total: 5390,
      tax_rate: { percent: 10, kind: "consumption_tax", country: "JP" },
    });
  });

  it("refuses an unsigned or foreign-signed Stripe event with 400", async () => {
    const payload = event(
      "customer.subscription.deleted",
      subscription({ teamId: w.teamId, planId: 1, subscription: SUB, customer: CUSTOMER }, "canceled", new Date()),
      w.t.clock.now,
    );
    expect((await deliver(w.t, payload, null)).status).toBe(400);
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect((await deliver(w.t, payload, foreign)).status).toBe(400);
    expect((await billing()).current.status).toBe("active");
  });

  it("moves to another plan through a subscription update, showing it at once", async () => {
    stripe.play("stripe-upgrade", values);
    const res = await post("upgrade", { team: w.slug, plan: Number(values.pro_id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      plan: { name: "Pro", features: ["audience_upload", "pro_toolkit"] },
      status: "active",
    });
  });

  it("cancels at period end, answering the period's end", async () => {
    stripe.play("stripe-cancel", values);
    const res = await post("cancel", { team: w.slug });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.effective_date).toBe(new Date(Number(values.period_end) * 1000).toISOString());
    expect(res.body.subscription).toMatchObject({ cancel_at_period_end: true, active: true });
  });

  it("links the admin to the Billing Portal", async () => {
    stripe.play("stripe-portal", values);
    const res = await post("portal", { team: w.slug });
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
  });

  it("answers Stripe's refusal as 502 in its words, keeping no checkout", async () => {
    const other = await w.t.db.query<{ id: number }>("SELECT id FROM teams WHERE slug = $1", [w.otherSlug]);
    const otherId = (other[0] as { id: number }).id;
    await w.t.db.query(
      "INSERT INTO billing_customers (team_id, provider, customer_id) VALUES ($1, 'stripe', 'cus_TQkOther0000001')",
      [otherId],
    );
    await w.t.call({
      method: "PATCH",
      url: `/api/teams/${w.otherSlug}/`,
      token: w.outsider,
      payload: { invoice_email: "pay@other.test", country: "France", invoice_name: "Other SAS" },
    });
    stripe.play("stripe-checkout-refused", { ...values, team_id: String(otherId) });
    const before = await w.t.db.query("SELECT id FROM checkout_sessions");
    const res = await post(
      "checkout",
      { team: w.otherSlug, plan: Number(values.plan_id), currency: "USD" },
      w.outsider,
    );
    expect(res.status).toBe(502);
    expect(res.body.detail).toContain("at least $0.50 usd");
    expect(await w.t.db.query("SELECT id FROM checkout_sessions")).toEqual(before);
  });
  it("pauses the bought plan's collection at Stripe while a staff grant runs, and gives it back after", async () => {
    const until = new Date(w.t.clock.now.getTime() + 20 * DAY);
    until.setUTCMilliseconds(0);
    const grant = (payload: object) =>
      w.t.call({ method: "POST", url: `/api/staff/teams/${w.slug}/grants/`, token: w.staff, payload });
    const body = {
      plan: await planId(w.t.db, "Enterprise"),
      until: until.toISOString(),
      reason: "Pilot for the agency",
    };
    const resumes = { ...values, resumes_at: String(until.getTime() / 1000) };

    // Stripe refusing the pause: no grant, the bought plan as it was.
    stripe.play("stripe-pause-refused", resumes);
    const refused = await grant(body);
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toMatch(
      /^The payment provider refused the request: .*does not have the required permissions/,
    );
    expect((await billing()).current).toMatchObject({ provider: "stripe", collection_paused_until: null });

    stripe.play("stripe-pause", resumes);
    expect((await grant(body)).status).toBe(201);
    const during = await billing();
    expect(during.current).toMatchObject({ provider: "grant", plan: { name: "Enterprise" }, active: true });
    expect(during.subscriptions.find((s: { provider: string }) => s.provider === "stripe")).toMatchObject({
      status: "active",
      collection_paused_until: until.toISOString(),
    });

    // At resumes_at Stripe collects again and says so; once the grant is over the bought plan is current.
    const ref = { teamId: w.teamId, planId: Number(values.pro_id), subscription: SUB, customer: CUSTOMER };
    w.t.clock.advance(1000);
    const resumed = {
      ...subscription(ref, "active", new Date(Number(values.period_end) * 1000), true),
      pause_collection: null,
    };
    expect((await fromStripe(event("customer.subscription.updated", resumed, w.t.clock.now))).status).toBe(200);
    await w.t.db.query(
      "UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE provider = 'grant'",
    );
    const after = await billing();
    expect(after.current).toMatchObject({ provider: "stripe", active: true, collection_paused_until: null });
    const team = (await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).body;
    expect(team.subscriptions[0]).toMatchObject({ granted: true, active: false });
  });

  it("refuses to delete a team whose subscription Stripe will not cancel, keeping everything", async () => {
    stripe.play("stripe-cancel-now-refused", values);
    const res = await w.t.call({ method: "DELETE", url: `/api/teams/${w.slug}/`, token: w.admin });
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(
      /^The team was not deleted: the payment provider could not cancel its subscription \(.*The provided key .+ does not have the required permissions/,
    );
    stripe.play("stripe-cancel-now-refused", values);
    const ja = await w.t.call({
      method: "DELETE",
      url: `/api/teams/${w.slug}/`,
      token: w.admin,
      headers: { "accept-language": "ja" },
    });
    expect(ja.status).toBe(502);
    expect(ja.body.detail).toMatch(
      /^チームは削除されていません：決済サービスがサブスクリプションを解約できませんでした/,
    );
    expect((await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).status).toBe(200);
    expect((await billing()).current).toMatchObject({ provider: "stripe", status: "active", active: true });
  });

  it("cancels the team's subscription at Stripe at once before deleting the team", async () => {
    // A member cannot delete it, and Stripe is not asked.
    expect((await w.t.call({ method: "DELETE", url: `/api/teams/${w.slug}/`, token: w.member })).status).toBe(403);
    stripe.play("stripe-cancel-now", { ...values, now: String(Math.floor(w.t.clock.now.getTime() / 1000)) });
    const res = await w.t.call({ method: "DELETE", url: `/api/teams/${w.slug}/`, token: w.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).status).toBe(404);
    // Stripe's own event of the cancellation, arriving after, finds no team and changes nothing.
    const late = event(
      "customer.subscription.deleted",
      subscription({ teamId: w.teamId, planId: 1, subscription: SUB, customer: CUSTOMER }, "canceled", new Date()),
      w.t.clock.now,
    );
    expect((await fromStripe(late)).body).toEqual({ received: true, duplicate: false });
    expect(await w.t.db.query("SELECT id FROM subscriptions WHERE provider_subscription_id = $1", [SUB])).toEqual([]);
  });
});
