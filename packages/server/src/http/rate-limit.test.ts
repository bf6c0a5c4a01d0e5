import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { takeLimit } from "./rate-limit.ts";

describe.each(backends)("limits kept in the database on %s", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    const deps = { db: t.db, now: () => t.clock.now };
    t.app.post("/limited/", async () => {
      await takeLimit(deps, { key: "test:one", limit: 3, windowMs: 60_000 });
      return { ok: true };
    });
  });
  afterEach(async () => {
    await t.close();
  });

  it("lets `limit` hits through per window, then answers 429 with Retry-After and a localized detail", async () => {
    // Start of a window, so the whole minute is left.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / 60_000) * 60_000);
    for (let i = 0; i < 3; i++) expect((await t.call({ method: "POST", url: "/limited/" })).status).toBe(200);
    t.clock.advance(10_000);
    const refused = await t.call({ method: "POST", url: "/limited/" });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("50");
    expect(refused.body).toEqual({ detail: "Too many requests. Try again in 1 min." });
    const ja = await t.call({ method: "POST", url: "/limited/", headers: { "accept-language": "ja" } });
    expect(ja.body.detail).toBe("要求が多すぎます。1 分後にもう一度お試しください。");
    t.clock.advance(50_000);
    expect((await t.call({ method: "POST", url: "/limited/" })).status).toBe(200);
  });

  it("gives the last slots to exactly `limit` of many concurrent hits", async () => {
    const deps = { db: t.db, now: () => t.clock.now };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => takeLimit(deps, { key: "test:race", limit: 7, windowMs: 3_600_000 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
  });

  it("sweeps windows that have ended", async () => {
    const deps = { db: t.db, now: () => t.clock.now };
    await takeLimit(deps, { key: "test:old", limit: 1, windowMs: 1000 });
    t.clock.advance(5000);
    for (let i = 0; i < 100; i++) await takeLimit(deps, { key: "test:new", limit: 5000, windowMs: 3_600_000 });
    const left = await t.db.query<{ key: string }>("SELECT key FROM rate_limits");
    expect(left.map((r) => r.key)).toEqual(["test:new"]);
  });
});
