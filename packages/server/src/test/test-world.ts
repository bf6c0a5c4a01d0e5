import { enrichPost } from "@xa/text/enrich/enrich-post";
import type { Db } from "../db/database.ts";
import { postAnalysers } from "../social/index.ts";

/*
 * A small fixed social world for API tests: 12 accounts, 41 posts in English and Japanese
 * (2026-01-08 … 2026-01-14, plus one from 2025-11-01), hashtags, mentions, sentiment, countries,
 * follows and engagements. Tokens, hashtags, mentions and keywords are made by core's
 * `enrichPost`, exactly as the importer makes them; sentiment is set by hand so counts are known.
 * The expectations below were counted by hand from these rows (the reasoning is in comments).
 */

/** Set the test clock here: the default window (30 days ending 5 minutes before) holds every post but p29. */
export const WORLD_NOW = "2026-01-15T00:00:00.000Z";
/** The newest post (t20): trending topics end their window here. */
export const WORLD_NEWEST_POST = "2026-01-14T16:00:00.000Z";

type Sentiment = "positive" | "neutral" | "negative";
type WorldAccount = {
  id: string;
  handle: string;
  name: string;
  country: string | null;
  type: "person" | "organization";
  gender: "female" | "male" | "unknown";
  age: string;
  followers: number;
};
type WorldPost = [
  id: string,
  author: string,
  at: string,
  lang: "en" | "ja",
  s: Sentiment,
  likes: number,
  reposts: number,
  text: string,
  replyTo?: string,
];

export const WORLD_ACCOUNTS: WorldAccount[] = [
  {
    id: "a01",
    handle: "nike",
    name: "Nike",
    country: "US",
    type: "organization",
    gender: "unknown",
    age: "unknown",
    followers: 1000,
  },
  {
    id: "a02",
    handle: "adidas",
    name: "adidas",
    country: "DE",
    type: "organization",
    gender: "unknown",
    age: "unknown",
    followers: 800,
  },
  {
    id: "a03",
    handle: "alice",
    name: "Alice Smith",
    country: "US",
    type: "person",
    gender: "female",
    age: "25-34",
    followers: 120,
  },
  {
    id: "a04",
    handle: "bob",
    name: "Bob Jones",
    country: "US",
    type: "person",
    gender: "male",
    age: "35-44",
    followers: 80,
  },
  {
    id: "a05",
    handle: "carol",
    name: "Carol White",
    country: "GB",
    type: "person",
    gender: "female",
    age: "18-24",
    followers: 60,
  },
  {
    id: "a06",
    handle: "dave",
    name: "Dave Brown",
    country: "US",
    type: "person",
    gender: "male",
    age: "18-24",
    followers: 40,
  },
  {
    id: "a07",
    handle: "yuki",
    name: "佐藤由紀",
    country: "JP",
    type: "person",
    gender: "female",
    age: "25-34",
    followers: 200,
  },
  {
    id: "a08",
    handle: "taro",
    name: "田中太郎",
    country: "JP",
    type: "person",
    gender: "male",
    age: "35-44",
    followers: 150,
  },
  {
    id: "a09",
    handle: "hana",
    name: "山本花",
    country: "JP",
    type: "person",
    gender: "female",
    age: "18-24",
    followers: 90,
  },
  {
    id: "a10",
    handle: "ken",
    name: "鈴木健",
    country: "JP",
    type: "person",
    gender: "male",
    age: "unknown",
    followers: 30,
  },
  {
    id: "a11",
    handle: "eve",
    name: "eve",
    country: null,
    type: "person",
    gender: "unknown",
    age: "unknown",
    followers: 10,
  },
  {
    id: "a12",
    handle: "frank",
    name: "Frank Miller",
    country: "CA",
    type: "person",
    gender: "male",
    age: "45-54",
    followers: 20,
  },
];

