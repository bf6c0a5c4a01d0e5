import fs from "node:fs";
import path from "node:path";
import { mapV2Value } from "@xa/core/social/map-x-v2";
import type { PostRecord } from "@xa/core/social/records";
import { englishWords, inflect } from "@xa/text/terms/everyday-words";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/database.ts";
import { migrate } from "../../db/migrate.ts";
import { type CorpusPost, type CorpusStats, corpusStats } from "./corpus-stats.ts";
import { drawPeople } from "./demo-accounts.ts";
import { CHATTER_WORDS } from "./demo-chatter.ts";
import { FEELINGS, NAMES, TOPICS } from "./demo-content.ts";
import { CHATTER, DEBATE_FRAMES, FILLERS, REPLY_OPENERS, TOPIC_FRAMES } from "./demo-phrases.ts";
import type { Person } from "./demo-world.ts";
import { generateDemoWorld } from "./generate-world.ts";
import { Prng } from "./prng.ts";

// The real sample sets: X API v2 pages as twarc2 collected them (SOURCE.txt beside them).
const REAL = path.resolve(import.meta.dirname, "../../../fixtures/twarc-v2");
const END = new Date("2026-03-31T00:00:00Z");
const WORLD = { accounts: 800, days: 10, seed: 42, end: END };

/** Every distinct post of the sample sets, their referenced posts included. */
function realPosts(): PostRecord[] {
  const posts = new Map<string, PostRecord>();
  for (const file of fs.readdirSync(REAL).filter((f) => f.endsWith(".jsonl")))
    for (const line of fs.readFileSync(path.join(REAL, file), "utf8").split("\n")) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        continue;
      }
      for (const item of mapV2Value(value)) if (item.type === "post") posts.set(item.record.id, item.record);
    }
  return [...posts.values()];
}

