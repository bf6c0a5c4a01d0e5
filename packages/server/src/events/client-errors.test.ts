import { KEPT_STACK_LENGTH } from "@xa/core/events/client-errors-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { ERROR_REPORTS_PER_MINUTE } from "./client-error-routes.ts";
import { readTelemetrySettings } from "./telemetry-settings.ts";

const NOW = "2026-03-10T12:00:00.000Z";

describe.each(backends)("errors browsers report (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { ANALYTICS_TOKEN: "own-token", ERROR_SAMPLE_RATE: "1" });
    t.clock.now = new Date(NOW);
    ann = await signIn(t, "ann@example.com");
    staff = await signIn(t, "staff@example.com");
  });
  afterAll(() => t.close());

  const report = (body: Record<string, unknown>, token?: string) =>
    t.call({
      method: "POST",
      url: "/api/client-errors/",
      payload: body,
      headers: { "user-agent": "Mozilla/5.0 (test browser)" },
      ...(token ? { token } : {}),
    });
  const error = (message: string, extra: Record<string, unknown> = {}) => ({
    message,
    stack: `Error: ${message}\n    at draw (app.js:1:2)`,
    url: "https://app.example.com/analysis?q=cats",
    source: "error",
    release: "30.7.3",
    ...extra,
  });
  const read = (query = "", token = staff) => t.call({ method: "GET", url: `/api/client-errors/?${query}`, token });
  const stored = () => t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM client_errors");

  it("stores a signed-out report and a signed-in one with its user, and staff read them grouped", async () => {
    expect((await report(error("x is undefined"))).status).toBe(201);
    t.clock.advance(1000);
    const signedIn = await report(
      error("x is undefined", { source: "router", url: "https://app.example.com/teams" }),
      ann,
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
    expect(signedIn.body).toEqual({ recorded: true });
    t.clock.advance(1000);
    await report(error("Failed to fetch", { source: "unhandledrejection", stack: null }));

    const res = await read();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results).toEqual([
      {
        message: "Failed to fetch",
        count: 1,
        users: 0,
        first_seen: "2026-03-10T12:00:02.000Z",
        last_seen: "2026-03-10T12:00:02.000Z",
        latest: {
          source: "unhandledrejection",
          url: "https://app.example.com/analysis?q=cats",
          stack: null,
          user_agent: "Mozilla/5.0 (test browser)",
          release: "30.7.3",
          user_email: null,
        },
      },
      {
        message: "x is undefined",
        count: 2,
        users: 1,
        first_seen: "2026-03-10T12:00:00.000Z",
        last_seen: "2026-03-10T12:00:01.000Z",
        latest: expect.objectContaining({
          source: "router",
          url: "https://app.example.com/teams",
          user_email: "ann@example.com",
        }),
      },
    ]);
    const second = await read("limit=1&offset=1");
    expect(second.body.count).toBe(2);
    expect(second.body.results.map((g: { message: string }) => g.message)).toEqual(["x is undefined"]);
  });

  it("keeps the top of a long stack and mends text the database would refuse", async () => {
    const long = `Error: deep\n${"    at frame (app.js:1:1)\n".repeat(1000)}`;
    expect((await report(error("deep \uD800 recursion", { stack: long }))).status).toBe(201);
    const rows = await t.db.query<{ message: string; stack: string }>(
      "SELECT message, stack FROM client_errors WHERE message LIKE 'deep%'",
    );
    // Half a surrogate pair: PostgreSQL would refuse it.
    expect(rows[0]?.message).toBe("deep \uFFFD recursion");
    expect(rows[0]?.stack).toHaveLength(KEPT_STACK_LENGTH);
    expect(rows[0]?.stack.startsWith("Error: deep\n    at frame")).toBe(true);
  });

  it("refuses bad reports with a readable detail and stores none of them", async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [error(""), "message"],
      [error("x".repeat(2001)), "message"],
      [error("ok", { url: "javascript:alert(1)" }), "url"],
      [error("ok", { url: "not an address" }), "url"],
      [error("ok", { source: "console" }), "source"],
      [error("ok", { release: "30.7.3 beta" }), "release"],
      [error("ok", { stack: 42 }), "stack"],
      [{ message: "only a message" }, "url"],
    ];
    for (const [body, field] of cases) {
      const res = await report(body);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    const notJson = await t.call({
      method: "POST",
      url: "/api/client-errors/",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("lets only staff read reports", async () => {
    const user = await read("", ann);
    expect(user.status).toBe(403);
    expect(user.body.detail).toBe("Only staff read the errors browsers report.");
    expect((await t.call({ method: "GET", url: "/api/client-errors/" })).status).toBe(403);
    expect((await read("limit=500")).status).toBe(400);
  });

  it("hands the browser its telemetry settings, signed in or not", async () => {
    const res = await t.call({ method: "GET", url: "/api/telemetry-config/" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      analytics: { token: "own-token", provider: "own", host: null },
      errors: { sentry_dsn: null, sample_rate: 1, replay: false },
    });
  });

  it("limits the reports one network sends", async () => {
    t.clock.advance(60_000);
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i++) expect((await report(error(`burst ${i}`))).status).toBe(201);
    const before = await stored();
    const limited = await report(error("one too many"));
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await stored()).toEqual(before);
  });
});

describe("telemetry settings", () => {
  it("defaults to our own analytics, off without a token, and half of errors sampled", () => {
    expect(readTelemetrySettings({})).toEqual({
      analytics: { token: null, provider: "own", host: null },
      errors: { sentry_dsn: null, sample_rate: 0.5, replay: false },
    });
  });

  it("reads PostHog, Sentry and replay, and refuses wrong values", () => {
    expect(
      readTelemetrySettings({
        ANALYTICS_TOKEN: "phc_x",
        ANALYTICS_PROVIDER: "posthog",
        ANALYTICS_HOST: "https://eu.i.posthog.com/",
        SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
        SENTRY_REPLAY: "on",
        ERROR_SAMPLE_RATE: "0.25",
      }),
    ).toEqual({
      analytics: { token: "phc_x", provider: "posthog", host: "https://eu.i.posthog.com" },
      errors: { sentry_dsn: "https://key@o1.ingest.sentry.io/2", sample_rate: 0.25, replay: true },
    });
    expect(() => readTelemetrySettings({ ANALYTICS_PROVIDER: "mixpanel" })).toThrow(/ANALYTICS_PROVIDER/);
    expect(() => readTelemetrySettings({ ANALYTICS_PROVIDER: "posthog" })).toThrow(/ANALYTICS_HOST is needed/);
    expect(() => readTelemetrySettings({ ANALYTICS_HOST: "http://posthog.example.com" })).toThrow(/https/);
    expect(() => readTelemetrySettings({ ERROR_SAMPLE_RATE: "2" })).toThrow(/ERROR_SAMPLE_RATE/);
    expect(() => readTelemetrySettings({ SENTRY_REPLAY: "yes" })).toThrow(/SENTRY_REPLAY/);
    expect(readTelemetrySettings({ ANALYTICS_HOST: "http://127.0.0.1:9000" }).analytics.host).toBe(
      "http://127.0.0.1:9000",
    );
  });
});
