import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { createLocalBilling } from "./local-billing.ts";
import { renewLocalSubscriptions } from "./renew-local-subscriptions.ts";
import { type BillingWorld, buyLocally, createBillingWorld } from "./test/billing-world.ts";

const DAY = 86_400_000;

describe.each(backends)("local billing at a period's end on %s", (backend) => {
  let w: BillingWorld;
  beforeAll(async () => {
    w = await createBillingWorld(backend);
    await buyLocally(w, "Team");
  });
  afterAll(() => w.t.close());

  const billing = () => createLocalBilling({ db: w.t.db, publicUrl: "http://localhost:8080" });
  const current = async () =>
    (await w.t.call({ method: "GET", url: `/api/customer/subscriptions/?team=${w.slug}`, token: w.admin })).body
      .current;
  /** Moves the current period's end to a second ago, as if it had run its course; answers the new end. */
  const endPeriodNow = async () => {
    const end = new Date(Math.floor((w.t.clock.now.getTime() - 1000) / 1000) * 1000);
    await w.t.db.query("UPDATE subscriptions SET current_period_end = $1", [end]);
    return end;
  };
  const invoices = async () =>
    (await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.admin })).body;

  it("renews a subscription whose period is over, with a paid invoice for the next period, once", async () => {
    const before = await current();
    expect(await renewLocalSubscriptions(w.t.db, billing(), w.t.clock.now)).toBe(0);
    // The month has passed.
    const end = await endPeriodNow();
    const after = w.t.clock.now;
    // Two server processes at the same tick raise the same events: applied once.
    const [a, b] = await Promise.all([
      renewLocalSubscriptions(w.t.db, billing(), after),
      renewLocalSubscriptions(w.t.db, billing(), after),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const renewed = await current();
    expect(renewed).toMatchObject({ status: "active", id: before.id });
    expect(new Date(renewed.current_period_end).getTime() - end.getTime()).toBeGreaterThan(27 * DAY);
    const list = await invoices();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      status: "paid",
      subtotal: 4900,
      tax: 490,
      total: 5390,
      period_start: end.toISOString(),
    });
  });

  it("ends a subscription cancelled at period end instead of renewing it", async () => {
    const cancelled = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/cancel/",
      token: w.admin,
      payload: { team: w.slug },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await current()).cancel_at_period_end).toBe(true);
    await endPeriodNow();
    await renewLocalSubscriptions(w.t.db, billing(), w.t.clock.now);
    expect(await current()).toMatchObject({ status: "canceled", active: false });
    expect(await invoices()).toHaveLength(2);
    const team = (await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).body;
    expect(team.subscriptions[0].active).toBe(false);
  });
});