// US authors: a01 a03 a04 a06. JP authors: a07 a08 a09 a10.
export const WORLD_POSTS: WorldPost[] = [
  ["t01", "a01", "01-08T10:00", "en", "positive", 500, 100, "Introducing the new Air Max. #Nike #sneakers"],
  ["t02", "a03", "01-08T12:00", "en", "positive", 12, 1, "Just bought Nike Air Max shoes, love them! #sneakers"],
  ["t03", "a04", "01-09T09:00", "en", "negative", 3, 0, "These nike shoes are fake, total scam"],
  ["t04", "a06", "01-09T15:00", "en", "neutral", 5, 0, "Adidas or Nike for running? @nike @adidas"],
  ["t05", "a02", "01-10T10:00", "en", "positive", 300, 50, "New Ultraboost drop today #adidas #sneakers"],
  ["t06", "a05", "01-10T11:00", "en", "positive", 8, 0, "Love my adidas sneakers"],
  ["t07", "a12", "01-10T13:00", "en", "negative", 2, 0, "Fake sneakers everywhere on the market #sneakers"],
  ["t08", "a03", "01-11T08:00", "en", "neutral", 4, 0, "Running in my nike pegasus today"],
  ["t09", "a04", "01-11T20:00", "en", "negative", 1, 0, "@nike your customer service is terrible", "t01"],
  ["t10", "a06", "01-12T10:00", "en", "positive", 6, 0, "Air max day is coming #airmax"],
  ["t11", "a11", "01-12T11:00", "en", "neutral", 0, 0, "replica nike air max for sale"],
  ["t12", "a03", "01-13T09:00", "en", "neutral", 7, 0, "Nike vs Adidas: which sneakers last longer?"],
  ["t13", "a04", "01-13T20:00", "en", "positive", 9, 0, "Got the air max 90 #airmax"],
  ["t14", "a06", "01-14T09:00", "en", "positive", 11, 0, "Air max 1 restock! #airmax #nike"],
  ["t15", "a03", "01-14T10:00", "en", "positive", 15, 0, "#airmax colors this year are amazing"],
  ["t16", "a01", "01-14T12:00", "en", "positive", 900, 200, "Air Max Day 2026 starts now #airmax"],
  ["t17", "a05", "01-14T13:00", "en", "neutral", 3, 0, "air max or ultraboost? #airmax"],
  ["t18", "a12", "01-14T14:00", "en", "negative", 1, 0, "fake air max again #airmax"],
  ["t19", "a04", "01-14T15:00", "en", "neutral", 2, 0, "Marathon training with adidas #running"],
  ["t20", "a06", "01-14T16:00", "en", "positive", 4, 0, "#running with @adidas boost, great run"],
  ["t21", "a11", "01-09T10:00", "en", "neutral", 0, 0, "Weather is nice today"],
  ["t22", "a12", "01-11T10:00", "en", "neutral", 1, 0, "coffee time"],
  ["t23", "a05", "01-12T18:30", "en", "positive", 5, 0, "New sneakers from adidas, so comfy #adidas"],
  ["t24", "a03", "01-10T20:00", "en", "neutral", 2, 0, "@adidas when is the ultraboost restock?", "t05"],
  ["t25", "a04", "01-12T12:00", "en", "neutral", 2, 0, "nike running club app update"],
  ["t26", "a06", "01-13T11:00", "en", "positive", 3, 0, "sneakers sneakers sneakers #sneakers"],
  ["t27", "a01", "01-11T12:00", "en", "positive", 400, 0, "Just do it. #nike"],
  ["t28", "a03", "01-12T19:00", "en", "negative", 1, 0, "my air max broke after a week"],
  ["t29", "a03", "2025-11-01T12:00", "en", "positive", 50, 0, "nike air max from long ago"],
  ["j01", "a07", "01-08T03:00", "ja", "positive", 40, 0, "限定スニーカーを買いました #スニーカー"],
  ["j02", "a08", "01-09T04:00", "ja", "neutral", 10, 0, "ナイキの新作スニーカーが出る"],
  ["j03", "a09", "01-10T05:00", "ja", "negative", 2, 0, "偽物のスニーカーに注意 #スニーカー"],
  ["j04", "a10", "01-11T06:00", "ja", "positive", 25, 0, "#エアジョーダン 限定モデル最高"],
  ["j05", "a07", "01-12T07:00", "ja", "positive", 30, 0, "エアマックスの限定カラーが好き"],
  ["j06", "a08", "01-13T08:00", "ja", "negative", 5, 0, "偽物 エアジョーダン 多すぎ #エアジョーダン"],
  ["j07", "a09", "01-14T09:00", "ja", "positive", 18, 0, "#エアジョーダン 届いた！限定版"],
  ["j08", "a10", "01-14T10:00", "ja", "neutral", 6, 0, "アディダスとナイキどっちがいい？ @adidas @nike"],
  ["j09", "a07", "01-14T11:00", "ja", "positive", 22, 0, "スニーカー 限定 ナイキ"],
  ["j10", "a08", "01-13T12:00", "ja", "neutral", 3, 0, "今日はランニング #running"],
  ["j11", "a09", "01-11T09:00", "ja", "neutral", 1, 0, "スニーカーの手入れ方法"],
  ["j12", "a10", "01-12T10:00", "ja", "neutral", 0, 0, "限定 Tシャツ 買った"],
];