describe("the demo world's posts read like the real sample sets", () => {
  let db: Db;
  let posts: (CorpusPost & { author_id: string; id: string })[];
  let real: CorpusStats;
  let demo: CorpusStats;
  let people: Person[];
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await generateDemoWorld(db, WORLD);
    posts = await db.query("SELECT id, author_id, text, lang, kind FROM posts ORDER BY id");
    real = corpusStats(realPosts());
    // As many words of the demo as the real sets have: word counts depend on the sample's size.
    demo = corpusStats(posts, real.tokens);
    people = drawPeople(
      new Prng(WORLD.seed),
      WORLD.accounts,
      Math.floor(END.getTime() / 86_400_000) * 86_400_000,
    ).people;
  }, 240_000);
  afterAll(async () => {
    await db.close();
  });

  it("has the real sets' word-frequency slope, hashtags per post and share of replies", () => {
    // The sample sets: about a thousand posts of their own (reposts aside), a Zipf slope near -0.9.
    expect(real.posts).toBeGreaterThan(900);
    expect(real.zipfSlope).toBeGreaterThan(-1.1);
    expect(real.zipfSlope).toBeLessThan(-0.7);
    expect(demo.tokens).toBeGreaterThanOrEqual(real.tokens);
    expect(Math.abs(demo.zipfSlope - real.zipfSlope), "Zipf slope ±0.1").toBeLessThan(0.1);
    expect(demo.hashtagsPerPost / real.hashtagsPerPost, "hashtags per post ±30%").toBeGreaterThan(0.7);
    expect(demo.hashtagsPerPost / real.hashtagsPerPost, "hashtags per post ±30%").toBeLessThan(1.3);
    expect(Math.abs(demo.replyShare - real.replyShare), "share of replies ±0.05").toBeLessThan(0.05);
    expect(Math.abs(demo.quoteShare - real.quoteShare), "share of quotes ±0.05").toBeLessThan(0.05);
    expect(demo.mentionsPerPost, "mentions per post").toBeGreaterThan(real.mentionsPerPost / 2);
  });

  it("draws on a vocabulary about as large as the real sets', in English too", () => {
    // Distinct words (corpusStats: post-words tokens with a letter, hashtags and mentions left
    // out, reposts skipped) in the first posts holding as many words as the real sets: the
    // sets have about 6,500 in 20,500 words; the world's hand-written lists alone gave 1,940.
    expect(real.vocabulary).toBeGreaterThan(6000);
    expect(demo.vocabulary / real.vocabulary, "distinct words per as many words, ≥ 0.6×").toBeGreaterThanOrEqual(0.6);
    // A heavy tail: most words occur once, as in real text (the sets: about two thirds).
    expect(demo.hapaxShare, "share of words seen once").toBeGreaterThan(real.hapaxShare - 0.15);
    const realEn = corpusStats(realPosts().filter((p) => p.lang === "en"));
    const demoEn = corpusStats(
      posts.filter((p) => p.lang === "en"),
      realEn.tokens,
    );
    expect(demoEn.vocabulary / realEn.vocabulary, "English distinct words, ≥ 0.6×").toBeGreaterThanOrEqual(0.6);
  });

  it("mixes topic words with everyday chatter, emoji, typos and both languages, in many phrasings", () => {
    const own = posts.filter((p) => p.kind !== "repost");
    const termWords = new Set(
      TOPICS.flatMap((t) => [
        ...t.terms.en,
        ...t.terms.ja,
        ...(t.sides ?? []).flatMap((s) => [...s.terms.en, ...s.terms.ja]),
      ]),
    );
    const onTopic = own.filter((p) => [...termWords].some((w) => p.text.includes(w))).length / own.length;
    expect(onTopic).toBeGreaterThan(0.5);
    expect(onTopic).toBeLessThan(0.9);
    expect(own.filter((p) => /\p{Extended_Pictographic}/u.test(p.text)).length / own.length).toBeGreaterThan(0.1);
    const ja = own.filter((p) => p.lang === "ja").length / own.length;
    expect(ja).toBeGreaterThan(0.2);
    expect(ja).toBeLessThan(0.5);
    // No frame dominates: the commonest opening three words start few posts.
    const openings = new Map<string, number>();
    for (const p of own.filter((x) => x.kind === "post" && x.lang === "en")) {
      const key = p.text.toLowerCase().split(/\s+/).slice(0, 3).join(" ");
      openings.set(key, (openings.get(key) ?? 0) + 1);
    }
    const en = [...openings.values()].reduce((a, b) => a + b, 0);
    expect(Math.max(...openings.values()) / en).toBeLessThan(0.03);
    expect(openings.size).toBeGreaterThan(en / 3);
    // Typos: lower-case English words that none of the world's word lists has (cities are capitalised).
    const vocabulary = englishWords();
    const known = new Set([
      ...(JSON.stringify([TOPICS, FEELINGS, NAMES, TOPIC_FRAMES, DEBATE_FRAMES, CHATTER, REPLY_OPENERS, FILLERS])
        .toLowerCase()
        .match(/[a-z']+/g) ?? []),
      ...vocabulary.nouns.flatMap((w) => [w, inflect(w, "plural")]),
      ...vocabulary.verbs.flatMap((w) => [w, inflect(w, "past"), inflect(w, "gerund")]),
      ...vocabulary.adjectives,
      ...vocabulary.adverbs,
      ...CHATTER_WORDS,
    ]);
    const misspelt = own.filter(
      (p) =>
        p.lang === "en" &&
        (p.text.replace(/[@#]\w+/g, "").match(/(?<![A-Za-z])[a-z]{4,}(?![A-Za-z])/g) ?? []).some((w) => !known.has(w)),
    );
    expect(misspelt.length / own.length).toBeGreaterThan(0.03);
  });

  it("gives each topic notable accounts its audience follows, with a power-law tail of reach", async () => {
    const [tail] = await db.query<{ share: number }>(
      "SELECT (SELECT sum(f) FROM (SELECT followers_count f FROM accounts ORDER BY f DESC LIMIT 8) s)::float8 / sum(followers_count) AS share FROM accounts",
    );
    expect(tail?.share).toBeGreaterThan(0.5);
    const [median] = await db.query<{ m: number }>(
      "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY followers_count)::float8 AS m FROM accounts",
    );
    expect(median?.m).toBeLessThan(100);
    for (const [t, topic] of TOPICS.entries()) {
      const members = people.filter((p) => p.topic === t || p.second === t).map((p) => p.id);
      const top = await db.query<{ handle: string }>(
        `SELECT a.handle FROM follows f JOIN accounts a ON a.id = f.followee_id WHERE f.follower_id = ANY($1)
         GROUP BY a.handle ORDER BY count(*) DESC, a.handle LIMIT 10`,
        [members],
      );
      const notables = topic.notables.map((n) => n.handle);
      expect(
        top.filter((r) => notables.includes(r.handle)).length,
        `${topic.id}: its notables in its top 10`,
      ).toBeGreaterThanOrEqual(2);
      // Their followers are the topic's audience far more than its share of everyone.
      const [audience] = await db.query<{ share: number }>(
        `SELECT avg((f.follower_id = ANY($1))::int)::float8 AS share FROM follows f JOIN accounts a ON a.id = f.followee_id
         WHERE a.handle = ANY($2)`,
        [members, notables],
      );
      expect(audience?.share, `${topic.id}: its notables' followers in its audience`).toBeGreaterThan(
        Math.min(0.45, (2 * members.length) / people.length),
      );
    }
  });

  it("holds two debates whose sides keep to their own hashtags and mostly answer their own side", async () => {
    const debates = TOPICS.filter((t) => t.sides);
    expect(debates.map((t) => t.id)).toEqual(["guns", "nuclear"]);
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const topic of debates) {
      const t = TOPICS.indexOf(topic);
      const sides = topic.sides ?? [];
      const tags = sides.map((s) => new Set([...s.hashtags.en, ...s.hashtags.ja].map((h) => `#${h.toLowerCase()}`)));
      let own = 0;
      let other = 0;
      for (const p of posts) {
        const author = byId.get(p.author_id);
        if (!author || (author.topic !== t && author.second !== t) || p.kind === "repost") continue;
        for (const tag of p.text.toLowerCase().match(/#[\p{L}\p{N}_]+/gu) ?? []) {
          if (tags[author.side]?.has(tag)) own++;
          else if (tags[1 - author.side]?.has(tag)) other++;
        }
      }
      expect(own, topic.id).toBeGreaterThan(50);
      expect(other / (own + other), `${topic.id}: the other side's hashtags`).toBeLessThan(0.1);
    }
    // Replies and quotes between members of a debate stay mostly on their side.
    const inDebate = (p: Person | undefined) => p !== undefined && debates.some((d) => p.topic === TOPICS.indexOf(d));
    let same = 0;
    let across = 0;
    const rows = await db.query<{ a: string; b: string }>(
      "SELECT r.author_id AS a, p.author_id AS b FROM posts r JOIN posts p ON p.id = coalesce(r.reply_to_post_id, r.quote_of_id)",
    );
    for (const { a, b } of rows) {
      const [x, y] = [byId.get(a), byId.get(b)];
      if (!inDebate(x) || !inDebate(y) || x?.topic !== y?.topic) continue;
      if (x?.side === y?.side) same++;
      else across++;
    }
    expect(same + across).toBeGreaterThan(30);
    expect(same / (same + across)).toBeGreaterThan(0.75);
  });
});
