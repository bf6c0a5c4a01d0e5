import { tokenize } from "@xa/core/social/post-words";
import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { keywordsOf } from "@xa/text/tokens/keywords";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { findAudience } from "./find-audience.ts";
import { recountStats } from "./store-term-stats.ts";

/* 10 EV drivers who write "ev" and #electricvehicles, never "electric car"; 110 writers of anything else. */
const EV = ["Charged the ev overnight #electricvehicles", "Two evs in the family now #electricvehicles"];
const OTHER = ["Coffee and a long walk", "New record on the bike today"];

describe.each(backends)("widening a brief with the words people type (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const ids = Array.from({ length: 120 }, (_, i) => `w${i}`);
    await t.db.query("INSERT INTO accounts (id, handle, source) SELECT id, id, 'test' FROM unnest($1::text[]) AS id", [
      ids,
    ]);
    const posts = ids.flatMap((id, i) => (i < 10 ? EV : OTHER).map((text) => ({ id, text })));
    // One statement for all posts: keywords and hashtags as JSON arrays, as the importer would store them.
    await t.db.query(
      `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, keywords, hashtags, tokens, source)
       SELECT 'p' || n, x->>'author', x->>'text', now(), 'en', 'platform',
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
      ],
    );
  }, 120_000);
  afterAll(() => t.close());

  const find = async (unwidened: string[] = []) => {
    const store = await recountStats(t.db);
    const request = autopilotRequest.parse({
      description: "People thinking about buying an electric car",
      unwidened_terms: unwidened,
    });
    const audience = await findAudience(t.db, request, { language: "en", now: new Date(), store });
    await audience.drop();
    return audience;
  };

  it("finds the audience whose posts say ev for an electric car, and says what it added", async () => {
    const audience = await find();
    expect(audience.widenedTerms).toEqual(expect.arrayContaining(["ev", "evs"]));
    expect(audience.size).toBe(10);
  });

  it("searches no word the user took out", async () => {
    const audience = await find(["ev", "evs"]);
    expect(audience.widenedTerms).not.toContain("ev");
    expect(audience.widenedTerms).not.toContain("evs");
  });
});
