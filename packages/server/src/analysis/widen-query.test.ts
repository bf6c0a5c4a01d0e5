import { tokenize } from "@xa/core/social/post-words";
import { keywordsOf } from "@xa/text/tokens/keywords";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

/* 10 EV drivers who write "ev" and #electricvehicles, never "electric car"; 110 writers of anything else. */
const EV = ["Charged the ev overnight #electricvehicles", "Two evs in the family now #electricvehicles"];
const OTHER = ["Coffee and a long walk", "New record on the bike today"];

describe.each(backends)("widening an analysis's keyword query (%s)", (backend: Backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const ids = Array.from({ length: 120 }, (_, i) => `w${i}`);
    await t.db.query("INSERT INTO accounts (id, handle, source) SELECT id, id, 'test' FROM unnest($1::text[]) AS id", [
      ids,
    ]);
    const posts = ids.flatMap((id, i) => (i < 10 ? EV : OTHER).map((text) => ({ id, text })));
    await t.db.query(
      `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, keywords, hashtags, tokens, source)
       SELECT 'p' || n, x->>'author', x->>'text', $2::timestamptz - interval '1 day', 'en', 'platform',
         ARRAY(SELECT jsonb_array_elements_text(x->'keywords')), ARRAY(SELECT jsonb_array_elements_text(x->'hashtags')),
         x->>'tokens', 'test'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS p(x, n)`,
      [
        JSON.stringify(
          posts.map(({ id, text }) => ({
            author: id,
            text,
            keywords: keywordsOf(tokenize(text.replace(/#\w+/g, ""))),
            hashtags: [...text.matchAll(/#(\w+)/g)].map((m) => (m[1] as string).toLowerCase()),
            tokens: tokenize(text).join(" "),
          })),
        ),
        t.clock.now.toISOString(),
      ],
    );
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
