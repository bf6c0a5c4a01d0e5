import type { TeamInvite, TeamMember } from "@xa/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const FOR_ANOTHER_EN =
  "This invite is for another e-mail address. Sign in with the address the invite was sent to, or ask a team admin to invite this one.";

describe.each(backends)("an invite is for the invited person, on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t, "admin@invites.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const teamWithInvite = async (name: string, email: string) => {
    const team = (await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name } })).body;
    const invites = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: admin,
      payload: { email },
    });
    expect(invites.status).toBe(201);
    return { team, code: invites.body[0].code as string };
  };
  const accept = (team: { slug: string }, token: string, code: string, language = "en") =>
    t.call({
      method: "POST",
      url: `/api/teams/${team.slug}/invites/accept/`,
      token,
      headers: { "accept-language": language },
      payload: { code },
    });
  const memberEmails = async (teamId: number) =>
    (
      await t.db.query<{ email: string }>(
        "SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 ORDER BY u.email",
        [teamId],
      )
    ).map((r) => r.email);

  it("refuses anyone signed in with another address, without naming the invited one", async () => {
    const { team, code } = await teamWithInvite("Addressed Co", "invitee@invites.test");
    const stranger = await signIn(t, "stranger@elsewhere.test");
    const refused = await accept(team, stranger, code);
    expect(refused).toMatchObject({ status: 403, body: { detail: FOR_ANOTHER_EN } });
    expect(JSON.stringify(refused.body)).not.toContain("invitee");
    const ja = await accept(team, stranger, code, "ja");
    expect(ja.status).toBe(403);
    expect(ja.body.detail).toContain("別のメールアドレス宛て");
    expect(await memberEmails(team.id)).toEqual(["admin@invites.test"]);

    // The invite is still there for the right person, who may sign in with other capitals.
    const invitee = await signIn(t, "Invitee@Invites.test");
    expect(await accept(team, invitee, code)).toMatchObject({
      status: 200,
      body: { slug: team.slug, level: "member" },
    });
    expect(await memberEmails(team.id)).toEqual(["admin@invites.test", "invitee@invites.test"]);
    // Once used, the wrong person is still refused the same way, and learns nothing more.
    expect((await accept(team, stranger, code)).status).toBe(403);
  });

  it("is used once: after leaving, the same link does not let the member back in", async () => {
    const { team, code } = await teamWithInvite("Once Co", "once@invites.test");
    const once = await signIn(t, "once@invites.test");
    expect((await accept(team, once, code)).status).toBe(200);
    const members = (await t.call({ method: "GET", url: `/api/teams/${team.id}/members/`, token: once })).body.results;
    const mine = members.find((m: TeamMember) => m.user.email === "once@invites.test");
    expect(
      (await t.call({ method: "DELETE", url: `/api/teams/${team.id}/members/${mine.id}/`, token: once })).status,
    ).toBe(204);
    expect(await accept(team, once, code)).toMatchObject({
      status: 400,
      body: { detail: "This invite has already been used. Ask a team admin for a new invite." },
    });
    expect(await memberEmails(team.id)).toEqual(["admin@invites.test"]);
  });

  it("shows invite codes to admins only", async () => {
    const { team, code } = await teamWithInvite("Codes Co", "member@invites.test");
    await teamWithInvite("Other Co", "member@invites.test");
    const member = await signIn(t, "member@invites.test");
    expect((await accept(team, member, code)).status).toBe(200);
    await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: admin,
      payload: { email: "next@invites.test" },
    });

    const asMember = await t.call({ method: "GET", url: `/api/teams/${team.id}/invites/`, token: member });
    expect(asMember).toMatchObject({ status: 403, body: { detail: "Only team admins can do this." } });
    const asAdmin = await t.call({ method: "GET", url: `/api/teams/${team.id}/invites/`, token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.results.map((i: TeamInvite) => i.email)).toEqual(["next@invites.test"]);
    expect(typeof asAdmin.body.results[0].code).toBe("string");
  });
});
