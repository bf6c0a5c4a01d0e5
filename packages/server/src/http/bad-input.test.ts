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
    expect(await raw("POST", "/api/teams/", "<name>x</name>", "application/xml")).toMatchObject({
      status: 415,
      body: { detail: "Request body must be JSON (Content-Type: application/json)" },
    });
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
      body: { email: expect.arrayContaining(["Email must be less than 254 characters"]) },
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
    expect(teams.count).toBe(1);
  });

  // Every endpoint that takes a date range, with a body it would otherwise answer.
  const dateTaking: [string, Record<string, unknown>][] = [
    ["/api/external/analyze-query/", { query: "coffee", sections: ["conversation_volume"] }],
    ["/api/external/compute-age-groups/", { query: "coffee" }],
    ["/api/external/find-related-audiences/", { query: "coffee" }],
    ["/api/external/top-accounts/", { query: "coffee" }],
    ["/api/external/similar-accounts/", { query: "coffee" }],
    ["/api/external/keyword-explain/", { query: "coffee" }],
    ["/api/external/share-of-voice/", { keywords: [{ keyword: "coffee" }] }],
  ];

  it("answers out-of-range years on every date-taking endpoint with a readable 400", async () => {
    for (const [url, body] of dateTaking) {
      for (const [field, value] of [
        ["start_date", "0000-01-01"],
        ["end_date", "0000-12-31T10:00Z"],
        ["start_date", "1969-12-31"],
        ["end_date", "10000-01-01"],
      ] as const) {
        const res = await t.call({ method: "POST", url, token, payload: { ...body, [field]: value } });
        expect(res.status, `${url} ${field}=${value} ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.detail, url).toMatch(
          value.length <= 17 && value.startsWith("0") ? new RegExp(`${field} "${value}" is out of range`) : /date/,
        );
      }
    }
    const ja = await t.call({
      method: "POST",
      url: "/api/external/keyword-explain/",
      token,
      headers: { "accept-language": "ja" },
      payload: { query: "coffee", start_date: "0000-01-01" },
    });
    expect(ja).toMatchObject({
      status: 400,
      body: { detail: "start_date「0000-01-01」は範囲外です。1970 年から 9999 年までの日付を指定してください。" },
    });
  });

  it("bounds every date-taking endpoint's window to a year, naming the limit", async () => {
    for (const [url, body] of dateTaking) {
      const wide = await t.call({
        method: "POST",
        url,
        token,
        payload: { ...body, start_date: "1970-01-01", end_date: "9999-12-31" },
      });
      expect(wide.status, url).toBe(400);
      expect(wide.body.detail).toBe(
        "The dates span 2,932,897 days; one analysis covers at most 366 days. Move start_date or end_date closer.",
      );
      // A whole leap year, start to end, is the widest window taken (an endpoint may still refuse its query).
      const year = await t.call({
        method: "POST",
        url,
        token,
        payload: { ...body, start_date: "2024-01-01", end_date: "2024-12-31" },
      });
      expect(year.status, url).toBeLessThan(500);
      expect(JSON.stringify(year.body), url).not.toMatch(/dates span/);
    }
  });

  it("refuses impossible dates instead of moving them to the next day or month", async () => {
    for (const [url, body] of dateTaking) {
      for (const value of ["2024-02-30", "2023-02-29", "2024-04-31", "2024-01-01T24:00", "2024-01-01T12:60Z"]) {
        const res = await t.call({ method: "POST", url, token, payload: { ...body, start_date: value } });
        expect(res.status, `${url} ${value}`).toBe(400);
        expect(res.body.detail).toBe(`start_date "${value}" is not a date: use YYYY-MM-DD or an ISO date-time.`);
      }
    }
    const leap = await t.call({
      method: "POST",
      url: "/api/external/keyword-explain/",
      token,
      payload: { query: "coffee", start_date: "2024-02-29", end_date: "2024-02-29" },
    });
    expect(leap.body).toMatchObject({ start_date: "2024-02-29T00:00:00.000Z", end_date: "2024-02-29T23:59:59.999Z" });
  });

  it("finds rows only by canonical decimal ids: 0x10, 1e3, 016 and the like are not found and change nothing", async () => {
    const created = await t.call({
      method: "POST",
      url: `/api/teams/${slug}/invites/`,
      token,
      payload: { emails: ["hex@invite.test"] },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body[0].id);
    const members = (await t.call({ method: "GET", url: `/api/teams/${slug}/members/`, token })).body.results;
    const memberId = Number(members[0].id);
    const spellings = (n: number) => [
      `0x${n.toString(16)}`,
      `${n}e0`,
      `${n / 10}e1`,
      `0${n}`,
      `+${n}`,
      `%20${n}`,
      `${n}%20`,
      `${n}.0`,
      `${n}.`,
      `0b${n.toString(2)}`,
      "9223372036854775808",
      "99999999999999999999",
      "0",
      "-1",
    ];
    for (const spelling of spellings(id)) {
      const res = await t.call({ method: "DELETE", url: `/api/teams/${slug}/invites/${spelling}/`, token });
      expect(res.status, spelling).toBe(404);
      expect(res.body, spelling).toEqual({ detail: "Not found." });
    }
    for (const spelling of spellings(memberId)) {
      const res = await t.call({
        method: "PATCH",
        url: `/api/teams/${slug}/members/${spelling}/`,
        token,
        payload: { level: "member" },
      });
      expect(res.status, spelling).toBe(404);
    }
    const invites = (await t.call({ method: "GET", url: `/api/teams/${slug}/invites/`, token })).body.results;
    expect(invites.map((i: { id: number }) => Number(i.id))).toContain(id);
    expect((await t.call({ method: "GET", url: `/api/teams/${slug}/members/`, token })).body.results).toEqual(members);
    expect((await t.call({ method: "DELETE", url: `/api/teams/${slug}/invites/${id}/`, token })).status).toBe(204);
  });

  it("finds a team by its slug or its canonical id only: DELETE /api/teams/01/ deletes nothing", async () => {
    const doomed = (await t.call({ method: "POST", url: "/api/teams/", token, payload: { name: "Doomed" } })).body;
    for (const spelling of [`0${doomed.id}`, `00${doomed.id}`, `+${doomed.id}`, `${doomed.id}.0`, "99999999999"]) {
      for (const method of ["GET", "DELETE"] as const) {
        const res = await t.call({ method, url: `/api/teams/${spelling}/`, token });
        expect(res.status, `${method} ${spelling}`).toBe(404);
      }
      const members = await t.call({ method: "GET", url: `/api/teams/${spelling}/members/`, token });
      expect(members.status, spelling).toBe(404);
    }
    expect((await t.call({ method: "GET", url: `/api/teams/${doomed.id}/`, token })).body.slug).toBe(doomed.slug);
    expect((await t.call({ method: "DELETE", url: `/api/teams/${doomed.slug}/`, token })).status).toBe(204);
  });

  it("finds jobs only by canonical decimal ids", async () => {
    const staff = await signIn(t, "staff@example.com");
    const created = await t.call({
      method: "POST",
      url: "/api/social/imports/?filename=a.jsonl",
      token: staff,
      payload: "{}\n",
      headers: { "content-type": "application/x-ndjson" },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    expect((await t.call({ method: "GET", url: `/api/social/imports/${id}/`, token: staff })).status).toBe(200);
    for (const spelling of [`0${id}`, `00${id}`, `+${id}`, `${id}.0`, `0x${Number(id).toString(16)}`]) {
      for (const url of [`/api/social/imports/${spelling}/`, `/api/social/jobs/${spelling}/`]) {
        const res = await t.call({ method: "GET", url, token: staff });
        expect(res.status, url).toBe(404);
        expect(res.body, url).toEqual({ detail: "Not found." });
      }
      const cancel = await t.call({ method: "POST", url: `/api/social/imports/${spelling}/cancel/`, token: staff });
      expect(cancel.status, spelling).toBe(404);
    }
    expect((await t.call({ method: "GET", url: `/api/social/imports/${id}/`, token: staff })).body.status).toBe(
      "queued",
    );
    await t.call({ method: "POST", url: `/api/social/imports/${id}/cancel/`, token: staff });
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
