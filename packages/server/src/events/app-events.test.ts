import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { BATCHES_PER_MINUTE } from "./app-event-routes.ts";

const NOW = "2026-03-10T12:00:00.000Z";

describe.each(backends)("the app's own events (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  let staff: string;
  let acme: { id: number; slug: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(NOW);
    ann = await signIn(t, "ann@example.com");
    bob = await signIn(t, "bob@example.com");
    staff = await signIn(t, "staff@example.com");
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  });
  afterAll(() => t.close());

  const send = (events: unknown[], token?: string, headers: Record<string, string> = {}) =>
    t.call({
      method: "POST",
      url: "/api/app-events/",
      payload: { events },
      headers,
      ...(token ? { token } : {}),
    });
  const read = (query: string, token = staff) => t.call({ method: "GET", url: `/api/app-events/?${query}`, token });
  const event = (name: string, at: string, extra: Record<string, unknown> = {}) => ({ name, at, ...extra });

  it("stores a signed-out visitor's batch, and a signed-in user's with their team", async () => {
    const visitor = await send([
      event("landing_viewed", "2026-03-08T09:00:00Z", { anonymous_id: "browser-aaaa1", properties: { page: "/" } }),
      event("signup_started", "2026-03-08T09:01:00Z", { anonymous_id: "browser-aaaa1" }),
    ]);
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(201);
    expect(visitor.body).toEqual({ accepted: 2 });
    const signedIn = await send(
      [
        event("team_created", "2026-03-08T09:05:00Z", {
          anonymous_id: "browser-aaaa1",
          properties: { n: 1, ok: true },
        }),
      ],
      ann,
      { "x-team": acme.slug },
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
    const rows = await t.db.query<{ name: string; user: string | null; team_id: number | null; properties: unknown }>(
      `SELECT e.name, u.email AS user, e.team_id, e.properties FROM app_events e LEFT JOIN users u ON u.id = e.user_id
       ORDER BY e.at`,
    );
    expect(rows).toEqual([
      { name: "landing_viewed", user: null, team_id: null, properties: { page: "/" } },
      { name: "signup_started", user: null, team_id: null, properties: {} },
      { name: "team_created", user: "ann@example.com", team_id: acme.id, properties: { n: 1, ok: true } },
    ]);
  });

  it("takes product-analytics names in Title Case, as the theme toggle sends them", async () => {
    const res = await send([
      event("Dashboard Theme Toggled", "2026-03-07T09:00:00Z", { properties: { theme: "dark" } }),
      event("Page Viewed", "2026-03-07T09:00:01Z", { properties: { path: "/teams" } }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await t.db.query<{ name: string; properties: unknown }>(
      "SELECT name, properties FROM app_events WHERE at < '2026-03-08' ORDER BY at",
    );
    expect(rows).toEqual([
      { name: "Dashboard Theme Toggled", properties: { theme: "dark" } },
      { name: "Page Viewed", properties: { path: "/teams" } },
    ]);
    await t.db.query("DELETE FROM app_events WHERE at < '2026-03-08'");
  });

  it("refuses bad batches with a detail and stores none of them", async () => {
    const before = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_events");
    const tooMany = Array.from({ length: 51 }, () => event("x", "2026-03-08T09:00:00Z"));
    const cases: [unknown[], string][] = [
      [[], "events"],
      [tooMany, "events"],
      [[event("Bad/Name", "2026-03-08T09:00:00Z")], "events.0.name"],
      [[event("Trailing ", "2026-03-08T09:00:00Z")], "events.0.name"],
      [[event("ok", "yesterday")], "events.0.at"],
      [[event("ok", "2026-03-08T09:00:00Z", { properties: { long: "x".repeat(501) } })], "events.0.properties.long"],
      [[event("ok", "2026-03-08T09:00:00Z", { anonymous_id: "short" })], "events.0.anonymous_id"],
    ];
    for (const [events, field] of cases) {
      const res = await send(events);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body).join(), field).toContain(field);
    }
    const future = await send([event("ok", "2026-03-12T12:00:00Z")]);
    expect(future.status).toBe(400);
    expect(future.body.detail).toMatch(/ahead of the server's clock/);
    // Bob is not in Acme: his events do not say they are Acme's.
    const otherTeam = await send([event("ok", "2026-03-08T09:00:00Z")], bob, { "x-team": acme.slug });
    expect(otherTeam.status).toBe(404);
    const after = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_events");
    expect(after).toEqual(before);
  });

  it("counts by name and UTC day, and follows a funnel across signing in", async () => {
    await send([event("landing_viewed", "2026-03-09T23:30:00-02:00", { anonymous_id: "browser-bbbb1" })]);
    await send([event("signup_started", "2026-03-09T08:00:00Z")], bob);
    const res = await read("from=2026-03-08&to=2026-03-10&funnel=landing_viewed,signup_started,team_created");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.counts).toEqual([
      { day: "2026-03-08", name: "landing_viewed", count: 1 },
      { day: "2026-03-08", name: "signup_started", count: 1 },
      { day: "2026-03-08", name: "team_created", count: 1 },
      { day: "2026-03-09", name: "signup_started", count: 1 },
      { day: "2026-03-10", name: "landing_viewed", count: 1 },
    ]);
    // Two visitors landed; the first signed up and, signed in as Ann, made a team. Bob signed up without landing.
    expect(res.body.funnel).toEqual([
      { name: "landing_viewed", users: 2 },
      { name: "signup_started", users: 1 },
      { name: "team_created", users: 1 },
    ]);
    const reversed = await read("from=2026-03-08&to=2026-03-10&funnel=team_created,landing_viewed");
    expect(reversed.body.funnel).toEqual([
      { name: "team_created", users: 1 },
      { name: "landing_viewed", users: 0 },
    ]);
    const lastThirty = await read("");
    expect(lastThirty.body).toMatchObject({ from: "2026-02-09", to: "2026-03-10", funnel: [] });
    expect(lastThirty.body.counts).toHaveLength(5);
  });

  it("lets only staff read, and refuses a bad window with a detail", async () => {
    expect((await read("", ann)).status).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/app-events/" })).status).toBe(403);
    const backwards = await read("from=2026-03-10&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toMatch(/after/);
    expect((await read("from=2020-01-01&to=2026-03-01")).status).toBe(400);
    expect((await read("funnel=a,Not%2FA%2FName")).status).toBe(400);
  });

  it("limits the batches one network sends", async () => {
    t.clock.advance(60_000);
    for (let i = 0; i < BATCHES_PER_MINUTE; i++) await send([event("ok", "2026-03-10T09:00:00Z")]);
    const limited = await send([event("ok", "2026-03-10T09:00:00Z")]);
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
