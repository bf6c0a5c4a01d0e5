import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type BillingWorld, buyLocally, createBillingWorld, planId } from "./test/billing-world.ts";

describe.each(backends)("the plan catalogue and staff grants on %s", (backend) => {
  let w: BillingWorld;
  beforeAll(async () => {
    w = await createBillingWorld(backend);
  });
  afterAll(() => w.t.close());

  const plans = (token?: string) =>
    w.t.call({ method: "GET", url: "/api/customer/plans/", ...(token ? { token } : {}) });
  const create = (token: string, payload: object) =>
    w.t.call({ method: "POST", url: "/api/customer/plans/", token, payload });

  it("lists the seeded plans to anyone signed in, with prices per currency in minor units", async () => {
    expect((await plans()).status).toBe(403);
    const res = await plans(w.member);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual([
      "Team",
      "Team yearly",
      "Pro",
      "Premium suite",
      "Enterprise",
    ]);
    expect(res.body[0]).toMatchObject({ interval: "month", features: ["audience_upload"], enterprise: false });
    expect(res.body[0].prices).toMatchObject({ USD: 4900, YEN: 7500 });
    expect(res.body[4]).toMatchObject({ name: "Enterprise", enterprise: true, prices: { KWD: 150000 } });
  });

  it("lets staff add and change plans; anyone else is refused and nothing changes", async () => {
    const plan = { name: "Agency", interval: "year", prices: { EUR: 99000, YEN: 1500000 }, features: ["pro_toolkit"] };
    const refused = await create(w.admin, plan);
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: "Only staff can change plans and grant subscriptions." },
    });
    const made = await create(w.staff, plan);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...plan, available: true, enterprise: false });
    expect((await create(w.staff, { ...plan, name: "agency" })).body.detail).toBe(
      "A plan named agency already exists.",
    );
    const changed = await w.t.call({
      method: "PATCH",
      url: `/api/customer/plans/${made.body.id}/`,
      token: w.staff,
      payload: { available: false, prices: { EUR: 89000 } },
    });
    expect(changed.body).toMatchObject({ available: false, prices: { EUR: 89000 } });
    // No longer sold: gone from the list, still there for staff, refused at checkout.
    expect((await plans(w.admin)).body.map((p: { name: string }) => p.name)).not.toContain("Agency");
    expect((await plans(w.staff)).body.map((p: { name: string }) => p.name)).toContain("Agency");
    const buy = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/checkout/",
      token: w.admin,
      payload: { team: w.slug, plan: made.body.id, currency: "EUR" },
    });
    expect(buy).toMatchObject({
      status: 400,
      body: { detail: "The plan Agency is no longer sold; choose another plan." },
    });
    expect(
      (
        await w.t.call({
          method: "PATCH",
          url: `/api/customer/plans/${made.body.id}/`,
          token: w.admin,
          payload: { available: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await w.t.call({
          method: "PATCH",
          url: "/api/customer/plans/999999/",
          token: w.staff,
          payload: { available: true },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{}, "name"],
    [{ name: "X", interval: "week", prices: { USD: 100 } }, "interval"],
    [{ name: "X", interval: "month", prices: {} }, "prices"],
    [{ name: "X", interval: "month", prices: { USD: 9.99 } }, "prices"],
    [{ name: "X", interval: "month", prices: { Other: 100 } }, "prices"],
    [{ name: "X", interval: "month", prices: { USD: 100 }, features: ["flying"] }, "features"],
  ])("refuses the plan %j, naming %s", async (payload, field) => {
    const res = await create(w.staff, payload);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect((await plans(w.staff)).body.map((p: { name: string }) => p.name)).not.toContain("X");
  });

  it("shows staff every team's current subscription; nobody else", async () => {
    await buyLocally(w, "Team");
    expect((await w.t.call({ method: "GET", url: "/api/staff/subscriptions/", token: w.admin })).status).toBe(403);
    const res = await w.t.call({ method: "GET", url: "/api/staff/subscriptions/", token: w.staff });
    expect(res.body).toEqual([
      {
        team: { id: w.teamId, slug: w.slug, name: "Acme" },
        current: expect.objectContaining({ provider: "local", status: "active" }),
      },
      { team: expect.objectContaining({ slug: w.otherSlug }), current: null },
    ]);
  });

  it("lets staff grant a plan by hand with a reason, which the team sees as a grant", async () => {
    const until = new Date(w.t.clock.now.getTime() + 90 * 86_400_000).toISOString();
    const grant = (token: string, payload: object) =>
      w.t.call({ method: "POST", url: `/api/staff/teams/${w.otherSlug}/grants/`, token, payload });
    const body = { plan: await planId(w.t.db, "Enterprise"), until, reason: "Pilot agreed with Other SAS" };
    expect((await grant(w.outsider, body)).status).toBe(403);
    for (const bad of [
      { ...body, reason: "" },
      { ...body, until: "tomorrow" },
      { ...body, until: "2000-01-01T00:00:00Z" },
      { ...body, plan: 999999 },
    ]) {
      expect((await grant(w.staff, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const res = await grant(w.staff, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      provider: "grant",
      status: "active",
      active: true,
      grant_reason: "Pilot agreed with Other SAS",
      current_period_end: until,
      plan: { name: "Enterprise", features: ["audience_upload", "pro_toolkit", "premium_suite"] },
    });
    const seen = (
      await w.t.call({ method: "GET", url: `/api/customer/subscriptions/?team=${w.otherSlug}`, token: w.outsider })
    ).body;
    expect(seen.current).toMatchObject({ provider: "grant", grant_reason: "Pilot agreed with Other SAS" });
    const [recorded] = await w.t.db.query<{ email: string }>(
      "SELECT u.email FROM subscriptions s JOIN users u ON u.id = s.granted_by WHERE s.provider = 'grant'",
    );
    expect(recorded?.email).toBe("staff@example.com");
    // Extending is granting again until a later date: the new grant is current.
    w.t.clock.advance(1000);
    const later = new Date(w.t.clock.now.getTime() + 365 * 86_400_000).toISOString();
    const extended = await grant(w.staff, { ...body, until: later, reason: "Pilot extended for a year" });
    expect(extended.body.current_period_end).toBe(later);
    const team = (await w.t.call({ method: "GET", url: `/api/teams/${w.otherSlug}/`, token: w.outsider })).body;
    expect(team.subscriptions).toHaveLength(2);
    expect(team.subscriptions[0]).toMatchObject({ active: true, plan: { name: "Enterprise" } });
    expect(
      (await w.t.call({ method: "POST", url: "/api/staff/teams/no-such-team/grants/", token: w.staff, payload: body }))
        .status,
    ).toBe(404);
  });
});
