import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("the referral link on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const info = (token: string) => t.call({ method: "GET", url: "/api/external/deepthought/referral/", token });
  const make = (token: string) => t.call({ method: "POST", url: "/api/external/deepthought/referral/", token });
  const claim = (token: string, code: string) =>
    t.call({ method: "POST", url: "/api/external/deepthought/referral/claim/", token, payload: { code } });

  it("gives a user one link, and counts each new user who claims it once", async () => {
    const ann = await signIn(t, "ann@example.com");
    expect((await info(ann)).body).toEqual({ code: null, url: null, signups: 0, last_signup_at: null });
    const first = await make(ann);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ signups: 0, last_signup_at: null });
    expect(first.body.url).toBe(`http://localhost:8080/?ref=${first.body.code}`);
    expect((await make(ann)).body.code).toBe(first.body.code);
    expect((await info(ann)).body.code).toBe(first.body.code);

    const bob = await signIn(t, "bob@example.com");
    expect((await claim(bob, first.body.code)).body).toEqual({ counted: true, reason: "counted" });
    expect((await claim(bob, first.body.code)).body).toEqual({ counted: false, reason: "already_referred" });
    const cat = await signIn(t, "cat@example.com");
    await t.db.query("UPDATE users SET created_at = now() - interval '30 days' WHERE email = 'cat@example.com'");
    expect((await claim(cat, first.body.code)).body).toEqual({ counted: false, reason: "not_new" });

    const after = await info(ann);
    expect(after.body.signups).toBe(1);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM referrals");
    expect(row?.n).toBe(1);
  });

  it("refuses one's own code, an unknown code and bad input, and a caller who is signed out", async () => {
    const dan = await signIn(t, "dan@example.com");
    const { code } = (await make(dan)).body;
    expect(await claim(dan, code)).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/your own/) } });
    expect((await claim(dan, "zzzzzzzzzz")).status).toBe(404);
    expect((await claim(dan, "no spaces!")).status).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/external/deepthought/referral/" })).status).toBe(403);
  });
});
