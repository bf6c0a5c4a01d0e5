import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertEvWorld } from "../test/test-world-ev.ts";

/* The EV world (test-world-ev.ts): 10 of 120 accounts write ev and evs, none "electric car". */
describe.each(backends)("widening an analysis's keyword query (%s)", (backend: Backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertEvWorld(t.db, new Date(t.clock.now.getTime() - 86_400_000));
    token = await signIn(t, `widen-${backend}@example.com`);
  }, 120_000);
  afterAll(() => t.close());

  const analyze = (payload: Record<string, unknown>) =>
    t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token,
      payload: { sections: ["audience_size"], ...payload },
    });

  it("finds the posts that say ev for the query electric car, and says what it added", async () => {
    for (const query_type of ["keyword", "conversation"]) {
      const res = await analyze({ query_type, query: "electric car" });
      expect(res.status).toBe(200);
      expect(res.body.resolved.widened).toEqual([{ words: "electric car", terms: ["ev", "evs"] }]);
      expect(res.body.sections.audience_size.value).toBe(10);
    }
  });

  it("drops those posts when the user takes the added terms out", async () => {
    const one = await analyze({ query_type: "keyword", query: "electric car", unwidened: ["evs"] });
    expect(one.body.resolved.widened).toEqual([{ words: "electric car", terms: ["ev"] }]);
    // "ev" alone still finds the ten drivers (each wrote it once).
    expect(one.body.sections.audience_size.value).toBe(10);
    const none = await analyze({ query_type: "keyword", query: "electric car", unwidened: ["ev", "evs"] });
    expect(none.status).toBe(200);
    expect(none.body.resolved.widened).toEqual([]);
    expect(none.body.sections.audience_size.value).toBe(0);
  });

  it("does not widen quoted phrases, hashtags or mentions", async () => {
    for (const query of ['"electric car"', "#electric", "@electric"]) {
      const res = await analyze({ query_type: "keyword", query });
      expect(res.status).toBe(200);
      expect(res.body.resolved.widened).toEqual([]);
    }
  });

  it("refuses a bad unwidened list with a readable detail", async () => {
    const res = await analyze({ query_type: "keyword", query: "electric car", unwidened: "ev" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("unwidened");
  });
});

describe.each(backends)("the assistant on a widened analysis (%s)", (backend: Backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertEvWorld(t.db, new Date(t.clock.now.getTime() - 86_400_000));
    token = await signIn(t, `asker-${backend}@example.com`);
  }, 120_000);
  afterAll(() => t.close());

  const answer = async (analysis: Record<string, unknown>) => {
    const res = await t.call({
      method: "POST",
      url: "/api/external/analyze-chat-query/",
      token,
      payload: { question: "How big is the audience?", analysis },
    });
    expect(res.status).toBe(200);
    // The streamed chunks' text, joined.
    return [...String(res.body).matchAll(/"type":"chunk","text":"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("");
  };

  it("answers about the analysis as its page showed it: widened, less what the user took out", async () => {
    expect(await answer({ query_type: "keyword", query: "electric car" })).toContain("Audience size: 10 accounts");
    const narrowed = await answer({ query_type: "keyword", query: "electric car", unwidened: ["ev", "evs"] });
    expect(narrowed).not.toContain("10 accounts");
    expect(narrowed).toContain("The Audience size section is empty");
  });
});
