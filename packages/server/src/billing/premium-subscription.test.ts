import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type BillingWorld, createBillingWorld, planId } from "./test/billing-world.ts";

describe.each(backends)("the premium suite's subscription calls on %s", (backend) => {
  let w: BillingWorld;
  beforeAll(async () => {
    w = await createBillingWorld(backend);
  });
  afterAll(() => w.t.close());

  const base = "/api/external/deepthought/subscription";
  const info = (token: string) => w.t.call({ method: "GET", url: `${base}/info/?team=${w.slug}`, token });

  it("shows a member that the suite is closed and which plans open it", async () => {
    const res = await info(w.member);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscription: null, premium: false, provider: "local", test_billing: true });
    expect(res.body.plans.map((p: { name: string }) => p.name)).toEqual(["Premium suite", "Enterprise"]);
    expect((await info(w.outsider)).status).toBe(404);
  });

  it("sells only premium plans, to admins, returning to the suite's pages", async () => {
    const create = async (token: string, plan: string) =>
      w.t.call({
        method: "POST",
        url: `${base}/create/`,
        token,
        payload: { team: w.slug, plan: await planId(w.t.db, plan), currency: "USD" },
      });
    const notPremium = await create(w.admin, "Team");
    expect(notPremium).toMatchObject({
      status: 400,
      body: { detail: "The plan Team does not include the premium suite; choose a plan that does." },
    });
    expect((await create(w.member, "Premium suite")).status).toBe(403);
    const started = await create(w.admin, "Premium suite");
    expect(started.status).toBe(201);
    const page = await w.t.call({
      method: "GET",
      url: `/api/customer/local-checkout/${started.body.session}/`,
      token: w.admin,
    });
    expect(page.body).toMatchObject({
      plan: { name: "Premium suite" },
      success_url: `http://localhost:8080/create-subscription/success?team=${w.slug}&session=${started.body.session}`,
      cancel_url: `http://localhost:8080/create-subscription/cancel?team=${w.slug}`,
    });
    const [session] = await w.t.db.query<{ id: string }>("SELECT id FROM checkout_sessions");
    expect(session?.id).toBe(started.body.session);
    await w.t.call({
      method: "POST",
      url: `/api/customer/local-checkout/${started.body.session}/complete/`,
      token: w.admin,
    });
    expect((await info(w.member)).body).toMatchObject({
      premium: true,
      subscription: { plan: { name: "Premium suite" }, status: "active", provider: "local" },
    });
  });

  it("changes to another premium plan and cancels at period end, through the same billing", async () => {
    const change = async (plan: string) =>
      w.t.call({
        method: "PATCH",
        url: `${base}/info/`,
        token: w.admin,
        payload: { team: w.slug, plan: await planId(w.t.db, plan) },
      });
    expect((await change("Pro")).status).toBe(400);
    const changed = await change("Enterprise");
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.plan.name).toBe("Enterprise");
    const cancelled = await w.t.call({
      method: "POST",
      url: `${base}/cancel/`,
      token: w.admin,
      payload: { team: w.slug },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription.cancel_at_period_end).toBe(true);
    expect((await info(w.member)).body.premium).toBe(true);
  });
});