/** follower → followee */
export const WORLD_FOLLOWS: [string, string][] = [
  ["a03", "a01"],
  ["a04", "a01"],
  ["a06", "a01"],
  ["a07", "a01"],
  ["a05", "a02"],
  ["a03", "a02"],
  ["a08", "a07"],
  ["a09", "a07"],
];

/** account, post, kind */
export const WORLD_ENGAGEMENTS: [string, string, "like" | "repost" | "reply"][] = [
  ["a03", "t01", "like"],
  ["a04", "t01", "like"],
  ["a06", "t01", "repost"],
  ["a04", "t01", "reply"],
  ["a07", "t16", "like"],
  ["a05", "t05", "like"],
  ["a03", "t05", "reply"],
  ["a08", "j01", "like"],
];

const postTime = (at: string) => new Date(at.startsWith("20") ? `${at}:00Z` : `2026-${at}:00Z`).toISOString();

/** Writes the world into an empty store with plain INSERTs. */
export async function insertTestWorld(db: Db): Promise<void> {
  for (const a of WORLD_ACCOUNTS) {
    await db.query(
      `INSERT INTO accounts (id, handle, name, bio, followers_count, following_count, verified, source,
         account_type, gender, age_band, country, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'test', $8, $9, $10, $11, '2020-01-01T00:00:00Z')`,
      [
        a.id,
        a.handle,
        a.name,
        `${a.name} on X`,
        a.followers,
        10,
        a.type === "organization",
        a.type,
        a.gender,
        a.age,
        a.country,
      ],
    );
  }
  for (const [id, author, at, lang, sentiment, likes, reposts, text, replyTo] of WORLD_POSTS) {
    const kind = replyTo ? "reply" : "post";
    const e = enrichPost({ text, lang, kind, hashtags: null, mentions: null, urls: null }, postAnalysers);
    await db.query(
      `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, kind, reply_to_post_id, conversation_id,
         like_count, repost_count, reply_count, quote_count, view_count, hashtags, mentions, urls, emojis, keywords,
         sentiment, sentiment_score, tokens, search, source)
       VALUES ($1, $2, $3, $4, $5, 'platform', $6, $7, $8, $9, $10, $11, 0, $12, $13::text[], $14::text[], $15::text[],
         $16::text[], $17::text[], $18, $19, $20, to_tsvector('simple', $20), 'test')`,
      [
        id,
        author,
        text,
        postTime(at),
        lang,
        kind,
        replyTo ?? null,
        replyTo ?? id,
        likes,
        reposts,
        WORLD_POSTS.filter((p) => p[8] === id).length,
        likes * 20,
        e.hashtags,
        e.mentions,
        e.urls,
        e.emojis,
        e.keywords,
        sentiment,
        sentiment === "positive" ? 0.6 : sentiment === "negative" ? -0.6 : 0,
        e.tokens,
      ],
    );
  }
  for (const [follower, followee] of WORLD_FOLLOWS) {
    await db.query("INSERT INTO follows (follower_id, followee_id, source) VALUES ($1, $2, 'test')", [
      follower,
      followee,
    ]);
  }
  for (const [account, post, kind] of WORLD_ENGAGEMENTS) {
    await db.query(
      "INSERT INTO engagements (account_id, post_id, kind, created_at, source) VALUES ($1, $2, $3, '2026-01-14T20:00:00Z', 'test')",
      [account, post, kind],
    );
  }
}

/*
 * Hand-counted keyword matches in the default window (every post but t29). Tokens come from the
 * text, so "#Nike" and "@nike" both give the word nike; hashtag terms match only tagged posts.
 *   nike: t01 t02 t03 t04 t08 t09 t11 t12 t14 t25 t27 j08 (j08 via "@nike")
 *   adidas: t04 t05 t06 t12 t19 t20 t23 t24 j08
 *   "air max": t01 t02 t10 t11 t13 t14 t16 t17 t18 t28 (t15 says "#airmax colors": no phrase)
 *   #sneakers: t01 t02 t05 t07 t26; #airmax: t10 t13 t14 t15 t16 t17 t18; fake: t03 t07 t18
 *   スニーカー AND 限定: j01 j09; #エアジョーダン: j04 j06 j07; 偽物: j03 j06
 */
