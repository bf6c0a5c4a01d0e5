import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestJsonl } from "../test/ingest-jsonl.ts";
import { runServicesStart } from "../test/start-services.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { enrichAccounts } from "./enrich-accounts.ts";
import { enrichStalePosts } from "./enrich-posts.ts";

/**
 * A v2 page: an original post, a reply to it and a repost of it, by two users; two Italian
 * posts of the twarc samples, one X tagged "it" and one without a language; and a post saying
 * "like" (no opinion here).
 */
const PAGE = {
  data: [
    {
      id: "9001",
      author_id: "501",
      text: "Fresh coffee beans from Kenya today",
      created_at: "2026-03-01T10:00:00.000Z",
      lang: "en",
    },
    {
      id: "9002",
      author_id: "502",
      text: "@roaster_amy @KenyaBeans thanks, ordering coffee now!",
      created_at: "2026-03-01T11:00:00.000Z",
      // The platform's language, though the text is English: it stays as given.
      lang: "ja",
      conversation_id: "9001",
      in_reply_to_user_id: "501",
      referenced_tweets: [{ type: "replied_to", id: "9001" }],
    },
    {
      id: "9003",
      author_id: "502",
      text: "RT @roaster_amy: Fresh coffee beans from Kenya today",
      created_at: "2026-03-01T12:00:00.000Z",
      lang: "en",
      referenced_tweets: [{ type: "retweeted", id: "9001" }],
    },
    {
      id: "9004",
      author_id: "501",
      text: "Se davvero in Veneto i Fratelli d'Italia sono davanti alla Lega, forse è la fine del ventennio verde...",
      created_at: "2026-03-01T13:00:00.000Z",
      lang: "it",
    },
    {
      id: "9005",
      author_id: "501",
      text: "Risultato ‘ccezionale per Giorgia Meloni. Salvini? Non va! Conte al 16%! Proprio lui! Letta domani a rischio esonero. Calenda e Renzi salvano la pelle.",
      created_at: "2026-03-01T14:00:00.000Z",
    },
    {
      id: "9006",
      author_id: "502",
      text: "Roasting beans just like that, every morning",
      created_at: "2026-03-01T15:00:00.000Z",
      lang: "en",
    },
  ],
  includes: {
    users: [
      { id: "501", username: "roaster_amy", name: "Amy Roaster" },
      { id: "502", username: "sam_k", name: "Sam K" },
    ],
  },
};

type Row = { id: string; keywords: string[]; lang: string; enrichment_version: number };

