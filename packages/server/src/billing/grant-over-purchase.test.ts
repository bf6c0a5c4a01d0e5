import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { createLocalBilling } from "./local-billing.ts";
import { renewLocalSubscriptions } from "./renew-local-subscriptions.ts";
import { type BillingWorld, buyLocally, createBillingWorld, planId } from "./test/billing-world.ts";

const DAY = 86_400_000;

describe.each(backends)("a staff grant over a plan bought through local billing on %s", (backend) => {
  let w: BillingWorld;
  let until: Date;
  beforeAll(async () => {
    w = await createBillingWorld(backend);
    await buyLocally(w, "Team");
  });
  afterAll(() => w.t.close());

  const local = () => createLocalBilling({ db: w.t.db, publicUrl: "http://localhost:8080" });
  const billing = async (token = w.admin) =>
    (await w.t.call({ method: "GET", url: `/api/customer/subscriptions/?team=${w.slug}`, token })).body;
  const bought = async () => (await billing()).subscriptions.find((s: { provider: string }) => s.provider === "local");
  const premium = async () =>
    (
      await w.t.call({
        method: "GET",
        url: `/api/external/deepthought/subscription/info/?team=${w.slug}`,
        token: w.admin,
      })
    ).body;
  const invoices = async () =>
    (await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.admin })).body;

  it("pauses the bought plan until the grant's end; the grant is the team's plan meanwhile", async () => {
    until = new Date(w.t.clock.now.getTime() + 75 * DAY);
    until.setUTCMilliseconds(0);
    const res = await w.t.call({
      method: "POST",
      url: `/api/staff/teams/${w.slug}/grants/`,
      token: w.staff,
      payload: { plan: await planId(w.t.db, "Enterprise"), until: until.toISOString(), reason: "Agency pilot" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const seen = await billing(w.member);
    expect(seen.current).toMatchObject({ provider: "grant", grant_reason: "Agency pilot", active: true });
    expect(await premium()).toMatchObject({ premium: true, subscription: { plan: { name: "Enterprise" } } });
    expect(await bought()).toMatchObject({ status: "active", collection_paused_until: until.toISOString() });
    // Paused beneath the grant, the bought plan cannot be bought a second time.
    const again = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/checkout/",
      token: w.admin,
      payload: { team: w.slug, plan: await planId(w.t.db, "Pro"), currency: "USD" },
    });
    expect(again).toMatchObject({ status: 409 });
    expect(again.body.detail).toContain("already has an active subscription to Team");
    // Another team's admin sees nothing of it.
    expect(
      (await w.t.call({ method: "GET", url: `/api/customer/subscriptions/?team=${w.slug}`, token: w.outsider })).status,
    ).toBe(404);
  });

  it("renews the bought plan's period while paused with no invoice and no charge", async () => {
    expect(await invoices()).toHaveLength(1);
    const before = await bought();
    // Its month is over while the grant runs.
    await w.t.db.query("UPDATE subscriptions SET current_period_end = $1 WHERE provider = 'local'", [
      new Date(w.t.clock.now.getTime() - 1000),
    ]);
    expect(await renewLocalSubscriptions(w.t.db, local(), w.t.clock.now)).toBe(1);
    const renewed = await bought();
    expect(renewed).toMatchObject({ id: before.id, status: "active", collection_paused_until: until.toISOString() });
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(w.t.clock.now.getTime() + 27 * DAY);
    expect(await invoices()).toHaveLength(1);
  });

  it("is current again when the grant ends, collected as before from its next period", async () => {
    // The grant's time has run: it ended, and the pause with it.
    const ended = new Date(w.t.clock.now.getTime() - 1000);
    await w.t.db.query("UPDATE subscriptions SET current_period_end = $1 WHERE provider = 'grant'", [ended]);
    await w.t.db.query("UPDATE subscriptions SET collection_paused_until = $1 WHERE provider = 'local'", [ended]);
    expect(await renewLocalSubscriptions(w.t.db, local(), w.t.clock.now)).toBe(1);
    const after = await billing();
    expect(after.current).toMatchObject({ provider: "local", plan: { name: "Team" }, collection_paused_until: null });
    const team = (await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).body;
    expect(team.subscriptions.map((s: { granted: boolean; active: boolean }) => [s.granted, s.active])).toEqual([
      [true, false],
      [false, true],
    ]);
    // The paid features are the bought plan's again: Team's, without the grant's premium suite.
    expect(await premium()).toMatchObject({ premium: false, subscription: { plan: { name: "Team" } } });
    // The next period end invoices again.
    await w.t.db.query("UPDATE subscriptions SET current_period_end = $1 WHERE provider = 'local'", [
      new Date(w.t.clock.now.getTime() - 500),
    ]);
    await renewLocalSubscriptions(w.t.db, local(), w.t.clock.now);
    const list = await invoices();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ status: "paid", subtotal: 4900, tax: 490 });
  });
});