export const WORLD_KEYWORDS = {
  word: { query: "nike", total: 12 },
  mention: { query: "@adidas", total: 4, ids: ["t04", "t20", "t24", "j08"] },
  // groups: nike AND "air max" = t01 t02 t11 t14 (4); #sneakers = t01 t02 t05 t07 t26 (5);
  // union 7, of which fake removes t07 → 6
  mixed: {
    query: '(nike AND "air max") OR #sneakers NOT fake',
    total: 6,
    ids: ["t01", "t02", "t05", "t11", "t14", "t26"],
    groups: [
      { query: '(nike AND "air max")', count: 4 },
      { query: "#sneakers", count: 5 },
    ],
    exclusions: [{ term: "fake", count: 1 }],
  },
  // groups: j01 j09 (2); j04 j06 j07 (3); 偽物 removes j06 → 4
  japanese: {
    query: "(スニーカー AND 限定) OR #エアジョーダン NOT 偽物",
    total: 4,
    ids: ["j01", "j04", "j07", "j09"],
    groups: [
      { query: "(スニーカー AND 限定)", count: 2 },
      { query: "#エアジョーダン", count: 3 },
    ],
    exclusions: [{ term: "偽物", count: 1 }],
  },
  // "air max" 10 posts; #airmax removes t10 t13 t14 t16 t17 t18 → t01 t02 t11 t28
  phraseWithoutTag: {
    query: '"air max" NOT #airmax',
    total: 4,
    ids: ["t01", "t02", "t11", "t28"],
    groups: [{ query: '"air max"', count: 10 }],
    exclusions: [{ term: "#airmax", count: 6 }],
  },
} as const;

/*
 * Share of voice, default window. nike|ナイキ = the 12 nike posts + j02 j09 (j08 already in) = 14;
 * adidas|アディダス = the 9 adidas posts (j08 already in) = 9. Shares of 23 mentions.
 * Engagement = likes + reposts + replies + quotes:
 *   nike: likes 500+12+3+5+4+1+0+7+11+2+400+6+10+22 = 983, reposts 100+1 = 101, replies 1 (t01) → 1085
 *   adidas: likes 5+300+8+7+2+4+5+2+6 = 339, reposts 50, replies 1 (t05) → 390
 * Sentiment: nike positive t01 t02 t14 t27 j09 (5), negative t03 t09 (2); adidas positive t05 t06 t20 t23 (4), negative 0.
 * Posts matching either: 14 + 9 − 3 (t04 t12 j08) = 20. On 2026-01-14: nike t14 j08 j09 (3), adidas t19 t20 j08 (3).
 * Authors in the US only: nike t01 t02 t03 t04 t08 t09 t12 t14 t25 t27 (10); adidas t04 t12 t19 t20 t24 (5).
 */
export const WORLD_SHARE_OF_VOICE = {
  keywords: [
    { keyword: "nike", aliases: ["ナイキ"] },
    { keyword: "adidas", aliases: ["アディダス"] },
  ],
  base: 20,
  items: [
    { keyword: "nike", posts: 14, engagement: 1085, share: 14 / 23, positive_share: 5 / 14, negative_share: 2 / 14 },
    { keyword: "adidas", posts: 9, engagement: 390, share: 9 / 23, positive_share: 4 / 9, negative_share: 0 },
  ],
  lastDay: { t: "2026-01-14T00:00:00.000Z", counts: { nike: 3, adidas: 3 } },
  us: { nike: 10, adidas: 5 },
} as const;

/*
 * Trending topics, 7 daily intervals ending at the newest post (2026-01-14 16:00 UTC); interval 0
 * is the last 24 hours. US authors: #airmax in t13 t14 t15 t16 (4) now and t10 (1) three days
 * before → baseline 1/6. The words air and max: now t13 t14 t16 (3), before t01 t02 (6 days
 * back) t10 (2) t28 (1) → baseline 4/6. Nothing else reaches 3 in the last interval.
 * Japan with a minimum of 2: ナイキ now j08 j09, before j02 → baseline 1/6; 限定 now j07 j09,
 * before j01 j04 j05 j12 → baseline 4/6.
 * Growth = (count − baseline) / max(baseline, 1).
 */
export const WORLD_TRENDING = {
  windowEnd: WORLD_NEWEST_POST,
  us: [
    { topic: "airmax", kind: "hashtag", count: 4, baseline: 1 / 6, growth: 4 - 1 / 6 },
    { topic: "air", kind: "keyword", count: 3, baseline: 4 / 6, growth: 3 - 4 / 6 },
    { topic: "max", kind: "keyword", count: 3, baseline: 4 / 6, growth: 3 - 4 / 6 },
  ],
  /** #airmax counts by interval, oldest first */
  usAirmaxSeries: [0, 0, 0, 0, 1, 0, 4],
  japanMin2: [
    { topic: "ナイキ", kind: "keyword", count: 2, baseline: 1 / 6, growth: 2 - 1 / 6 },
    { topic: "限定", kind: "keyword", count: 2, baseline: 4 / 6, growth: 2 - 4 / 6 },
  ],
} as const;
