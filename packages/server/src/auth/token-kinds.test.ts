import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const PUBLIC_TOKEN = "public-app-token-0123456789";

/*
 * The four token kinds each open only their own calls (core's acceptsCredential): the login token
 * the user's calls, the extension's token the extension's, the pro-targeting token the pro
 * toolkit's token group (and standalone_me), the fixed public token the public calls.
 */
describe.each(backends)("token kinds on %s", (backend: Backend) => {
  let t: TestApp;
  let ann: string;
  let pro: string;
  let extension: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { PUBLIC_TOKEN });
    ann = await signIn(t, "ann@example.com");
    pro = (await t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: ann })).body.token;
    extension = (await t.call({ method: "POST", url: "/api/user/extension-token/", token: ann })).body.token;
    slug = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body.slug;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.call({ method: "GET", url, ...(token ? { token } : {}) });
  const TOKEN_GROUP = "/api/external/token/deepthought/accounts/";
  const ME = "/api/user/me/";

  it("refuses the pro-targeting token on a call outside the pro toolkit, saying what it opens", async () => {
    const me = await get(ME, pro);
    expect(me.status).toBe(403);
    expect(me.body.detail).toBe(
      "A pro-targeting token opens only the pro toolkit's calls; sign in to the app for this.",
    );
    const analysis = await t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token: pro,
      payload: { query: "nike" },
      headers: { "accept-language": "ja" },
    });
    expect(analysis.status).toBe(403);
    expect(analysis.body.detail).toContain("プロターゲティングトークン");
    // What it is for: the token group, and standalone_me saying whose it is.
    expect((await get(TOKEN_GROUP, pro)).status).toBe(200);
    const whose = await get("/api/external/standalone-me/standalone_me/", pro);
    expect(whose.body).toMatchObject({ email: "ann@example.com", authenticated_with: "pro-targeting" });
  });

  it("refuses the public token on a private call, and takes it on a public one", async () => {
    const me = await get(ME, PUBLIC_TOKEN);
    expect(me.status).toBe(403);
    expect(me.body.detail).toBe("The public token opens only the public calls; sign in to the app for this.");
    const created = await t.call({ method: "POST", url: "/api/teams/", token: PUBLIC_TOKEN, payload: { name: "X" } });
    expect(created.status).toBe(403);
    expect((await get("/api/external/standalone-me/standalone_me/", PUBLIC_TOKEN)).status).toBe(403);
    expect((await get(TOKEN_GROUP, PUBLIC_TOKEN)).status).toBe(401);
    // A public call answers the public token as it answers anyone.
    const info = await get(`/api/teaminfo/${slug}/`, PUBLIC_TOKEN);
    expect(info.status).toBe(200);
    expect(info.body).toEqual((await get(`/api/teaminfo/${slug}/`)).body);
    expect(info.body.name).toBe("Acme");
  });

  it("keeps the login and extension tokens to their own calls", async () => {
    expect((await get(ME, ann)).status).toBe(200);
    expect((await get(TOKEN_GROUP, ann)).status).toBe(401);
    const byExtension = await get(ME, extension);
    expect(byExtension.status).toBe(403);
    expect(byExtension.body.detail).toBe("The extension's token cannot be used for this; sign in to the app.");
    expect((await get(TOKEN_GROUP, extension)).status).toBe(401);
  });

  it("stops taking a revoked pro-targeting token", async () => {
    const made = await t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: ann });
    expect((await get(TOKEN_GROUP, made.body.token)).status).toBe(200);
    expect((await t.call({ method: "DELETE", url: "/api/user/pro-targeting-token/", token: ann })).status).toBe(204);
    expect((await get(TOKEN_GROUP, made.body.token)).status).toBe(401);
    expect((await get(ME, made.body.token)).status).toBe(403);
  });

  it("has no public token when none is configured: the value is just an unknown token", async () => {
    const plain = await createTestApp(backend);
    try {
      const me = await plain.call({ method: "GET", url: ME, token: PUBLIC_TOKEN });
      expect(me.status).toBe(403);
      expect(me.body.detail).not.toContain("public token");
    } finally {
      await plain.close();
    }
  });
});
