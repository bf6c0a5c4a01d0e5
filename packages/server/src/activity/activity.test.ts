import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { ENTRIES_PER_MINUTE } from "./activity-routes.ts";
import { SAME_USE_MS } from "./record-activity.ts";

describe.each(backends)("user activity (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    ann = await signIn(t, "ann@example.com");
    bob = await signIn(t, "bob@example.com");
    staff = await signIn(t, "staff@example.com");
  });
  afterAll(() => t.close());

  const rowsOf = (email: string) =>
    t.db.query<{ action: string; context: string }>(
      `SELECT a.action, a.context FROM user_activity a JOIN users u ON u.id = a.user_id
       WHERE u.email = $1 ORDER BY a.id`,
      [email],
    );
  const post = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: "/api/user-activity/", token, payload, headers });

  it("records a tool as the server runs it, one entry for an exploration's several card calls", async () => {
    const stats = await t.call({ method: "GET", url: "/api/external/deepthought/x-stats/?country=JP", token: ann });
    expect(stats.status).toBe(200);
    const body = { query_type: "keyword", query: "nike" };
    for (const sections of [["audience_size"], ["posts"]]) {
      const res = await t.call({
        method: "POST",
        url: "/api/external/analyze-query/",
        token: ann,
        payload: { ...body, sections },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await rowsOf("ann@example.com")).toEqual([
      { action: "country_stats", context: "JP" },
      { action: "explore", context: "keyword: nike" },
    ]);
    // The same exploration later is another use.
    t.clock.advance(SAME_USE_MS + 1000);
    await t.call({ method: "POST", url: "/api/external/analyze-query/", token: ann, payload: body });
    expect((await rowsOf("ann@example.com")).filter((r) => r.action === "explore")).toHaveLength(2);
  });

  it("records a prompt's fate, in UTC to the second, and refuses anything else with a detail", async () => {
    const created = await post(ann, { action: "suggestion_shown", context: "creators", classifier_id: "c-1" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      action: "suggestion_shown",
      context: "creators",
      classifier_id: "c-1",
      audience_creator_query_id: null,
    });
    expect(created.body.action_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(created.body.action_at).toBe(t.clock.now.toISOString().slice(0, 19).replace("T", " "));

    const before = (await rowsOf("ann@example.com")).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ action: "hacked" }, "action", "Action must be one of"],
      // Tools are recorded by the server as they run, never posted.
      [{ action: "explore" }, "action", "Action must be one of"],
      [{ action: "suggestion_shown", context: "x".repeat(501) }, "context", "less than 500"],
      [{ action: "suggestion_shown", classifier_id: "a b" }, "classifier_id", "must be letters, digits"],
      [{}, "action", "Action is required"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(ann, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.body[field] ?? res.body), JSON.stringify(res.body)).toContain(message);
    }
    expect((await rowsOf("ann@example.com")).length).toBe(before);
    const signedOut = await t.call({
      method: "POST",
      url: "/api/user-activity/",
      payload: { action: "suggestion_shown" },
    });
    expect(signedOut.status).toBe(403);
  });

  it("lists a user's own entries newest first, in pages, and counts their tool uses", async () => {
    const all = await t.call({ method: "GET", url: "/api/user-activity/", token: ann });
    expect(all.status).toBe(200);
    const [count] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_activity a JOIN users u ON u.id = a.user_id WHERE u.email = $1",
      ["ann@example.com"],
    );
    expect(all.body.count).toBe(count?.n);
    expect(all.body.results[0].action).toBe("suggestion_shown");
    const second = await t.call({ method: "GET", url: "/api/user-activity/?limit=2&offset=2", token: ann });
    expect(second.body.count).toBe(all.body.count);
    expect(second.body.results).toEqual(all.body.results.slice(2, 4));
    const explores = await t.call({ method: "GET", url: "/api/user-activity/?action=explore", token: ann });
    expect(explores.body.results.map((e: { action: string }) => e.action)).toEqual(["explore", "explore"]);

    const usage = await t.call({ method: "GET", url: "/api/user-activity/usage/", token: ann });
    expect(usage.body).toEqual({
      usage: 3,
      last_request_at: expect.any(String),
      last_prompt_at: t.clock.now.toISOString(),
    });
    const bad = await t.call({ method: "GET", url: "/api/user-activity/?limit=0", token: ann });
    expect(bad.status).toBe(400);
  });

  it("keeps one user's entries from another; staff read anyone's by e-mail", async () => {
    const bobs = await t.call({ method: "GET", url: "/api/user-activity/", token: bob });
    expect(bobs.body).toEqual({ count: 0, results: [] });
    const bobUsage = await t.call({ method: "GET", url: "/api/user-activity/usage/", token: bob });
    expect(bobUsage.body).toEqual({ usage: 0, last_request_at: null, last_prompt_at: null });
    const peek = await t.call({ method: "GET", url: "/api/user-activity/staff/?email=ann@example.com", token: bob });
    expect(peek.status).toBe(403);
    expect(peek.body.detail).toBe("Only staff read other users' activity.");

    const read = await t.call({ method: "GET", url: "/api/user-activity/staff/?email=Ann@Example.com", token: staff });
    expect(read.status).toBe(200);
    const own = await t.call({ method: "GET", url: "/api/user-activity/", token: ann });
    expect(read.body).toEqual(own.body);
    const nobody = await t.call({
      method: "GET",
      url: "/api/user-activity/staff/?email=nobody@example.com",
      token: staff,
      headers: { "accept-language": "ja" },
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.detail).toBe("メールアドレス nobody@example.com のユーザーはいません。");
  });

  it("limits how many entries a user posts a minute", async () => {
    const carol = await signIn(t, "carol@example.com");
    for (let i = 0; i < ENTRIES_PER_MINUTE; i++) {
      expect((await post(carol, { action: "suggestion_dismissed" })).status).toBe(201);
    }
    const over = await post(carol, { action: "suggestion_dismissed" });
    expect(over.status).toBe(429);
    expect((await rowsOf("carol@example.com")).length).toBe(ENTRIES_PER_MINUTE);
  });
});
