import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";

/*
 * Replies in the store: t09 (a04) to @nike's t01, t24 (a03) to @adidas's t05. "Introducing" matches
 * t01 only; "ultraboost OR introducing" matches t05 and t01 (and their conversations).
 */
describe.each(backends)("x-conversations on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    token = await signIn(t, `threads-${backend}@example.com`);
  });
  afterAll(async () => {
    await t.close();
  });

  const find = (payload: object) => t.call({ method: "POST", url: "/api/external/x-conversations/", token, payload });

  it("lists a query's reply threads from the store with root post, replies and participants", async () => {
    const res = await find({ query: "Introducing" });
    expect(res.status).toBe(200);
    expect(res.body.conversations).toEqual([
      expect.objectContaining({ conversation_id: "t01", replies: 1, participants: 2 }),
    ]);
    expect(res.body.conversations[0].root).toMatchObject({ id: "t01", author: { handle: "nike" } });
    expect(res.body.base.count).toBe(2);
  });

  it("ranks threads by size and keeps to the limit", async () => {
    const all = await find({ query: "introducing OR ultraboost OR nike" });
    expect(all.status).toBe(200);
    const ids = all.body.conversations.map((c: { conversation_id: string }) => c.conversation_id);
    const sizes = all.body.conversations.map((c: { replies: number }) => c.replies);
    expect(ids.slice(0, 2).sort()).toEqual(["t01", "t05"]);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const one = await find({ query: "introducing OR ultraboost OR nike", limit: 1 });
    expect(one.body.conversations).toHaveLength(1);
    expect(["t01", "t05"]).toContain(one.body.conversations[0].conversation_id);
  });

  it("refuses a query it cannot read or a bad limit with a readable 400", async () => {
    expect((await find({})).status).toBe(400);
    expect((await find({ query: "nike", limit: 1000 })).status).toBe(400);
    expect(
      (await t.call({ method: "POST", url: "/api/external/x-conversations/", payload: { query: "nike" } })).status,
    ).toBe(403);
  });
});
