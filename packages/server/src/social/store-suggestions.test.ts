import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld } from "../test/test-world.ts";
import { findStoreSuggestions } from "./store-suggestions.ts";

describe.each(backends)("the store's suggestions on %s", (backend: Backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertTestWorld(t.db);
    token = await signIn(t, "newcomer@example.test");
  });
  afterAll(() => t.close());

  it("offers a signed-in user the most followed handles and the terms most accounts used", async () => {
    const res = await t.call({ method: "GET", url: "/api/social/suggestions/", token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { handles, keywords, hashtags, demo } = res.body;
    expect(demo).toBe(false);
    const followers = handles.map((h: { count: number }) => h.count);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    const [top] = await t.db.query<{ handle: string; name: string }>(
      "SELECT handle, name FROM accounts ORDER BY followers_count DESC NULLS LAST LIMIT 1",
    );
    expect(handles[0]).toMatchObject({ term: top?.handle, name: top?.name });
    expect(hashtags.map((h: { term: string }) => h.term)).toContain("sneakers");
    for (const term of [...keywords, ...hashtags]) expect(term.count).toBeGreaterThanOrEqual(2);
  });

  it("says when they come from the demo world", async () => {
    await t.db.query("UPDATE accounts SET is_demo = true");
    await t.db.query("UPDATE posts SET is_demo = true");
    const later = await findStoreSuggestions(t.db, Date.now() + 3_600_000);
    expect(later.demo).toBe(true);
    expect(later.handles.length).toBeGreaterThan(0);
  });

  it("refuses a caller without a session", async () => {
    expect((await t.call({ method: "GET", url: "/api/social/suggestions/" })).status).toBe(403);
  });
});
