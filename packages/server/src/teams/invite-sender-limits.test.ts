import type { Team } from "@xa/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const DAY_S = 24 * 3600;

describe.each(backends)("invite limits per sender and per address on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { INVITES_PER_USER_PER_DAY: "60", INVITES_PER_ADDRESS_PER_DAY: "3" });
  });
  afterAll(() => t.close());

  const newTeam = async (token: string, name: string) =>
    (await t.call({ method: "POST", url: "/api/teams/", token, payload: { name } })).body as Team;
  const invite = (token: string, teamId: number, emails: string[], language = "en") =>
    t.call({
      method: "POST",
      url: `/api/teams/${teamId}/invites/`,
      token,
      headers: { "accept-language": language },
      payload: { emails },
    });
  const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@sender.test`);
  const mailsTo = async (email: string) =>
    (await t.db.query("SELECT 1 FROM outbox WHERE to_address = $1", [email])).length;
  const sentBy = async (email: string) =>
    (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM team_invites i JOIN users u ON u.id = i.invited_by WHERE u.email = $1",
        [email],
      )
    )[0]?.n;
  /** Time passes for the invites a user sent. */
  const age = (email: string, seconds: number) =>
    t.db.query(
      `UPDATE team_invites SET created_at = created_at - make_interval(secs => $2)
       WHERE invited_by = (SELECT id FROM users WHERE email = $1)`,
      [email, seconds],
    );

  it("limits what one user sends across all their teams, with 429 and Retry-After", async () => {
    const spammer = await signIn(t, "spammer@sender.test");
    const [one, two, three] = [
      await newTeam(spammer, "Spam One"),
      await newTeam(spammer, "Spam Two"),
      await newTeam(spammer, "Spam Three"),
    ];
    expect((await invite(spammer, one.id, addresses("one", 50))).status).toBe(201);
    await age("spammer@sender.test", 3600);
    // A fresh team has its own 50 a day, but the sender has only 10 left.
    const over = await invite(spammer, two.id, addresses("two", 20));
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(
      "Too many invites: you can send 60 in 24 hours across all your teams and have 10 left. Invite fewer people or try again in 23 h.",
    );
    expect(Number(over.headers["retry-after"])).toBe(DAY_S - 3600);
    expect(await sentBy("spammer@sender.test")).toBe(50);
    expect(await mailsTo("two0@sender.test")).toBe(0);

    expect((await invite(spammer, two.id, addresses("two", 10))).status).toBe(201);
    const third = await invite(spammer, three.id, ["three0@sender.test"], "ja");
    expect(third.status).toBe(429);
    expect(third.body.detail).toContain("すべてのチームを合わせて 24 時間で 60 件まで");
    // The first 50 were sent an hour before the 10: the first slot comes back with them.
    expect(Number(third.headers["retry-after"])).toBe(DAY_S - 3600);

    // Another user is not held back by this one.
    const other = await signIn(t, "other@sender.test");
    expect((await invite(other, (await newTeam(other, "Other")).id, ["fine@sender.test"])).status).toBe(201);

    await age("spammer@sender.test", DAY_S - 3600 + 1);
    expect((await invite(spammer, three.id, ["three0@sender.test"])).status).toBe(201);
  });

  it("counts a sender's invites exactly when requests to several teams race", async () => {
    const racer = await signIn(t, "racer@sender.test");
    const teams = [await newTeam(racer, "Race A"), await newTeam(racer, "Race B")];
    const results = await Promise.all(teams.map((team, i) => invite(racer, team.id, addresses(`race${i}-`, 40))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(await sentBy("racer@sender.test")).toBe(40);
  });

  it("limits how many invites one address gets from all teams, naming it, and creates none of the request", async () => {
    const senders = ["a", "b", "c", "d"].map((who) => `${who}-sender@sender.test`);
    const teams: { token: string; team: Team }[] = [];
    for (const email of senders) {
      const token = await signIn(t, email);
      teams.push({ token, team: await newTeam(token, `Team ${email}`) });
    }
    for (const { token, team } of teams.slice(0, 3)) {
      expect((await invite(token, team.id, ["victim@sender.test"])).status).toBe(201);
    }
    const last = teams[3] as { token: string; team: Team };
    const fourth = await invite(last.token, last.team.id, ["bystander@sender.test", "victim@sender.test"]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toBe(
      "victim@sender.test cannot be invited again now: an address gets at most 3 invites in 24 hours. Remove it from the list or try again in 24 h.",
    );
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(DAY_S - 60);
    expect(await mailsTo("victim@sender.test")).toBe(3);
    expect(await mailsTo("bystander@sender.test")).toBe(0);
    // Without the address the same request goes through.
    expect((await invite(last.token, last.team.id, ["bystander@sender.test"])).status).toBe(201);
  });

  it("takes the per-team limit from the configuration", async () => {
    const small = await createTestApp(backend, { INVITES_PER_TEAM_PER_DAY: "3" });
    try {
      const admin = await signIn(small, "admin@small.test");
      const team = (await small.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name: "S" } }))
        .body as Team;
      const send = (emails: string[]) =>
        small.call({ method: "POST", url: `/api/teams/${team.id}/invites/`, token: admin, payload: { emails } });
      expect((await send(["x1@small.test", "x2@small.test"])).status).toBe(201);
      const over = await send(["x3@small.test", "x4@small.test"]);
      expect(over.status).toBe(429);
      expect(over.body.detail).toContain("a team can send 3 in 24 hours and this team has 1 left");
    } finally {
      await small.close();
    }
  });

  it("refuses a message over 500 characters, naming the limit, and never puts the message in the subject", async () => {
    const admin = await signIn(t, "writer@sender.test");
    const team = await newTeam(admin, "Writers");
    const send = (email: string, message: string) =>
      t.call({
        method: "POST",
        url: `/api/teams/${team.id}/invites/`,
        token: admin,
        payload: { emails: [email], message },
      });
    const long = await send("long@sender.test", "x".repeat(501));
    expect(long).toMatchObject({ status: 400, body: { message: ["Message must be less than 500 characters"] } });
    expect(await mailsTo("long@sender.test")).toBe(0);

    const message = "Your account is suspended. Verify at https://evil.example/verify ".padEnd(500, "!");
    expect((await send("short@sender.test", message)).status).toBe(201);
    const [mail] = await t.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE to_address = 'short@sender.test'",
    );
    expect(mail?.subject).toBe("writer@sender.test invited you to the team Writers");
    expect(mail?.body).toContain("Message from writer@\u200Bsender.\u200Btest:\n> Your account is suspended.");
    expect(mail?.body).not.toContain("https://evil.example");
  });
});
