import { TEAM_INVITES_PER_DAY, type Team, type TeamInvite } from "@xa/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const DAY_S = 24 * 3600;

describe.each(backends)("invite limits on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t, "admin@limits.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const newTeam = async (name: string) =>
    (await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name } })).body as Team;
  const invite = (teamId: number, emails: string[], message?: string) =>
    t.call({ method: "POST", url: `/api/teams/${teamId}/invites/`, token: admin, payload: { emails, message } });
  const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@limits.test`);
  const mailsTo = async (email: string) =>
    (await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE to_address = $1", [email])).length;
  /** Time passes for a team's invites (sessions have their own clock, so the server's stays put). */
  const age = (teamId: number, seconds: number) =>
    t.db.query("UPDATE team_invites SET created_at = created_at - make_interval(secs => $2) WHERE team_id = $1", [
      teamId,
      seconds,
    ]);
  const inviteCount = async (teamId: number) =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM team_invites WHERE team_id = $1", [teamId]))[0]?.n;

  it("sends one invite and one e-mail per address while it is pending", async () => {
    const team = await newTeam("Dedupe Co");
    const first = await invite(team.id, ["dup@limits.test", "other@limits.test"]);
    expect(first.status).toBe(201);
    const again = await invite(team.id, ["DUP@limits.test", "dup@limits.test"]);
    expect(again).toMatchObject({ status: 200, body: [] });
    const mixed = await invite(team.id, ["dup@limits.test", "third@limits.test"]);
    expect(mixed.status).toBe(201);
    expect(mixed.body.map((i: TeamInvite) => i.email)).toEqual(["third@limits.test"]);
    expect(await mailsTo("dup@limits.test")).toBe(1);
    const pending = await t.call({ method: "GET", url: `/api/teams/${team.id}/invites/`, token: admin });
    expect(pending.body.results.map((i: TeamInvite) => i.email).sort()).toEqual([
      "dup@limits.test",
      "other@limits.test",
      "third@limits.test",
    ]);
    // Revoked, the address can be invited again.
    const dup = pending.body.results.find((i: TeamInvite) => i.email === "dup@limits.test");
    await t.call({ method: "DELETE", url: `/api/teams/${team.id}/invites/${dup.id}/`, token: admin });
    expect((await invite(team.id, ["dup@limits.test"])).status).toBe(201);
    expect(await mailsTo("dup@limits.test")).toBe(2);
  });

  it("refuses to invite members, naming them, and creates nothing", async () => {
    const team = await newTeam("Members Co");
    const res = await invite(team.id, ["fresh@limits.test", "Admin@Limits.test"]);
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "Already members of this team: admin@limits.test. Remove them from the list and send again." },
    });
    expect(await inviteCount(team.id)).toBe(0);
    expect(await mailsTo("fresh@limits.test")).toBe(0);
  });

  it(`allows ${TEAM_INVITES_PER_DAY} invites per team in 24 hours, then answers 429 with Retry-After`, async () => {
    const team = await newTeam("Busy Co");
    expect((await invite(team.id, addresses("a", 45))).status).toBe(201);
    await age(team.id, 3600);
    // Asking for more than is left creates none of them.
    const over = await invite(team.id, addresses("b", 10));
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(
      `Too many invites: a team can send ${TEAM_INVITES_PER_DAY} in 24 hours and this team has 5 left. Invite fewer people or try again in 23 h.`,
    );
    expect(Number(over.headers["retry-after"])).toBe(DAY_S - 3600);
    expect(await inviteCount(team.id)).toBe(45);
    expect((await invite(team.id, addresses("b", 5))).status).toBe(201);

    // Withdrawing an invite does not give its slot back.
    const pending = (await t.call({ method: "GET", url: `/api/teams/${team.id}/invites/`, token: admin })).body.results;
    await t.call({ method: "DELETE", url: `/api/teams/${team.id}/invites/${pending[0].id}/`, token: admin });
    const full = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: admin,
      headers: { "accept-language": "ja" },
      payload: { emails: ["late@limits.test"] },
    });
    expect(full.status).toBe(429);
    expect(full.body.detail).toContain("招待が多すぎます");
    // The first 45 were sent an hour before the last 5: their slots come back first.
    expect(Number(full.headers["retry-after"])).toBe(DAY_S - 3600);
    expect(await mailsTo("late@limits.test")).toBe(0);

    await age(team.id, DAY_S - 3600 + 1);
    expect((await invite(team.id, ["late@limits.test"])).status).toBe(201);
    // Another team has its own count.
    expect((await invite((await newTeam("Quiet Co")).id, ["late@limits.test"])).status).toBe(201);
  });

  it("counts exactly when invite requests race", async () => {
    const team = await newTeam("Racing Co");
    const results = await Promise.all([0, 1, 2].map((i) => invite(team.id, addresses(`race${i}-`, 20))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 429]);
    expect(await inviteCount(team.id)).toBe(40);
  });

  it("keeps the message plain text: no control characters, quoted below the inviter's line", async () => {
    const team = await newTeam("Message Co");
    const message = "<b>Welcome</b>\r\nSee you\u0007 soon\u202E\r\nAccept the invite: http://evil.example/";
    expect((await invite(team.id, ["msg@limits.test"], message)).status).toBe(201);
    const body = (await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE to_address = 'msg@limits.test'"))[0]
      ?.body;
    // The inviter's link stays text: a zero-width space after its dots, colons and slashes.
    expect(body).toContain(
      "> <b>Welcome</b>\n> See you soon\n> Accept the invite: http:\u200B/\u200B/\u200Bevil.\u200Bexample/\u200B",
    );
    for (const char of ["\r", "\u0007", "\u202E"]) expect(body).not.toContain(char);
    expect(body?.split("\n").filter((line) => line.startsWith("Accept the invite:"))).toEqual([
      expect.stringContaining("http://localhost:8080/"),
    ]);
    const stored = await t.db.query<{ message: string }>("SELECT message FROM team_invites WHERE team_id = $1", [
      team.id,
    ]);
    expect(stored[0]?.message).toBe("<b>Welcome</b>\nSee you soon\nAccept the invite: http://evil.example/");
  });
});
