import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readConfig, SIGNIN_LIMIT_DEFAULTS } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { createOutboxMailer } from "../mail/mailer.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";

describe("sign-in limit settings", () => {
  it("default to 5 codes per address and 20 per IP in 15 minutes, and refuse nonsense", () => {
    expect(readConfig({}).signinLimits).toEqual({ perAddress: 5, perIp: 20, windowMs: 15 * 60_000 });
    expect(SIGNIN_LIMIT_DEFAULTS.perIp).toBe(20);
    expect(readConfig({ SIGNIN_CODES_PER_IP: "500" }).signinLimits.perIp).toBe(500);
    expect(() => readConfig({ SIGNIN_CODES_PER_ADDRESS: "0" })).toThrow(/SIGNIN_CODES_PER_ADDRESS/);
  });
});

describe.each(backends)("sign-in code limits on %s", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { SIGNIN_CODES_PER_IP: "20" });
    // At the start of a window, so a test's requests all fall in one.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / 900_000) * 900_000);
  });
  afterEach(async () => {
    await t.close();
  });

  const ask = (email: string, remoteAddress = "198.51.100.7", language = "en") =>
    t.call({
      method: "POST",
      url: "/api/user/magic-link/",
      payload: { email },
      remoteAddress,
      headers: { "accept-language": language },
    });
  const mailed = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox"))[0]?.n;

  it("lets one IP ask for 20 codes in 15 minutes, however many addresses it uses", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(`user${i}@example.com`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.body).toEqual({
      detail: "Too many sign-in codes requested from your network. Try again in 15 min.",
    });
    expect(refused[0]?.headers["retry-after"]).toBe("900");
    expect(await mailed()).toBe(20);
    // Another network is not held back, and the IP may ask again in the next window.
    expect((await ask("other@example.com", "203.0.113.9")).status).toBe(201);
    t.clock.advance(15 * 60_000);
    expect((await ask("user0@example.com")).status).toBe(201);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    for (let i = 0; i < 20; i++) expect((await ask(`v6-${i}@example.com`, `2001:db8:1:2::${i + 1}`)).status).toBe(201);
    expect((await ask("v6-more@example.com", "2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await ask("v6-more@example.com", "2001:db8:1:3::1")).status).toBe(201);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
    const forwarded = (app: TestApp, i: number) =>
      app.call({
        method: "POST",
        url: "/api/user/magic-link/",
        payload: { email: `fwd${i}@example.com` },
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
    const spoofed = await Promise.all(Array.from({ length: 21 }, (_, i) => forwarded(t, i)));
    expect(spoofed.filter((r) => r.status === 429)).toHaveLength(1);
    const proxied = await createTestApp(backend, { SIGNIN_CODES_PER_IP: "20", TRUST_PROXY: "10.0.0.2" });
    try {
      const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => forwarded(proxied, i)));
      expect(answers.every((r) => r.status === 201)).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("limits an address to 5 codes, +tags and capitals included, with Retry-After", async () => {
    for (const email of [
      "ann@example.com",
      "Ann@Example.com",
      "ann+1@example.com",
      "ANN+2@example.com",
      "ann+x@example.com",
    ]) {
      expect((await ask(email)).status, email).toBe(201);
    }
    t.clock.advance(60_000);
    const sixth = await ask("ann+new@example.com", "203.0.113.9", "ja");
    expect(sixth.status).toBe(429);
    expect(sixth.headers["retry-after"]).toBe("840");
    expect(sixth.body.detail).toBe(
      "このアドレスへのサインインコードの要求が多すぎます。14 分後にもう一度お試しください。",
    );
    expect((await ask("ann@example.com", "203.0.113.10")).body).toEqual({
      detail: "Too many sign-in codes requested for this address. Try again in 14 min.",
    });
    expect((await ask("anne@example.com")).status).toBe(201);
    expect(await mailed()).toBe(6);
  });

  it("refuses lists and header-breaking addresses with a field error, mailing nothing", async () => {
    for (const email of [
      "a@example.com,b@example.com",
      "a@example.com;b@example.com",
      "a@example.com b@example.com",
      "a@example.com\r\nBcc: victim@example.com",
      "a@example.com\nb@example.com",
      "Ann <a@example.com>",
      '"a,b"@example.com',
      "a@b@example.com",
    ]) {
      const res = await ask(email);
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body, JSON.stringify(email)).toEqual({ email: ["Email is not valid"] });
    }
    expect(await mailed()).toBe(0);
    expect((await t.db.query("SELECT 1 FROM magic_codes")).length).toBe(0);
  });

  it.runIf(backend === "postgres")("shares its counts between two servers on one database", async () => {
    const [{ schema } = { schema: "" }] = await t.db.query<{ schema: string }>("SELECT current_schema() AS schema");
    const db2 = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema });
    const config = readConfig({ PUBLIC_URL: "http://localhost:8080", SIGNIN_CODES_PER_IP: "20" });
    const app2 = await buildApp({ config, db: db2, now: () => t.clock.now, mailer: createOutboxMailer(db2, () => {}) });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? ask(`shared${i}@example.com`).then((r) => r.status)
            : app2
                .inject({
                  method: "POST",
                  url: "/api/user/magic-link/",
                  payload: { email: `shared${i}@example.com` },
                  remoteAddress: "198.51.100.7",
                })
                .then((r) => r.statusCode),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    } finally {
      await app2.close();
      await db2.close();
    }
  });
});
