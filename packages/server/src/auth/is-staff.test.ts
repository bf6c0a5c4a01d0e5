import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

describe.each(backends)("staff flag on the user on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Listed with other spacing and case than the address signs in with: both are normalised.
    t = await createTestApp(backend, { STAFF_EMAILS: " Boss@Example.com ,ops@example.com" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells the web app who is staff (STAFF_EMAILS), so it can offer the data upload only to them", async () => {
    const staff = await signIn(t, "boss@example.com");
    const other = await signIn(t, "someone@example.com");
    const me = await t.call({ method: "GET", url: "/api/user/me/", token: staff });
    expect(me.body).toMatchObject({ email: "boss@example.com", is_staff: true });
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: other })).body.is_staff).toBe(false);
  });
});
