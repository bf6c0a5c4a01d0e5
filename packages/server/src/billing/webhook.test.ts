import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type BillingWorld, createBillingWorld, deliver, localSecret, planId, signed } from "./test/billing-world.ts";
import { checkoutSession, event, invoice, type Ref, subscription } from "./test/stripe-shaped-events.ts";

const DAY = 86_400_000;

describe.each(backends)("the billing webhook on %s", (backend) => {
  let w: BillingWorld;
  let secret: string;
  let ref: Ref;
  let n = 0;
  beforeAll(async () => {
    w = await createBillingWorld(backend);
    // The secret is made at first use: a public key call does not need it, a delivery does.
    await deliver(w.t, "{}", "t=1,v1=00");
    secret = await localSecret(w.t.db);
  });
  afterAll(() => w.t.close());
  beforeEach(async () => {
    n += 1;
    ref = { teamId: w.teamId, planId: await planId(w.t.db, "Team"), subscription: `sub_${n}`, customer: "cus_acme" };
  });

  const now = () => w.t.clock.now;
  const send = (payload: string, at = now()) => deliver(w.t, payload, signed(payload, secret, at));
  const rows = () =>
    w.t.db.query<{ status: string; cancel_at_period_end: boolean; current_period_end: Date | null }>(
      "SELECT status, cancel_at_period_end, current_period_end FROM subscriptions WHERE provider_subscription_id = $1",
      [ref.subscription],
    );
  const later = (ms: number) => new Date(now().getTime() + ms);

  it("refuses unsigned, wrongly signed, stale and unreadable deliveries with 400, changing nothing", async () => {
    const payload = event("checkout.session.completed", checkoutSession(ref), now());
    const unsigned = await deliver(w.t, payload, null);
    expect(unsigned).toMatchObject({ status: 400, body: { detail: expect.stringContaining("no signature header") } });
    const forged = await deliver(w.t, payload, signed(payload, "whsec_someone_else", now()));
    expect(forged).toMatchObject({ status: 400, body: { detail: expect.stringContaining("not valid or too old") } });
    const tampered = await deliver(w.t, payload.replace("cus_acme", "cus_evil"), signed(payload, secret, now()));
    expect(tampered.status).toBe(400);
    const stale = await send(payload, new Date(now().getTime() - 301_000));
    expect(stale.status).toBe(400);
    const notAnEvent = JSON.stringify({ hello: "world" });
    expect((await send(notAnEvent)).body.detail).toContain("not an event this server can read");
    expect(await rows()).toEqual([]);
    expect(await w.t.db.query("SELECT 1 FROM billing_events WHERE event_id LIKE 'evt_test_%'")).toEqual([]);
  });

  it("activates once for an event sent twice; an exact replay is refused", async () => {
    const payload = event("checkout.session.completed", checkoutSession(ref), now());
    const header = signed(payload, secret, now());
    expect((await deliver(w.t, payload, header)).body).toEqual({ received: true, duplicate: false });
    const replay = await deliver(w.t, payload, header);
    expect(replay).toMatchObject({ status: 400, body: { detail: expect.stringContaining("already received") } });
    // Stripe signs each retry anew: a redelivery is answered 200 and changes nothing.
    const redelivered = await deliver(w.t, payload, signed(payload, secret, later(2000)));
    expect(redelivered.body).toEqual({ received: true, duplicate: true });
    expect(await rows()).toEqual([{ status: "active", cancel_at_period_end: false, current_period_end: null }]);
  });

  it("never activates twice under parallel deliveries of every event of one purchase", async () => {
    const end = later(30 * DAY);
    const payloads = [
      event("checkout.session.completed", checkoutSession(ref), now()),
      event("invoice.paid", invoice(ref, `in_${n}`, 4900, now(), end), now()),
      event("customer.subscription.updated", subscription(ref, "active", end), now()),
    ];
    const results = await Promise.all(
      [...payloads, ...payloads, ...payloads].map((p, i) => deliver(w.t, p, signed(p, secret, later(i * 1000)))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(3);
    const found = await rows();
    expect(found).toHaveLength(1);
    expect(found[0]?.status).toBe("active");
    expect(new Date(found[0]?.current_period_end as Date).getTime()).toBe(Math.floor(end.getTime() / 1000) * 1000);
    expect(await w.t.db.query("SELECT 1 FROM invoices WHERE provider_invoice_id = $1", [`in_${n}`])).toHaveLength(1);
  });

  it("converges when events arrive out of order: a later cancellation is not undone by an earlier payment", async () => {
    const end = later(30 * DAY);
    const paidAt = now();
    const deletedAt = later(60_000);
    await send(event("customer.subscription.deleted", subscription(ref, "canceled", end), deletedAt), deletedAt);
    await send(event("invoice.paid", invoice(ref, `in_${n}`, 4900, paidAt, end), paidAt), deletedAt);
    await send(event("checkout.session.completed", checkoutSession(ref), paidAt), deletedAt);
    expect((await rows())[0]?.status).toBe("canceled");
    // The invoice is still kept: it was paid.
    expect(await w.t.db.query("SELECT status FROM invoices WHERE provider_invoice_id = $1", [`in_${n}`])).toEqual([
      { status: "paid" },
    ]);
  });

  it("makes a running subscription past due when a payment fails, and active again when one succeeds", async () => {
    const end = later(30 * DAY);
    await send(event("checkout.session.completed", checkoutSession(ref), now()));
    const failedAt = later(1000);
    await send(event("invoice.payment_failed", invoice(ref, `in_f${n}`, 4900, failedAt, end), failedAt), failedAt);
    expect((await rows())[0]?.status).toBe("past_due");
    const team = (await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).body;
    expect(team.subscriptions[0]).toMatchObject({ active: false });
    const paidAt = later(2000);
    await send(event("invoice.paid", invoice(ref, `in_f${n}`, 4900, paidAt, end), paidAt), paidAt);
    expect((await rows())[0]?.status).toBe("active");
    expect(await w.t.db.query("SELECT status FROM invoices WHERE provider_invoice_id = $1", [`in_f${n}`])).toEqual([
      { status: "paid" },
    ]);
  });

  it("records a cancellation at period end and the end itself", async () => {
    const end = later(30 * DAY);
    await send(event("checkout.session.completed", checkoutSession(ref), now()));
    const at = later(1000);
    await send(event("customer.subscription.updated", subscription(ref, "active", end, true), at), at);
    expect((await rows())[0]).toMatchObject({ status: "active", cancel_at_period_end: true });
    const endedAt = later(2000);
    await send(event("customer.subscription.deleted", subscription(ref, "canceled", end, true), endedAt), endedAt);
    expect((await rows())[0]?.status).toBe("canceled");
  });

  it("answers 200 to events it does not act on, and records them once", async () => {
    const payload = event("customer.created", { object: "customer", id: "cus_x" }, now());
    expect((await send(payload)).body).toEqual({ received: true, duplicate: false });
    expect(await rows()).toEqual([]);
  });
});