describe.each(backends)("posts enriched again after an enrichment change, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await ingestJsonl(t.db, PAGE);
    // As an import job does: its accounts are enriched after it.
    await enrichAccounts(t.db);
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = () =>
    t.db.query<Row>("SELECT id, keywords, lang, enrichment_version FROM posts WHERE id <= '9003' ORDER BY id");
  const changedInVersion3 = () =>
    t.db.query("SELECT id, lang, lang_source, sentiment, enrichment_version FROM posts WHERE id >= '9004' ORDER BY id");
  /** The posts as version 1 stored them: a reply's and a repost's keywords had the handles. */
  const storeAsVersion1 = () =>
    t.db.exec(`
      UPDATE posts SET enrichment_version = 1;
      UPDATE posts SET keywords = '{roaster_amy,kenyabeans,thanks,ordering,coffee,now}' WHERE id = '9002';
      UPDATE posts SET keywords = '{roaster_amy,fresh,coffee,beans,kenya,today}' WHERE id = '9003';`);

  it("imports with the current methods: a reply's and a repost's handles are no keywords", async () => {
    expect(await rows()).toEqual([
      { id: "9001", keywords: ["fresh", "coffee", "beans", "kenya", "today"], lang: "en", enrichment_version: 5 },
      { id: "9002", keywords: ["thanks", "ordering", "coffee", "now"], lang: "ja", enrichment_version: 5 },
      { id: "9003", keywords: ["fresh", "coffee", "beans", "kenya", "today"], lang: "en", enrichment_version: 5 },
    ]);
    // Italian is read by no lexicon ("fine" is "end"), a long post's language is detected, and
    // "just like that" is no praise.
    expect(await changedInVersion3()).toEqual([
      { id: "9004", lang: "it", lang_source: "platform", sentiment: null, enrichment_version: 5 },
      { id: "9005", lang: "it", lang_source: "detected", sentiment: null, enrichment_version: 5 },
      { id: "9006", lang: "en", lang_source: "platform", sentiment: "neutral", enrichment_version: 5 },
    ]);
    expect(await enrichStalePosts(t.db)).toBe(0);
  });

  it("rewrites the posts of older versions, keeping the platform's data and the search by handle", async () => {
    await storeAsVersion1();
    // Version 4 read every post's sentiment anew: all six are rewritten.
    expect(await enrichStalePosts(t.db, { batchSize: 1 })).toBe(6);
    expect(await rows()).toEqual([
      { id: "9001", keywords: ["fresh", "coffee", "beans", "kenya", "today"], lang: "en", enrichment_version: 5 },
      { id: "9002", keywords: ["thanks", "ordering", "coffee", "now"], lang: "ja", enrichment_version: 5 },
      { id: "9003", keywords: ["fresh", "coffee", "beans", "kenya", "today"], lang: "en", enrichment_version: 5 },
    ]);
    const [post] = await t.db.query<{ mentions: string[]; found: boolean }>(
      "SELECT mentions, search @@ to_tsquery('simple', 'kenyabeans') AS found FROM posts WHERE id = '9002'",
    );
    expect(post).toEqual({ mentions: ["roaster_amy", "kenyabeans"], found: true });
    // Idempotent: nothing is left to do.
    expect(await enrichStalePosts(t.db)).toBe(0);
  });

  it("reads the language and sentiment of version-2 posts again", async () => {
    // As version 2 stored them: the English lexicon read "fine" and "like", and the long post had no language.
    await t.db.exec(`
      UPDATE posts SET enrichment_version = 2;
      UPDATE posts SET sentiment = 'positive', sentiment_score = 0.46 WHERE id IN ('9004', '9006');
      UPDATE posts SET lang = NULL, lang_source = 'unknown', sentiment = 'neutral', sentiment_score = 0 WHERE id = '9005';`);
    expect(await enrichStalePosts(t.db)).toBe(6);
    expect(await changedInVersion3()).toEqual([
      { id: "9004", lang: "it", lang_source: "platform", sentiment: null, enrichment_version: 5 },
      { id: "9005", lang: "it", lang_source: "detected", sentiment: null, enrichment_version: 5 },
      { id: "9006", lang: "en", lang_source: "platform", sentiment: "neutral", enrichment_version: 5 },
    ]);
    expect((await rows()).map((r) => r.enrichment_version)).toEqual([5, 5, 5]);
  });

  it("does it when the server starts, and says so", async () => {
    await storeAsVersion1();
    const logged = await runServicesStart(t.db);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Enriched 6 stored posts again with the current methods in \d+\.\d s\.$/);
    expect((await rows()).map((r) => r.keywords[0])).toEqual(["fresh", "thanks", "fresh"]);
  });

  it("detects again from version 5 only the languages the store decided: a post of English hashtags is English", async () => {
    await ingestJsonl(t.db, {
      data: [
        {
          id: "9100",
          author_id: "501",
          text: "#FlashbackFriday #BoardGames #hobby #sport",
          created_at: "2026-03-02T10:00:00.000Z",
        },
      ],
      includes: { users: [{ id: "501", username: "roaster_amy", name: "Amy Roaster" }] },
    });
    const tagged = () => t.db.query("SELECT lang, lang_source, enrichment_version FROM posts WHERE id = '9100'");
    expect(await tagged()).toEqual([{ lang: "en", lang_source: "detected", enrichment_version: 5 }]);
    // As version 4 stored them: the tags told no language.
    await t.db.exec(`
      UPDATE posts SET enrichment_version = 4;
      UPDATE posts SET lang = NULL, lang_source = 'unknown', sentiment = NULL WHERE id = '9100';`);
    // The detected Italian post and the tagged one; the platform's languages are not read again.
    expect(await enrichStalePosts(t.db)).toBe(2);
    expect(await tagged()).toEqual([{ lang: "en", lang_source: "detected", enrichment_version: 5 }]);
    expect((await rows()).map((r) => r.enrichment_version)).toEqual([4, 4, 4]);
  });
});
