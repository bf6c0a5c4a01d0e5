import { tokenize } from "@xa/core/social/post-words";
import { keywordsOf } from "@xa/text/tokens/keywords";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { rankAudienceKeywords } from "./audience-keywords.ts";
import { audiencePostsSelect, countAudienceScripts, countAudienceTerms } from "./audience-terms.ts";
import { createScratchTable } from "./scratch-table.ts";
import { recountStats } from "./store-term-stats.ts";

/*
 * A store of 60 writers: 12 brew coffee at home (8 in English, 4 in Japanese), 48 talk about
 * anything else (20 of them in Japanese). Everyone says "today" and "morning"; the coffee people write "pour over" and
 * 水出し (a compound the segmenter splits into 水 + 出し), and say 飲みすぎる. The English ones name
 * the roaster @bean_lab_1 without its @, and mention @kettlelab; "beans" is someone's handle too.
 */
const COFFEE_EN = [
  "My pour over today was bright and fruity",
  "Pour over with a light roast this morning",
  "Bright light roast beans",
  "Fresh light roast beans",
  "Dialing in the pour over grinder today",
  "Slow pour over before work",
  "Beans from bean_lab_1 again",
  "New gooseneck from @kettlelab",
  "Thanks @kettlelab for the kettle",
];
const COFFEE_JA = ["今日は水出しコーヒーを作った", "水出しを飲みすぎる", "夏は水出しに限る"];
const OTHER_JA = ["今日は雨でランニングは休み", "朝のニュースを見た", "週末は映画を見た"];
const OTHER = [
  "Great run this morning in the park today",
  "Watching the game today with friends",
  "Morning commute was slow today",
];

describe.each(backends)("rankAudienceKeywords (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const ids = Array.from({ length: 60 }, (_, i) => `w${i}`);
    await t.db.query("INSERT INTO accounts (id, handle, source) SELECT id, id, 'test' FROM unnest($1::text[]) AS id", [
      ids,
    ]);
    await t.db.query(
      "INSERT INTO accounts (id, handle, source) VALUES ('roaster', 'bean_lab_1', 'test'), ('kettle', 'kettlelab', 'test'), ('beans', 'beans', 'test')",
    );
    const written = (i: number): [string[], string] =>
      i < 8 ? [COFFEE_EN, "en"] : i < 12 ? [COFFEE_JA, "ja"] : i < 32 ? [OTHER_JA, "ja"] : [OTHER, "en"];
    const posts = ids.flatMap((id, i) => {
      const [texts, lang] = written(i);
      return texts.map((text) => ({
        author: id,
        text,
        lang,
        keywords: keywordsOf(tokenize(text, lang)),
        mentions: [...text.matchAll(/@(\w+)/g)].map((m) => m[1]),
      }));
    });
    // One statement for all posts (keywords as JSON arrays), as the importer would store them.
    await t.db.query(
      `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, keywords, mentions, source)
       SELECT 'p' || n, x->>'author', x->>'text', now(), x->>'lang', 'platform',
         ARRAY(SELECT jsonb_array_elements_text(x->'keywords')),
         ARRAY(SELECT jsonb_array_elements_text(x->'mentions')), 'test'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS p(x, n)`,
      [JSON.stringify(posts)],
    );
  }, 120_000);
  afterAll(() => t.close());

  async function keywordsOfCoffeePeople(
    countries: string[] = [],
    sides?: { theirs: ReadonlySet<string>; ours: ReadonlySet<string> },
  ) {
    const store = await recountStats(t.db);
    const audience = await createScratchTable(t.db, "SELECT id FROM accounts WHERE id = ANY($1::text[])", [
      Array.from({ length: 12 }, (_, i) => `w${i}`),
    ]);
    const posts = await createScratchTable(t.db, audiencePostsSelect(audience.name), []);
    try {
      const scripts = await countAudienceScripts(t.db, posts.name);
      const counts = await countAudienceTerms(t.db, posts.name, "keyword", scripts, store);
      const ranked = await rankAudienceKeywords(t.db, posts.name, counts, {
        audienceSize: audience.rows,
        storeSize: store.accounts,
        order: "balanced",
        limit: 20,
        countries,
        sides,
      });
      return ranked.map((k) => k.label);
    } finally {
      await posts.drop();
      await audience.drop();
    }
  }

  it("suggests whole phrases and compounds, never everyday words, fragments or auxiliaries", async () => {
    const labels = await keywordsOfCoffeePeople();
    expect(labels).toContain("pour over");
    expect(labels).toContain("水出し");
    for (const no of ["today", "morning", "pour", "出し", "水", "すぎる", "the"]) expect(labels).not.toContain(no);
    // A handle written without its @ is an account, not a word: alone or in a phrase.
    expect(labels.filter((l) => l.includes("bean_lab_1"))).toEqual([]);
    // So is a plain word the posts write as an @mention; a handle the posts write as a word stays a word.
    expect(labels.filter((l) => l.includes("kettlelab"))).toEqual([]);
    expect(labels.filter((l) => l.split(" ").includes("beans"))).not.toEqual([]);
    // One name is one keyword: no phrase inside another ("light roast beans" once, not "light roast" too).
    const phrases = labels.filter((l) => l.includes(" "));
    for (const a of phrases) for (const b of phrases) if (a !== b) expect(` ${a} `).not.toContain(` ${b} `);
  });

  it("leaves out a phrase holding a word of a debate's other side and none of the brief's", async () => {
    const theirs = new Set(["over"]);
    expect(await keywordsOfCoffeePeople([], { theirs, ours: new Set() })).not.toContain("pour over");
    expect(await keywordsOfCoffeePeople([], { theirs, ours: new Set(["pour"]) })).toContain("pour over");
  });

  it("asks a term in a script the targeted places do not write for evidence from the audience", async () => {
    // 4 of 12 write Japanese: a third of the audience is evidence enough, even for the US.
    expect(await keywordsOfCoffeePeople(["US"])).toContain("水出し");
  });
});
