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
  it("suggests the words a topic's people repeat before everyday ones and stop words", async () => {
    // 10 accounts write "espresso" three times each; 20 write "honestly" and "the" once; 200 other
    // posts say something else each, so neither is filler by its share of the posts.
    for (let i = 0; i < 30; i++) {
      await t.db.query("INSERT INTO accounts (id, handle, source) VALUES ($1, $1, 'test')", [`s${i}`]);
      for (let n = 0; n < (i < 10 ? 3 : 1); n++)
        await t.db.query(
          "INSERT INTO posts (id, author_id, text, created_at, keywords, source) VALUES ($1, $2, '', now(), $3, 'test')",
          [`s${i}-${n}`, `s${i}`, i < 10 ? ["espresso"] : ["honestly", "the"]],
        );
    }
    for (let n = 0; n < 200; n++)
      await t.db.query(
        "INSERT INTO posts (id, author_id, text, created_at, keywords, source) VALUES ($1, 's0', '', now(), $2, 'test')",
        [`o${n}`, [`word${n}`]],
      );
    const words = (await findStoreSuggestions(t.db, Date.now() + 7_200_000)).keywords.map((k) => k.term);
    expect(words.indexOf("espresso")).toBeGreaterThanOrEqual(0);
    if (words.includes("honestly")) expect(words.indexOf("espresso")).toBeLessThan(words.indexOf("honestly"));
    expect(words).not.toContain("the");
  });
});
