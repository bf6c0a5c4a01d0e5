import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backends, createTestApp, lastMailedCode, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("e-mail sign-in on %s", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  async function requestCode(email: string) {
    const res = await t.call({ method: "POST", url: "/api/user/magic-link/", payload: { email } });
    expect(res.status).toBe(201);
    return { magic: res.body.magic_code as string, code: await lastMailedCode(t.db, email) };
  }
  const use = (magic_code: string, confirm_code: string) =>
    t.call({ method: "POST", url: "/api/user/magic-link/use/", payload: { magic_code, confirm_code } });

  it("mails a 6-character code of uppercase letters and digits and signs in with it", async () => {
    const { magic, code } = await requestCode("Ann@Example.com");
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const outbox = await t.call({ method: "GET", url: "/api/dev/outbox/" });
    expect(outbox.body[0]).toMatchObject({ to: "ann@example.com" });
    expect(outbox.body[0].text).toContain(code);
    const res = await use(magic, code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "ann@example.com", language: null, memberships: [], groups: [] });
    const me = await t.call({ method: "GET", url: "/api/user/me/", token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("ann@example.com");
  });

  it("refuses a wrong, used or expired code with 'Invalid login code'", async () => {
    const { magic, code } = await requestCode("bob@example.com");
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    expect(await use(magic, wrong)).toMatchObject({ status: 400, body: { detail: "Invalid login code" } });
    expect((await use(magic, code)).status).toBe(200);
    expect(await use(magic, code)).toMatchObject({ status: 400, body: { detail: "Invalid login code" } });

    const late = await requestCode("bob@example.com");
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect(await use(late.magic, late.code)).toMatchObject({ status: 400, body: { detail: "Invalid login code" } });
  });

  it("kills a magic code after 5 wrong tries", async () => {
    const { magic, code } = await requestCode("cat@example.com");
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i++) expect((await use(magic, wrong)).status).toBe(400);
    expect(await use(magic, code)).toMatchObject({ status: 400, body: { detail: "Invalid login code" } });
  });

  it("limits sign-in codes to 5 per address per 15 minutes", async () => {
    for (let i = 0; i < 5; i++) await requestCode("flood@example.com");
    const sixth = await t.call({
      method: "POST",
      url: "/api/user/magic-link/",
      payload: { email: "flood@example.com" },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/Too many sign-in codes/);
    t.clock.advance(15 * 60 * 1000 + 1000);
    await requestCode("flood@example.com");
  });

  it("hides the outbox in production", async () => {
    const prod = await createTestApp(backend, { NODE_ENV: "production" });
    try {
      expect((await prod.call({ method: "GET", url: "/api/dev/outbox/" })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it("validates the e-mail and the code fields", async () => {
    expect(await t.call({ method: "POST", url: "/api/user/magic-link/", payload: {} })).toMatchObject({
      status: 400,
      body: { email: ["Email is required"] },
    });
    expect(await t.call({ method: "POST", url: "/api/user/magic-link/", payload: { email: "nope" } })).toMatchObject({
      status: 400,
      body: { email: ["Email is not valid"] },
    });
    expect(
      await t.call({ method: "POST", url: "/api/user/magic-link/use/", payload: { magic_code: "x" } }),
    ).toMatchObject({
      status: 400,
      body: { confirm_code: ["Confirm code is required"] },
    });
  });

  it("answers 403 without a valid token, and logout ends the session", async () => {
    expect((await t.call({ method: "GET", url: "/api/user/me/" })).status).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: "nonsense" })).status).toBe(403);
    const token = await signIn(t, "dan@example.com");
    expect((await t.call({ method: "POST", url: "/rest-auth/logout/", token })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(403);
  });

  it("ends a session idle for 30 minutes", async () => {
    const token = await signIn(t, "eve@example.com");
    t.clock.advance(29 * 60 * 1000);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(200);
    t.clock.advance(29 * 60 * 1000);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(200);
    t.clock.advance(31 * 60 * 1000);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(403);
  });

  it("authenticates by HttpOnly cookie and requires the CSRF header on unsafe requests", async () => {
    const { magic, code } = await requestCode("fay@example.com");
    const res = await use(magic, code);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toContain("sessionid=");
    expect(setCookie).toContain("HttpOnly");
    const cookie = `sessionid=${res.body.token}`;
    expect((await t.call({ method: "GET", url: "/api/user/me/", headers: { cookie } })).status).toBe(200);
    const noCsrf = await t.call({
      method: "PUT",
      url: "/api/user/me/",
      headers: { cookie },
      payload: { language: "ja" },
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { detail: "CSRF Failed: CSRF token missing or incorrect." } });
    const withCsrf = await t.call({
      method: "PUT",
      url: "/api/user/me/",
      headers: { cookie, "x-csrftoken": res.body.token },
      payload: { language: "ja" },
    });
    expect(withCsrf).toMatchObject({ status: 200, body: { language: "ja" } });
  });

  it("updates the profile: language en|ja, first and last name", async () => {
    const token = await signIn(t, "gus@example.com");
    const res = await t.call({
      method: "PUT",
      url: "/api/user/me/",
      token,
      payload: { language: "ja", first_name: "Gus", last_name: "Grey" },
    });
    expect(res.body).toMatchObject({ language: "ja", first_name: "Gus", last_name: "Grey" });
    const bad = await t.call({ method: "PUT", url: "/api/user/me/", token, payload: { language: "fr" } });
    expect(bad).toMatchObject({ status: 400, body: { language: ["Language must be one of: en, ja"] } });
    const me = await t.call({ method: "GET", url: "/api/user/me/", token });
    expect(me.body.language).toBe("ja");
  });
});
