import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, lastMailedCode, type TestApp } from "../test/test-app.ts";
import { CONTENT_SECURITY_POLICY } from "./security-headers.ts";

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "xa-web-"));
fs.writeFileSync(path.join(webDist, "index.html"), '<!doctype html><script type="module" src="/app.js"></script>');
fs.writeFileSync(path.join(webDist, "app.js"), "console.log(1)");

describe.each(backends)("security headers on %s", (backend) => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { WEB_DIST: webDist });
    https = await createTestApp(backend, { PUBLIC_URL: "https://app.example.com" });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  const signInByCookie = async (app: TestApp, email: string) => {
    const asked = await app.call({ method: "POST", url: "/api/user/magic-link/", payload: { email } });
    const used = await app.call({
      method: "POST",
      url: "/api/user/magic-link/use/",
      payload: { magic_code: asked.body.magic_code, confirm_code: await lastMailedCode(app.db, email) },
    });
    return { asked, used, cookie: `sessionid=${used.body.token}`, token: used.body.token as string };
  };

  it("are on API answers, errors, 404s, static files and the web app's index.html", async () => {
    const answers = {
      health: await t.call({ method: "GET", url: "/api/health/" }),
      missing: await t.call({ method: "GET", url: "/api/nothing/" }),
      badJson: await t.call({
        method: "POST",
        url: "/api/teams/",
        payload: "{",
        headers: { "content-type": "application/json" },
      }),
      forbidden: await t.call({ method: "GET", url: "/api/user/me/" }),
      script: await t.call({ method: "GET", url: "/app.js" }),
      page: await t.call({ method: "GET", url: "/some/screen" }),
      missingFile: await t.call({ method: "GET", url: "/assets/gone.js" }),
      badUrl: await t.call({ method: "GET", url: "/api/%zz/" }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers["content-security-policy"], name).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers["x-content-type-options"], name).toBe("nosniff");
      expect(res.headers["x-frame-options"], name).toBe("DENY");
      expect(res.headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(res.headers["strict-transport-security"], name).toBeUndefined();
    }
    expect(answers.page.body).toContain("app.js");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(answers.health.headers["cache-control"]).toBe("no-store");
    expect(answers.script.headers["cache-control"]).not.toBe("no-store");
  });

  it("keep answers that carry a token out of caches", async () => {
    const { asked, used, token } = await signInByCookie(t, "cache@example.com");
    const me = await t.call({ method: "GET", url: "/api/user/me/", token });
    // Sign-in answers the token; /me no longer repeats it, but is a user's data all the same.
    expect(used.body.token).toBe(token);
    expect(me.body).not.toHaveProperty("token");
    for (const res of [asked, used, me]) expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("mark the session cookie Secure, and ask for https, when PUBLIC_URL is https", async () => {
    const plain = await signInByCookie(t, "plain@example.com");
    expect(String(plain.used.headers["set-cookie"])).not.toMatch(/Secure/);
    const secure = await signInByCookie(https, "secure@example.com");
    const cookie = String(secure.used.headers["set-cookie"]);
    expect(cookie).toMatch(/sessionid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(secure.used.headers["strict-transport-security"]).toBe("max-age=31536000");
    const out = await https.call({ method: "POST", url: "/rest-auth/logout/", headers: { cookie: secure.cookie } });
    expect(String(out.headers["set-cookie"])).toMatch(/sessionid=;.*Secure/);
  });

  it("let no other site log a user out by a GET link", async () => {
    const { cookie, token } = await signInByCookie(t, "victim@example.com");
    const logout = (headers: Record<string, string>) => t.call({ method: "GET", url: "/rest-auth/logout/", headers });
    for (const site of ["cross-site", "same-site"]) {
      const res = await logout({ cookie, "sec-fetch-site": site });
      expect(res.status, site).toBe(403);
      expect(res.body.detail).toMatch(/another site cannot log you out/);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect((await logout({ cookie })).status).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(200);
    // Typed into the address bar, or from the app itself, it works.
    expect((await logout({ cookie, "sec-fetch-site": "none" })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token })).status).toBe(403);
    const again = await signInByCookie(t, "victim@example.com");
    expect((await logout({ cookie: again.cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
    const byToken = await signInByCookie(t, "victim@example.com");
    expect((await logout({ authorization: `Token ${byToken.token}` })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: byToken.token })).status).toBe(403);
  });
});
