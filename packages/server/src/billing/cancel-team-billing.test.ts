import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type BillingWorld, buyLocally, createBillingWorld } from "./test/billing-world.ts";

describe.each(backends)("deleting a team that pays through local billing on %s", (backend) => {
  let w: BillingWorld;
  beforeAll(async () => {
    w = await createBillingWorld(backend);
  });
  afterAll(() => w.t.close());

  const team = (slug: string, token: string) => w.t.call({ method: "GET", url: `/api/teams/${slug}/`, token });
  const remove = (slug: string, token: string, language = "en") =>
    w.t.call({ method: "DELETE", url: `/api/teams/${slug}/`, token, headers: { "accept-language": language } });

  it("refuses while the team pays through a provider this server does not run, keeping the team", async () => {
    const other = (await team(w.otherSlug, w.outsider)).body as { id: number };
    await w.t.db.query(
      `INSERT INTO subscriptions (team_id, plan_name, start, provider, provider_subscription_id,
         provider_customer_id, status, currency, current_period_end)
       VALUES ($1, 'Team', now(), 'stripe', 'sub_elsewhere', 'cus_elsewhere', 'active', 'USD', now() + interval '20 days')`,
      [other.id],
    );
    const res = await remove(w.otherSlug, w.outsider);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      "The team was not deleted: it pays through Stripe, which this server does not take payments through. Cancel the subscription there first.",
    );
    const ja = await remove(w.otherSlug, w.outsider, "ja");
    expect(ja.body.detail).toContain("チームは削除されていません");
    expect((await team(w.otherSlug, w.outsider)).status).toBe(200);
  });

  it("cancels the team's local subscription at once, then deletes the team", async () => {
    await buyLocally(w, "Team");
    // Another team's admin is a 404 and cancels nothing.
    expect((await remove(w.slug, w.outsider)).status).toBe(404);
    const billing = await w.t.call({
      method: "GET",
      url: `/api/customer/subscriptions/?team=${w.slug}`,
      token: w.admin,
    });
    expect(billing.body.current).toMatchObject({ provider: "local", status: "active" });
    const subscription = billing.body.current.id as number;

    const res = await remove(w.slug, w.admin);
    expect(res.status).toBe(204);
    expect((await team(w.slug, w.admin)).status).toBe(404);
    // Local billing ended it as Stripe would, through the webhook handler: its deletion event was applied.
    expect(
      await w.t.db.query("SELECT type FROM billing_events WHERE type = 'customer.subscription.deleted'"),
    ).toHaveLength(1);
    expect(await w.t.db.query("SELECT id FROM subscriptions WHERE id = $1", [subscription])).toEqual([]);
  });
});
