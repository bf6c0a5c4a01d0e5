import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("staff marking a team subscribed on %s", (backend) => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signIn(t, "staff@example.com");
    admin = await signIn(t, "admin@acme.test");
    slug = (await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name: "Acme" } })).body.slug;
  });
  afterAll(() => t.close());

  const mark = (token: string, payload: object, team = slug) =>
    t.call({ method: "POST", url: `/api/teams/${team}/subscriptions/`, token, payload });
  const subscriptions = async () =>
    (await t.call({ method: "GET", url: `/api/teams/${slug}/`, token: admin })).body.subscriptions;

  it("lets staff start a plan for a team they are not in; the team shows it as current", async () => {
    expect(await subscriptions()).toEqual([]);
    const res = await mark(staff, { plan_name: "Pro" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      {
        start: expect.any(String),
        active: true,
        granted: false,
        plan: { name: "Pro", features: ["audience_upload", "pro_toolkit"] },
      },
    ]);
    expect(await subscriptions()).toEqual(res.body);
    t.clock.advance(1000);
    const ended = await mark(staff, { plan_name: "Pro", active: false });
    expect(ended.body.map((s: { active: boolean }) => s.active)).toEqual([false, true]);
  });

  it("refuses anyone but staff, team admins included, changing nothing", async () => {
    const before = await subscriptions();
    const res = await mark(admin, { plan_name: "Enterprise" });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Only staff can change a team's subscription.");
    expect(
      (await t.call({ method: "POST", url: `/api/teams/${slug}/subscriptions/`, payload: { plan_name: "Pro" } }))
        .status,
    ).toBe(403);
    expect(await subscriptions()).toEqual(before);
  });

  it("answers 404 for an unknown team and 400 for a bad body", async () => {
    expect((await mark(staff, { plan_name: "Pro" }, "no-such-team")).status).toBe(404);
    const before = await subscriptions();
    for (const payload of [
      {},
      { plan_name: "" },
      { plan_name: "Pro", active: "yes" },
      { plan_name: "x".repeat(101) },
    ]) {
      const res = await mark(staff, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(await subscriptions()).toEqual(before);
  });
});
