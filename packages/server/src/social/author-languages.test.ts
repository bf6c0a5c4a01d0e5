import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestJsonl } from "../test/ingest-jsonl.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { databaseNow, fillLanguagesFromAuthors } from "./author-languages.ts";

const post = (id: string, author: string, text: string, lang?: string) => ({
  id,
  author_id: author,
  text,
  created_at: "2026-03-01T10:00:00.000Z",
  ...(lang ? { lang } : {}),
});

/**
 * Posts whose text does not tell their language ("🎉🎉 #Tokyo2020", "Thanks!!") by an author who
 * posts in Japanese, one who posts in Spanish, one whose posts say nothing but whose bio is
 * Japanese, and one of whom nothing tells; and an English post of the Japanese author, untouched.
 */
const PAGE = {
  data: [
    post("8001", "701", "今日はとても良い天気ですね", "ja"),
    post("8002", "701", "新しいカメラを買いました、最高です"),
    post("8003", "701", "おはようございます", "ja"),
    post("8004", "701", "🎉🎉 #Tokyo2020 https://t.co/x"),
    post("8005", "701", "The weather in Tokyo is lovely today", "en"),
    post("8011", "702", "Hoy es un gran día para todos nosotros", "es"),
    post("8012", "702", "Muchas gracias a todos por venir", "es"),
    post("8013", "702", "Nice!! 😂", "und"),
    post("8021", "703", "#photo https://t.co/y"),
    post("8031", "704", "#photo https://t.co/z"),
  ],
  includes: {
    users: [
      { id: "701", username: "kei", name: "Kei" },
      { id: "702", username: "ana", name: "Ana" },
      { id: "703", username: "yuki", name: "Yuki", description: "東京でカメラと写真を楽しんでいます" },
      { id: "704", username: "zed", name: "Zed" },
    ],
  },
};

type Row = { id: string; lang: string | null; lang_source: string; sentiment: string | null };

describe.each(backends)("posts take their author's language when their text does not tell, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await ingestJsonl(t.db, PAGE);
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = () =>
    t.db.query<Row>(
      "SELECT id, lang, lang_source, sentiment FROM posts WHERE id IN ('8004', '8013', '8021', '8031', '8005') ORDER BY id",
    );

  it("imports such posts with no language", async () => {
    expect((await rows()).map((r) => [r.id, r.lang, r.lang_source])).toEqual([
      ["8004", null, "unknown"],
      ["8005", "en", "platform"],
      ["8013", null, "unknown"],
      ["8021", null, "unknown"],
      ["8031", null, "unknown"],
    ]);
  });

  it("gives them the language of most of the author's posts, else the bio's, and scores them in it", async () => {
    expect(await fillLanguagesFromAuthors(t.db, { batchSize: 2 })).toBe(3);
    expect(await rows()).toEqual([
      // Two Japanese posts (one tagged, one detected) against one English: Japanese.
      { id: "8004", lang: "ja", lang_source: "author", sentiment: "positive" },
      { id: "8005", lang: "en", lang_source: "platform", sentiment: "positive" },
      // Spanish is read by no lexicon: "Nice" is no Spanish word, and 😂 gives the sentiment.
      { id: "8013", lang: "es", lang_source: "author", sentiment: "positive" },
      { id: "8021", lang: "ja", lang_source: "author", sentiment: "neutral" },
      { id: "8031", lang: null, lang_source: "unknown", sentiment: "neutral" },
    ]);
  });

  it("is idempotent; after an import, reads only the posts it wrote", async () => {
    expect(await fillLanguagesFromAuthors(t.db)).toBe(0);
    // An older unknown post of the Japanese author, written before the import below.
    await ingestJsonl(t.db, { data: [post("8006", "701", "📷📷 https://t.co/w")] });
    await t.db.exec("UPDATE posts SET updated_at = now() - interval '1 day' WHERE id = '8006'");
    const since = await databaseNow(t.db);
    // The import writes the post again as its own text tells: unknown.
    await ingestJsonl(t.db, { data: [post("8004", "701", "🎉🎉 #Tokyo2020 https://t.co/x")] });
    expect((await rows())[0]).toMatchObject({ id: "8004", lang_source: "unknown" });
    expect(await fillLanguagesFromAuthors(t.db, { since })).toBe(1);
    expect((await rows())[0]).toMatchObject({ id: "8004", lang: "ja", lang_source: "author" });
    expect(await fillLanguagesFromAuthors(t.db)).toBe(1);
    const [older] = await t.db.query("SELECT lang, lang_source FROM posts WHERE id = '8006'");
    expect(older).toEqual({ lang: "ja", lang_source: "author" });
  });
});
