import type { TeamMember } from "@xa/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const TEAMS = 10;
const NEEDS_ADMIN = { status: 400, body: { detail: "A team needs at least one admin." } };
/** What a caller gets when the other request, run first, took them out of the team. */
const REMOVED = { status: 404, body: { detail: "Team not found." } };

describe.each(backends)("a team always keeps an admin on %s, even when requests race", (backend) => {
  let t: TestApp;
  let ana: string;
  let ken: string;
  beforeAll(async () => {
    // Ana makes, and Ken is invited to, every team the races make: far more than one user does in a day.
    t = await createTestApp(backend, { INVITES_PER_ADDRESS_PER_DAY: "1000", TEAMS_PER_DAY: "1000" });
    ana = await signIn(t, "ana@race.test");
    ken = await signIn(t, "ken@race.test");
  });
  afterAll(async () => {
    await t.close();
  });

  /** A team where Ana and Ken are both admins; returns its id and both membership ids. */
  const twoAdminTeam = async (name: string) => {
    const team = (await t.call({ method: "POST", url: "/api/teams/", token: ana, payload: { name } })).body;
    const invite = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: ana,
      payload: { email: "ken@race.test" },
    });
    const accepted = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/accept/`,
      token: ken,
      payload: { code: invite.body[0].code },
    });
    expect(accepted.status).toBe(200);
    const members: TeamMember[] = (await t.call({ method: "GET", url: `/api/teams/${team.id}/members/`, token: ana }))
      .body.results;
    const anaId = members.find((m) => m.user.email === "ana@race.test")?.id;
    const kenId = members.find((m) => m.user.email === "ken@race.test")?.id;
    const promoted = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.id}/members/${kenId}/`,
      token: ana,
      payload: { level: "admin" },
    });
    expect(promoted.body.level).toBe("admin");
    return { id: team.id as number, anaId, kenId };
  };

  const adminCount = async (teamId: number) =>
    (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM memberships WHERE team_id = $1 AND level = 'admin'",
        [teamId],
      )
    )[0]?.n ?? 0;

  /** Runs each team's pair of requests at once, all teams together, and checks what callers and the store see. */
  const race = async (
    label: string,
    refusals: object[],
    pair: (
      team: Awaited<ReturnType<typeof twoAdminTeam>>,
    ) => [ReturnType<TestApp["call"]>, ReturnType<TestApp["call"]>],
  ) => {
    const teams = [];
    for (let i = 0; i < TEAMS; i++) teams.push(await twoAdminTeam(`${label} ${i}`));
    const results = await Promise.all(teams.map((team) => Promise.all(pair(team))));
    for (const [i, team] of teams.entries()) {
      const responses = results[i] ?? [];
      const refused = responses.filter((r) => r.status >= 400);
      expect(await adminCount(team.id), `${label} ${i}`).toBeGreaterThanOrEqual(1);
      expect(refused.length, `${label} ${i}`).toBe(1);
      for (const r of refused) expect(refusals).toContainEqual({ status: r.status, body: r.body });
    }
  };

  it("refuses the second of two admins demoting each other at once", async () => {
    await race("Demote", [NEEDS_ADMIN], (team) => [
      t.call({
        method: "PATCH",
        url: `/api/teams/${team.id}/members/${team.kenId}/`,
        token: ana,
        payload: { level: "member" },
      }),
      t.call({
        method: "PATCH",
        url: `/api/teams/${team.id}/members/${team.anaId}/`,
        token: ken,
        payload: { level: "member" },
      }),
    ]);
  });

  it("refuses the second of two admins removing each other at once", async () => {
    await race("Remove", [REMOVED], (team) => [
      t.call({ method: "DELETE", url: `/api/teams/${team.id}/members/${team.kenId}/`, token: ana }),
      t.call({ method: "DELETE", url: `/api/teams/${team.id}/members/${team.anaId}/`, token: ken }),
    ]);
  });

  it("refuses the second of two admins leaving at once", async () => {
    await race("Leave", [NEEDS_ADMIN], (team) => [
      t.call({ method: "DELETE", url: `/api/teams/${team.id}/members/${team.anaId}/`, token: ana }),
      t.call({ method: "DELETE", url: `/api/teams/${team.id}/members/${team.kenId}/`, token: ken }),
    ]);
  });

  it("refuses a demotion racing a removal of the other admin", async () => {
    await race("Mixed", [NEEDS_ADMIN, REMOVED], (team) => [
      t.call({ method: "DELETE", url: `/api/teams/${team.id}/members/${team.kenId}/`, token: ana }),
      t.call({
        method: "PATCH",
        url: `/api/teams/${team.id}/members/${team.anaId}/`,
        token: ken,
        payload: { level: "member" },
      }),
    ]);
  });
});
