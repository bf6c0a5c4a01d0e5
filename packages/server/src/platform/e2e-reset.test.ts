import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe("the e2e reset's switch", () => {
  it("is off unless E2E_RESET=on, and a production server refuses to start with it", () => {
    expect(readConfig({}).e2eReset).toBe(false);
    expect(readConfig({ E2E_RESET: "on" }).e2eReset).toBe(true);
    expect(() => readConfig({ E2E_RESET: "on", NODE_ENV: "production" })).toThrow(/refused with NODE_ENV=production/);
    expect(() => readConfig({ E2E_RESET: "yes" })).toThrow(/E2E_RESET must be on or off/);
  });
});

describe.each(backends)("the e2e reset (%s)", (backend) => {
  let off: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    off = await createTestApp(backend);
    t = await createTestApp(backend, { E2E_RESET: "on" });
  });
  afterAll(async () => {
    await off.close();
    await t.close();
  });
  const reset = (app: TestApp) => app.call({ method: "POST", url: "/api/reset-e2e/" });
  const count = async (app: TestApp, sql: string) => (await app.db.query<{ n: number }>(sql))[0]?.n;

  it("is not there when switched off, and deletes nothing", async () => {
    await signIn(off, "ann@example.com");
    const res = await reset(off);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBeTruthy();
    expect(await count(off, "SELECT count(*)::int AS n FROM users")).toBe(1);
  });

  it("deletes exactly the e2e users, the teams only they are in, and their data", async () => {
    const ann = await signIn(t, "ann@example.com");
    const keeper = await signIn(t, "keeper@acme.test");
    const post = (token: string, url: string, payload: object) => t.call({ method: "POST", url, token, payload });
    const e2eTeam = (await post(ann, "/api/teams/", { name: "E2E team" })).body;
    const kept = (await post(keeper, "/api/teams/", { name: "Kept" })).body;
    const mixed = (await post(keeper, "/api/teams/", { name: "Mixed" })).body;
    await t.db.query(
      "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'ann@example.com'",
      [mixed.id],
    );
    await post(ann, "/api/app-events/", { events: [{ name: "e2e_step", at: t.clock.now.toISOString() }] });
    await post(keeper, "/api/app-events/", { events: [{ name: "real_step", at: t.clock.now.toISOString() }] });
    const crash = { url: "https://app.example.com/", source: "error", release: "30.7.3" };
    await post(ann, "/api/client-errors/", { ...crash, message: "e2e crash" });
    await post(keeper, "/api/client-errors/", { ...crash, message: "real crash" });

    const res = await reset(t);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ deleted_users: 1, deleted_teams: 1 });

    const teams = await t.db.query<{ id: number }>("SELECT id FROM teams ORDER BY id");
    expect(teams.map((r) => r.id)).toEqual([kept.id, mixed.id]);
    expect(teams.map((r) => r.id)).not.toContain(e2eTeam.id);
    expect(await t.db.query("SELECT email FROM users")).toEqual([{ email: "keeper@acme.test" }]);
    expect(await t.db.query("SELECT name FROM app_events")).toEqual([{ name: "real_step" }]);
    expect(await t.db.query("SELECT message FROM client_errors")).toEqual([{ message: "real crash" }]);
    expect(await count(t, `SELECT count(*)::int AS n FROM memberships WHERE team_id = ${mixed.id}`)).toBe(1);
    // The survivor is still signed in; the e2e user's session is gone with them.
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: keeper })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: ann })).status).toBe(403);
    expect((await reset(t)).body).toEqual({ deleted_users: 0, deleted_teams: 0 });
  });
});
