import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";

describe.each(backends)("the local outbox on %s", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    await t.call({ method: "POST", url: "/api/user/magic-link/", payload: { email: "staff@example.com" } });
  });
  afterEach(async () => {
    await t.close();
  });

  const outbox = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.call({ method: "GET", url: "/api/dev/outbox/", remoteAddress, headers });

  it("shows the codes to the machine itself", async () => {
    for (const ip of ["127.0.0.1", "127.0.1.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await outbox(t, ip);
      expect(res.status, ip).toBe(200);
      expect(res.body[0]).toMatchObject({ to: "staff@example.com" });
    }
  });

  it("refuses any other client, whatever X-Forwarded-For says", async () => {
    for (const ip of ["203.0.113.5", "10.0.0.7", "::ffff:192.168.1.2", "2001:db8::1"]) {
      const res = await outbox(t, ip, { "x-forwarded-for": "127.0.0.1" });
      expect(res.status, ip).toBe(403);
      expect(res.body.detail, ip).toMatch(/only on the machine the server runs on/);
      expect(JSON.stringify(res.body)).not.toContain("staff@example.com");
    }
    // A proxy on the same machine connects from loopback for every client it forwards.
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect((await outbox(t, "127.0.0.1", { [header]: "127.0.0.1" })).status, header).toBe(403);
    }
    const ja = await outbox(t, "203.0.113.5", { "accept-language": "ja" });
    expect(ja.body.detail).toMatch(/ローカル送信箱/);
  });

  it("is not there when mail goes out over SMTP", async () => {
    const smtp = await createTestApp(backend, { SMTP_URL: "smtp://mail.example.com:587" });
    try {
      const res = await outbox(smtp, "127.0.0.1");
      expect(res).toMatchObject({
        status: 404,
        body: { detail: "There is no local outbox: this server sends mail over SMTP." },
      });
    } finally {
      await smtp.close();
    }
  });
});
