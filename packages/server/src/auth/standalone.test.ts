import { PERSONAL_LINK_TTL_MS } from "@xa/core/auth/standalone-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const ME = "/api/external/standalone-me/standalone_me/";

describe.each(backends)("standalone identity and personal links (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    ann = await signIn(t, "ann@example.com");
    bob = await signIn(t, "bob@example.com");
  });
  afterAll(() => t.close());

  const me = (authorization?: string) =>
    t.call({ method: "GET", url: ME, headers: authorization ? { authorization } : {} });
  const makeLink = (token: string) => t.call({ method: "GET", url: "/api/user/magic/", token });
  const useLink = (magic_code: unknown, token?: string) =>
    t.call({ method: "POST", url: "/api/user/magic/use/", payload: { magic_code }, ...(token ? { token } : {}) });

  it("says who the caller is with a session, the extension's token or the pro-targeting token", async () => {
    const session = await me(`Token ${ann}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ email: "ann@example.com", authenticated_with: "session", is_staff: false });
    const extension = (await t.call({ method: "POST", url: "/api/user/extension-token/", token: ann })).body.token;
    expect((await me(`Token ${extension}`)).body).toMatchObject({
      email: "ann@example.com",
      authenticated_with: "extension",
    });
    const pro = (await t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: bob })).body.token;
    expect((await me(`Token ${pro}`)).body).toMatchObject({
      email: "bob@example.com",
      authenticated_with: "pro-targeting",
    });
    // The pro-targeting token still opens no other call.
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: pro })).status).toBe(403);
  });

  it("refuses no credentials, or a token nobody holds, with a detail", async () => {
    for (const header of [undefined, "Token nobody-holds-this", "Bearer x"]) {
      const res = await me(header);
      expect(res.status, header).toBe(403);
      expect(res.body.detail).toBeTruthy();
    }
  });

  it("makes a link that signs its owner in once, on another device", async () => {
    const link = await makeLink(ann);
    expect(link.status).toBe(200);
    expect(link.body.url).toBe(`http://localhost:8080/login?personal_link=${link.body.magic_code}`);
    expect(Date.parse(link.body.expires_at) - t.clock.now.getTime()).toBe(PERSONAL_LINK_TTL_MS);
    const [stored] = await t.db.query<{ token_hash: string }>("SELECT token_hash FROM personal_sign_in_links");
    expect(stored?.token_hash).not.toContain(link.body.magic_code);
    const used = await useLink(link.body.magic_code);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.user.email).toBe("ann@example.com");
    expect(used.headers["set-cookie"]).toMatch(/^sessionid=/);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: used.body.token })).body.email).toBe(
      "ann@example.com",
    );
    const again = await useLink(link.body.magic_code);
    expect(again.status).toBe(400);
    expect(again.body.detail).toMatch(/used already, it expired/);
  });

  it("refuses an expired link", async () => {
    const link = await makeLink(ann);
    t.clock.advance(PERSONAL_LINK_TTL_MS);
    const late = await useLink(link.body.magic_code);
    expect(late.status).toBe(400);
    expect(late.body.detail).toMatch(/expired/);
  });

  it("signs in only the user who made it", async () => {
    const bobs = await makeLink(bob);
    // Ann's browser cannot take Bob's link, and trying does not spend it.
    const refused = await useLink(bobs.body.magic_code, ann);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/another user/);
    const used = await useLink(bobs.body.magic_code);
    expect(used.body.user.email).toBe("bob@example.com");
  });

  it("is made from a session only, and refuses a bad code with a detail", async () => {
    const extension = (await t.call({ method: "POST", url: "/api/user/extension-token/", token: ann })).body.token;
    expect((await makeLink(extension)).status).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/user/magic/" })).status).toBe(403);
    expect((await useLink("")).status).toBe(400);
    expect((await useLink(42)).status).toBe(400);
    expect((await useLink("never-made")).body.detail).toMatch(/never made/);
  });
});
