import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const TOKEN = "/api/user/extension-token/";
const DAY_MS = 24 * 3600 * 1000;
const NOT_SIGNED_IN = { status: 403, body: { detail: "Authentication credentials were not provided." } };

describe.each(backends)("session and extension tokens at rest (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let team: { id: number };
  beforeEach(async () => {
    t = await createTestApp(backend, { EXTENSION_TOKEN_DAYS: "7" });
    ann = await signIn(t, "ann@tokens.test");
    team = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Tokens" } })).body;
  });
  afterEach(() => t.close());

  const mint = async (token = ann) => {
    const res = await t.call({ method: "POST", url: TOKEN, token });
    expect(res.status).toBe(201);
    return res.body as { token: string; created_at: string; expires_at: string };
  };
  /** One of the calls the extension makes. */
  const listAccounts = (token: string) =>
    t.call({ method: "GET", url: `/api/external/ad-accounts/?team=${team.id}`, token });
  const column = async (table: "sessions" | "extension_tokens") =>
    (await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM ${table}`)).map((r) => r.token_hash);

  it("stores sessions so that the stored value signs no one in", async () => {
    const stored = await column("sessions");
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(ann);
    expect(stored[0]).not.toContain(ann);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: ann })).status).toBe(200);
    expect(await t.call({ method: "GET", url: "/api/user/me/", token: stored[0] })).toMatchObject(NOT_SIGNED_IN);
  });

  it("stores extension tokens so that the stored value opens nothing", async () => {
    const { token } = await mint();
    const stored = await column("extension_tokens");
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(token);
    expect((await listAccounts(token)).status).toBe(200);
    expect(await listAccounts(stored[0] as string)).toMatchObject(NOT_SIGNED_IN);
  });

  it("leaves the session's token out of /me, and keeps it as the CSRF value of a cookie session", async () => {
    const me = await t.call({ method: "GET", url: "/api/user/me/", token: ann });
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty("token");
    expect(JSON.stringify(me.body)).not.toContain(ann);
    const updated = await t.call({ method: "PUT", url: "/api/user/me/", token: ann, payload: { first_name: "Ann" } });
    expect(updated.body).not.toHaveProperty("token");

    // The browser's cookie holds the token sign-in answered; it is the CSRF value the client echoes.
    const cookie = `sessionid=${ann}`;
    const put = (headers: Record<string, string>) =>
      t.call({ method: "PUT", url: "/api/user/me/", headers: { cookie, ...headers }, payload: { last_name: "Lee" } });
    expect((await put({ "x-csrftoken": ann })).status).toBe(200);
    const [hash] = await column("sessions");
    expect((await put({ "x-csrftoken": hash as string })).status).toBe(403);
  });

  it("refuses an extension token past its days with a readable 401, until a new one is made", async () => {
    const first = await mint();
    expect(new Date(first.expires_at).getTime() - new Date(first.created_at).getTime()).toBe(7 * DAY_MS);
    t.clock.advance(7 * DAY_MS - 1000);
    // The session idles out meanwhile; the extension's token does not.
    expect((await listAccounts(first.token)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await listAccounts(first.token);
    expect(expired).toEqual({
      status: 401,
      headers: expect.objectContaining({ "www-authenticate": "Token" }),
      body: {
        detail: "The extension's access has expired (it lasts 7 days). Connect the extension again from the app.",
      },
    });
    const ja = await t.call({
      method: "GET",
      url: `/api/external/ad-accounts/?team=${team.id}`,
      token: first.token,
      headers: { "accept-language": "ja" },
    });
    expect(ja.body.detail).toContain("拡張機能のアクセス期限が切れました");
    // Outside the extension's calls it stays what any extension token gets there.
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: first.token })).status).toBe(403);

    const fresh = await signIn(t, "ann@tokens.test");
    const again = await mint(fresh);
    expect((await listAccounts(again.token)).status).toBe(200);
    expect(await listAccounts(first.token)).toMatchObject(NOT_SIGNED_IN);
  });

  it("ends the extension's access when the user logs out", async () => {
    const { token } = await mint();
    const other = await signIn(t, "ann@tokens.test");
    expect((await t.call({ method: "POST", url: "/rest-auth/logout/", token: other })).status).toBe(200);
    expect(await listAccounts(token)).toMatchObject(NOT_SIGNED_IN);
    expect(await column("extension_tokens")).toEqual([]);
    // Only the session logged out ends; the user's other session stays.
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: ann })).status).toBe(200);
  });

  it("revokes the extension's access on demand, and only the caller's", async () => {
    const mine = await mint();
    const bob = await signIn(t, "bob@tokens.test");
    const bobTeam = (await t.call({ method: "POST", url: "/api/teams/", token: bob, payload: { name: "Bob's" } })).body;
    const his = await mint(bob);
    expect((await t.call({ method: "DELETE", url: TOKEN, token: ann })).status).toBe(204);
    expect(await listAccounts(mine.token)).toMatchObject(NOT_SIGNED_IN);
    const hisList = await t.call({
      method: "GET",
      url: `/api/external/ad-accounts/?team=${bobTeam.id}`,
      token: his.token,
    });
    expect(hisList.status).toBe(200);
    // Revoking again is harmless.
    expect((await t.call({ method: "DELETE", url: TOKEN, token: ann })).status).toBe(204);
  });
});

describe.each(backends)("hashing the tokens already stored (%s)", (backend) => {
  it("keeps signed-in users and connected extensions signed in", async () => {
    const t = await createTestApp(backend);
    try {
      const before = await signIn(t, "old@tokens.test");
      await t.call({ method: "POST", url: "/api/teams/", token: before, payload: { name: "Old" } });
      // The tables as they were before the migration, holding tokens in plain text.
      await t.db.exec(`
        DELETE FROM schema_migrations WHERE version = '0020_hashed_tokens.sql';
        DELETE FROM sessions; DELETE FROM extension_tokens;
        ALTER TABLE sessions RENAME COLUMN token_hash TO token;
        ALTER TABLE extension_tokens RENAME COLUMN token_hash TO token;
        INSERT INTO sessions (token, user_id) SELECT 'plain-session-token', id FROM users;
        INSERT INTO extension_tokens (token, user_id) SELECT 'plain-extension-token', id FROM users;
      `);
      const { migrate } = await import("../db/migrate.ts");
      expect(await migrate(t.db)).toEqual(["0020_hashed_tokens.sql"]);

      const me = await t.call({ method: "GET", url: "/api/user/me/", token: "plain-session-token" });
      expect(me).toMatchObject({ status: 200, body: { email: "old@tokens.test" } });
      const teamId = me.body.memberships[0].team.id;
      const list = await t.call({
        method: "GET",
        url: `/api/external/ad-accounts/?team=${teamId}`,
        token: "plain-extension-token",
      });
      expect(list.status).toBe(200);
      const stored = await t.db.query<{ token_hash: string }>(
        "SELECT token_hash FROM sessions UNION ALL SELECT token_hash FROM extension_tokens",
      );
      expect(stored.map((r) => r.token_hash)).not.toContain("plain-session-token");
      expect(stored.map((r) => r.token_hash)).not.toContain("plain-extension-token");
    } finally {
      await t.close();
    }
  });
});
