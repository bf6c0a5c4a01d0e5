import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

/** Bad input on any endpoint gets a readable 400/404, never a 500, and changes nothing. */
describe.each(backends)("bad input on %s", (backend) => {
  let t: TestApp;
  let token: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await signIn(t, "bad@input.test");
    slug = (await t.call({ method: "POST", url: "/api/teams/", token, payload: { name: "Solid" } })).body.slug;
  });
  afterAll(async () => {
    await t.close();
  });

  const long = "x".repeat(10_000);
  const raw = (method: "POST" | "PUT" | "PATCH", url: string, body: string, contentType = "application/json") =>
    t.call({ method, url, token, payload: body, headers: { "content-type": contentType } });

  it("answers malformed JSON with a readable 400", async () => {
    for (const url of ["/api/teams/", "/api/user/magic-link/", `/api/teams/${slug}/invites/`]) {
      const res = await raw("POST", url, '{"name": ');
      expect(res.status, url).toBe(400);
      expect(res.body.detail).toMatch(/Malformed JSON/);
    }
  });

  it("answers a body that is not an object, or not JSON at all", async () => {
    expect(await raw("POST", "/api/teams/", "[1,2]")).toMatchObject({
      status: 400,
      body: { non_field_errors: ["Request body must be a JSON object"] },
    });
    expect(await raw("POST", "/api/teams/", "name=x", "text/plain")).toMatchObject({ status: 400 });
    expect(await raw("POST", "/api/teams/", "null")).toMatchObject({ status: 400 });
    expect(await t.call({ method: "POST", url: "/api/teams/", token, payload: { name: "a\u0000b" } })).toMatchObject({
      status: 400,
      body: { detail: "Text must not contain NUL characters." },
    });
  });

  it("answers wrong types and 10,000-character strings field by field", async () => {
    expect(await t.call({ method: "POST", url: "/api/teams/", token, payload: { name: 42 } })).toMatchObject({
      status: 400,
      body: { name: ["Name must be text"] },
    });
    expect(await t.call({ method: "POST", url: "/api/teams/", token, payload: { name: long } })).toMatchObject({
      status: 400,
      body: { name: ["Name must be less than 100 characters"] },
    });
    expect(
      await t.call({ method: "POST", url: "/api/user/magic-link/", payload: { email: `${long}@x.y` } }),
    ).toMatchObject({
      status: 400,
      body: { email: ["Email must be less than 254 characters"] },
    });
    expect(await t.call({ method: "PUT", url: "/api/user/me/", token, payload: { first_name: long } })).toMatchObject({
      status: 400,
      body: { first_name: ["First name must be less than 150 characters"] },
    });
    expect(
      await t.call({ method: "POST", url: `/api/teams/${slug}/invites/`, token, payload: { emails: "a@b.c" } }),
    ).toMatchObject({ status: 400 });
    expect(
      await t.call({
        method: "POST",
        url: "/api/user/magic-link/use/",
        payload: { magic_code: long, confirm_code: long },
      }),
    ).toMatchObject({ status: 400 });
  });

  it("answers unknown ids and slugs with 404", async () => {
    for (const url of [
      "/api/teams/999999/",
      "/api/teams/nope/",
      `/api/teams/${long}/`,
      `/api/teams/${slug}/members/999999/`,
      "/api/teams/99999999999999999999/members/",
      "/api/teaminfo/%00/",
      "/api/nothing-here/",
    ]) {
      const res = await t.call({
        method: url.includes("members/9") ? "PATCH" : "GET",
        url,
        token,
        payload: { level: "admin" },
      });
      expect(res.status, url.slice(0, 60)).toBe(404);
      expect(typeof res.body.detail, url.slice(0, 60)).toBe("string");
    }
    const badId = await t.call({ method: "DELETE", url: `/api/teams/${slug}/members/abc/`, token });
    expect(badId.status).toBe(404);
  });

  it("changes nothing when input is bad", async () => {
    const before = (await t.call({ method: "GET", url: `/api/teams/${slug}/`, token })).body;
    await t.call({ method: "PATCH", url: `/api/teams/${slug}/`, token, payload: { name: "", invoice_email: "bad" } });
    await t.call({ method: "PATCH", url: `/api/teams/${slug}/`, token, payload: { name: long } });
    await raw("PATCH", `/api/teams/${slug}/`, "{oops");
    const after = (await t.call({ method: "GET", url: `/api/teams/${slug}/`, token })).body;
    expect(after).toEqual(before);
    const teams = (await t.call({ method: "GET", url: "/api/teams/", token })).body;
    expect(teams).toHaveLength(1);
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.call({ method: "GET", url: "/api/schema/" });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/user/magic-link/", "/api/teams/{team}/invites/"]),
    );
  });
});
