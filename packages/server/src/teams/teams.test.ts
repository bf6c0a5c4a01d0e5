import type { Team, TeamMember } from "@xa/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("teams on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t, "admin@acme.test");
    other = await signIn(t, "outsider@rival.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const createTeam = async (token: string, name: string) => {
    const res = await t.call({ method: "POST", url: "/api/teams/", token, payload: { name } });
    expect(res.status).toBe(201);
    return res.body;
  };

  it("creates a team with a unique slug and makes the creator admin", async () => {
    const a = await createTeam(admin, "Acme Marketing");
    const b = await createTeam(admin, "Acme Marketing");
    expect(a).toMatchObject({ name: "Acme Marketing", slug: "acme-marketing", member_count: 1, level: "admin" });
    expect(b.slug).toBe("acme-marketing-2");
    expect(typeof a.id).toBe("number");
    const jp = await createTeam(admin, "東京チーム");
    expect(jp.slug).toMatch(/^team(-\d+)?$/);
    const list = await t.call({ method: "GET", url: "/api/teams/", token: admin });
    expect(list.body.results.map((x: Team) => x.slug)).toEqual(expect.arrayContaining([a.slug, b.slug, jp.slug]));
    const me = await t.call({ method: "GET", url: "/api/user/me/", token: admin });
    expect(me.body.memberships).toContainEqual(
      expect.objectContaining({ level: "admin", team: expect.objectContaining({ slug: a.slug }) }),
    );
  });

  it("gives teams created at once under one name distinct slugs", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name: "Same Name Co" } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const slugs = results.map((r) => r.body.slug);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain("same-name-co");
  });

  it("never gives a slug that is a route name or a number, so /:teamId stays unambiguous", async () => {
    expect((await createTeam(admin, "Login")).slug).toBe("login-team");
    expect((await createTeam(admin, "Choose team")).slug).toBe("choose-team-team");
    const numeric = await createTeam(admin, "2024");
    expect(numeric.slug).toBe("2024-team");
    const byId = await t.call({ method: "GET", url: `/api/teams/${numeric.id}/`, token: admin });
    expect(byId.body.slug).toBe("2024-team");
  });

  it("keeps a team private to its members: others get 404 and see nothing", async () => {
    const team = await createTeam(admin, "Private Co");
    for (const url of [
      `/api/teams/${team.slug}/`,
      `/api/teams/${team.id}/`,
      `/api/teams/${team.id}/members/`,
      `/api/teams/${team.id}/invites/`,
    ]) {
      const res = await t.call({ method: "GET", url, token: other });
      expect(res.status, url).toBe(404);
    }
    const patch = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.slug}/`,
      token: other,
      payload: { name: "Hacked" },
    });
    expect(patch.status).toBe(404);
    const del = await t.call({ method: "DELETE", url: `/api/teams/${team.slug}/`, token: other });
    expect(del.status).toBe(404);
    const invite = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: other,
      payload: { emails: ["x@y.z"] },
    });
    expect(invite.status).toBe(404);
    const theirs = await t.call({ method: "GET", url: "/api/teams/", token: other });
    expect(theirs.body).toEqual({ count: 0, results: [] });
    const still = await t.call({ method: "GET", url: `/api/teams/${team.slug}/`, token: admin });
    expect(still.body.name).toBe("Private Co");
  });

  it("lists a user's teams a page at a time, by name, with the whole count", async () => {
    const pager = await signIn(t, "pager@acme.test");
    for (const name of ["Delta", "Alpha", "Charlie", "Bravo"]) await createTeam(pager, name);
    const list = async (query: string) => t.call({ method: "GET", url: `/api/teams/?${query}`, token: pager });
    const names = (res: { body: { results: Team[] } }) => res.body.results.map((x) => x.name);
    const first = await list("limit=2");
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(4);
    expect(names(first)).toEqual(["Alpha", "Bravo"]);
    const second = await list("limit=2&offset=2");
    expect(second.body.count).toBe(4);
    expect(names(second)).toEqual(["Charlie", "Delta"]);
    expect((await list("offset=4")).body).toEqual({ count: 4, results: [] });
    // Another user's teams are not counted, and a page above the limit is refused, naming it.
    expect((await t.call({ method: "GET", url: "/api/teams/", token: other })).body.count).toBe(0);
    const tooMany = await list("limit=101");
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain("100");
    expect((await list("limit=0")).status).toBe(400);
    expect((await list("offset=-1")).status).toBe(400);
  });

  it("counts billing details as present only with invoice e-mail, country and invoice name", async () => {
    const team = await createTeam(admin, "Billing Co");
    expect(team.has_billing_details).toBe(false);
    const part = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.slug}/`,
      token: admin,
      payload: { invoice_email: "billing@acme.test", country: "Japan" },
    });
    expect(part.body).toMatchObject({ has_billing_details: false, invoice_email: "billing@acme.test" });
    const full = await t.call({
      method: "PUT",
      url: `/api/teams/${team.slug}/`,
      token: admin,
      payload: { invoice_name: "Acme KK" },
    });
    expect(full.body).toMatchObject({ has_billing_details: true, invoice_name: "Acme KK", country: "Japan" });
    const bad = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.slug}/`,
      token: admin,
      payload: { invoice_email: "nope" },
    });
    expect(bad).toMatchObject({ status: 400, body: { invoice_email: ["Invoice email is not valid"] } });
  });

  it("invites by e-mail, mails a link, and the invitee joins by accepting the code", async () => {
    const team = await createTeam(admin, "Invite Co");
    const res = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: admin,
      payload: { emails: ["new1@acme.test", "new2@acme.test"], message: "Join us" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    const code = res.body[0].code as string;
    const mail = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE to_address = 'new1@acme.test'");
    expect(mail[0]?.body).toContain(`http://localhost:8080/${team.slug}/invite-accept?code=${code}`);
    expect(mail[0]?.body).toContain("Join us");
    const pending = await t.call({ method: "GET", url: `/api/teams/${team.id}/invites/`, token: admin });
    expect(pending.body.results).toHaveLength(2);

    const newcomer = await signIn(t, "new1@acme.test");
    const wrong = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/accept/`,
      token: newcomer,
      payload: { code: "bogus" },
    });
    expect(wrong.status).toBe(404);
    const accepted = await t.call({
      method: "POST",
      url: `/api/teams/${team.slug}/invites/accept/`,
      token: newcomer,
      payload: { code },
    });
    expect(accepted).toMatchObject({ status: 200, body: { slug: team.slug, level: "member", member_count: 2 } });
    const again = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/accept/`,
      token: newcomer,
      payload: { code },
    });
    expect(again).toMatchObject({ status: 200, body: { slug: team.slug, member_count: 2 } });
    expect(
      (await t.call({ method: "GET", url: `/api/teams/${team.id}/invites/`, token: admin })).body.results,
    ).toHaveLength(1);

    // A member sees the team but cannot change it.
    const asMember = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.slug}/`,
      token: newcomer,
      payload: { name: "Mine" },
    });
    expect(asMember.status).toBe(403);
    const members = await t.call({ method: "GET", url: `/api/teams/${team.id}/members/`, token: newcomer });
    expect(members.body.results.map((m: TeamMember) => m.user.email)).toEqual(["admin@acme.test", "new1@acme.test"]);
  });

  it("lets admins change levels and remove members, but keeps one admin", async () => {
    const team = await createTeam(admin, "Levels Co");
    const inv = await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/`,
      token: admin,
      payload: { email: "lev@acme.test" },
    });
    const lev = await signIn(t, "lev@acme.test");
    await t.call({
      method: "POST",
      url: `/api/teams/${team.id}/invites/accept/`,
      token: lev,
      payload: { code: inv.body[0].code },
    });
    const members = (await t.call({ method: "GET", url: `/api/teams/${team.id}/members/`, token: admin })).body.results;
    const adminMember = members.find((m: TeamMember) => m.user.email === "admin@acme.test");
    const levMember = members.find((m: TeamMember) => m.user.email === "lev@acme.test");

    const lastAdmin = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.id}/members/${adminMember.id}/`,
      token: admin,
      payload: { level: "member" },
    });
    expect(lastAdmin).toMatchObject({ status: 400, body: { detail: "A team needs at least one admin." } });
    const byMember = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.id}/members/${levMember.id}/`,
      token: lev,
      payload: { level: "admin" },
    });
    expect(byMember.status).toBe(403);
    const promote = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.id}/members/${levMember.id}/`,
      token: admin,
      payload: { level: "admin" },
    });
    expect(promote.body.level).toBe("admin");
    const badLevel = await t.call({
      method: "PATCH",
      url: `/api/teams/${team.id}/members/${levMember.id}/`,
      token: admin,
      payload: { level: "owner" },
    });
    expect(badLevel).toMatchObject({ status: 400, body: { level: ["Level must be one of: admin, member"] } });
    const remove = await t.call({
      method: "DELETE",
      url: `/api/teams/${team.id}/members/${levMember.id}/`,
      token: admin,
    });
    expect(remove.status).toBe(204);
    expect((await t.call({ method: "GET", url: `/api/teams/${team.slug}/`, token: lev })).status).toBe(404);
  });

  it("shows public team info by slug and 404 when none", async () => {
    const team = await createTeam(admin, "Public Info");
    expect(await t.call({ method: "GET", url: `/api/teaminfo/${team.slug}/` })).toMatchObject({
      status: 200,
      body: { name: "Public Info", slug: team.slug },
    });
    expect((await t.call({ method: "GET", url: "/api/teaminfo/no-such-team/" })).status).toBe(404);
  });

  it("deletes a team for admins only", async () => {
    const team = await createTeam(admin, "Doomed");
    expect((await t.call({ method: "DELETE", url: `/api/teams/${team.slug}/`, token: admin })).status).toBe(204);
    expect((await t.call({ method: "GET", url: `/api/teams/${team.slug}/`, token: admin })).status).toBe(404);
  });
});
