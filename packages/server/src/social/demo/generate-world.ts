import { emptyAccount, emptyPost, type ImportItem, type PostRecord } from "@xa/core/social/records";
import { type Db, yieldToEventLoop } from "../../db/database.ts";
import { encodeCopyRows } from "../copy-rows.ts";
import { buildDeferredIndexes, deferSecondaryIndexes } from "../deferred-indexes.ts";
import { enrichAccounts } from "../enrich-accounts.ts";
import { type UpsertOptions, upsertRows } from "../upsert-batch.ts";
import { encodeItems, writeEncodedBatch } from "../write-items.ts";
import { AGE_CUES, FEELINGS, JOBS, NAMES, PLACES, TOPICS } from "./demo-content.ts";
import { Prng, WeightedPicker } from "./prng.ts";

export type DemoOptions = {
  accounts: number;
  days: number;
  seed: number;
  /** posts per account on average (default 10: 20,000 accounts → 200,000 posts) */
  postsPerAccount?: number;
  /** the last day of the world (default: today, UTC) */
  end?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
  /** drop the social tables' secondary indexes during the load and rebuild them after (empty store only) */
  deferIndexes?: boolean;
};

const BULK_TABLES = ["posts", "follows", "engagements", "follower_snapshots"];

const SNAPSHOT_UPSERT: UpsertOptions = {
  table: "follower_snapshots",
  columns: { account_id: "text", day: "date", followers: "integer", following: "integer" },
  conflict: "account_id, day",
  update: "followers = EXCLUDED.followers, following = EXCLUDED.following",
};

export type DemoSummary = {
  accounts: number;
  posts: number;
  follows: number;
  engagements: number;
  snapshots: number;
  ms: number;
};

type Person = {
  id: string;
  handle: string;
  lang: "en" | "ja";
  topic: number;
  second: number;
  followers: number;
  activity: number;
  brand: boolean;
};

type Recent = { id: string; author: Person; text: string; conversation: string };

const DAY_MS = 86_400_000;
const TWITTER_EPOCH = 1288834974657n;
const BATCH = 5000;

/** A snowflake-style id: sortable by time, like the platform's. */
function snowflake(ms: number, seq: number): string {
  return (((BigInt(ms) - TWITTER_EPOCH) << 22n) | BigInt(seq & 0x3fffff)).toString();
}

function makePeople(rng: Prng, count: number, end: number): { people: Person[]; items: ImportItem[] } {
  const topicPicker = new WeightedPicker(TOPICS.map((t) => t.weight));
  const people: Person[] = [];
  const items: ImportItem[] = [];
  const brandSlots = TOPICS.flatMap((topic, t) => topic.brands.map((b) => ({ ...b, t })));
  for (let i = 0; i < count; i++) {
    const id = snowflake(end - (3000 + i) * DAY_MS * 0.05 - 400 * DAY_MS, i);
    const brandSlot = i < brandSlots.length ? brandSlots[i] : undefined;
    const topic = brandSlot ? brandSlot.t : topicPicker.pick(rng);
    const lang: "en" | "ja" = brandSlot ? brandSlot.lang : rng.chance(0.35) ? "ja" : "en";
    const t = TOPICS[topic] as (typeof TOPICS)[number];
    const second = topicPicker.pick(rng);
    const followers = Math.round(brandSlot ? 50_000 * rng.pareto(1.1) : 20 * rng.pareto(1.05));
    let name: string;
    let handle: string;
    let bio: string;
    if (brandSlot) {
      ({ name, handle, bio } = brandSlot);
    } else if (lang === "en") {
      const gender = rng.next();
      const first =
        gender < 0.45 ? rng.pick(NAMES.en.female) : gender < 0.9 ? rng.pick(NAMES.en.male) : rng.pick(NAMES.en.unisex);
      const last = rng.pick(NAMES.en.last);
      name = rng.chance(0.85)
        ? `${first} ${last}`
        : `${first} ${rng.pick(["✨", "🌸", "⚡", `| ${rng.pick(t.bio.en)}`])}`;
      handle = `${first}${rng.chance(0.5) ? last : ""}${rng.int(1, 9999)}`.toLowerCase().slice(0, 15);
      const parts = [
        rng.pick(JOBS.en),
        rng.pick(t.bio.en),
        rng.chance(0.4) ? rng.pick(TOPICS[second]?.bio.en ?? []) : "",
        rng.chance(0.3) ? rng.pick(AGE_CUES.en) : "",
        rng.chance(0.1) ? (gender < 0.45 ? "she/her" : "he/him") : "",
      ];
      bio = parts.filter(Boolean).join(" · ");
    } else {
      const gender = rng.next();
      const last = rng.pick(NAMES.ja.last);
      const first = gender < 0.5 ? rng.pick(NAMES.ja.female) : rng.pick(NAMES.ja.male);
      name = rng.chance(0.6) ? `${last} ${first}` : `${rng.pick(NAMES.ja.nick)}@${rng.pick(t.bio.ja)}`;
      handle = `${rng.pick(["taro", "hana", "yuki", "sora", "kumo", "neko", "mochi", "haru", "riku", "mei"])}_${rng.int(10, 99999)}`;
      const parts = [
        rng.pick(JOBS.ja),
        rng.pick(t.bio.ja),
        rng.chance(0.4) ? rng.pick(TOPICS[second]?.bio.ja ?? []) : "",
        rng.chance(0.3) ? rng.pick(AGE_CUES.ja) : "",
      ];
      bio = parts.filter(Boolean).join("／");
    }
    const person: Person = {
      id,
      handle,
      lang,
      topic,
      second,
      followers,
      activity: brandSlot ? 3 : rng.pareto(1.6),
      brand: Boolean(brandSlot),
    };
    people.push(person);
    const following = Math.round(brandSlot ? rng.int(5, 200) : 30 + 300 * rng.next() * rng.next());
    items.push({
      type: "account",
      record: {
        ...emptyAccount(id),
        handle,
        name,
        bio,
        location: brandSlot ? (lang === "ja" ? "東京都" : "New York, NY") : rng.pick(PLACES[lang]),
        url: brandSlot ? `https://${handle.toLowerCase()}.example.com` : null,
        avatarUrl: null,
        createdAt: new Date(end - rng.int(200, 4000) * DAY_MS).toISOString(),
        followers,
        following,
        posts: 0,
        listed: Math.round(followers / 200),
        verified: brandSlot ? true : followers > 50_000,
        verifiedType: brandSlot ? "business" : followers > 50_000 ? "blue" : "none",
        protected: false,
        withheldIn: null,
      },
    });
  }
  return { people, items };
}

/** Generates a deterministic demo world into the store (marked `is_demo`), with progress. */
export async function generateDemoWorld(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const started = Date.now();
  const rng = new Prng(options.seed);
  const endDay = Math.floor((options.end ?? new Date()).getTime() / DAY_MS) * DAY_MS;
  const progress = options.onProgress ?? (() => {});
  // After each batch: reported, and the server answers requests between batches (see yieldToEventLoop).
  const step = async (phase: string, done: number, total: number) => {
    progress(phase, done, total);
    await yieldToEventLoop();
  };
  // On an empty store, build the secondary indexes once at the end: much faster than row by row.
  if (options.deferIndexes) await deferSecondaryIndexes(db, BULK_TABLES);
  const [world] = await db.query<{ id: number }>(
    "INSERT INTO demo_worlds (seed, accounts, days) VALUES ($1, $2, $3) RETURNING id",
    [options.seed, options.accounts, options.days],
  );

  // People and brands.
  const { people, items: accountItems } = makePeople(rng, options.accounts, endDay);
  for (let i = 0; i < accountItems.length; i += BATCH) {
    await writeEncodedBatch(db, encodeItems(accountItems.slice(i, i + BATCH), "demo"));
    await step("accounts", Math.min(i + BATCH, accountItems.length), accountItems.length);
  }

  // Follow graph: mostly inside one's communities, to popular accounts more often (heavy-tailed).
  const byTopic = TOPICS.map((_, t) =>
    people.map((p, i) => ({ p, i })).filter(({ p }) => p.topic === t || p.second === t),
  );
  const topicPopularity = byTopic.map((members) => new WeightedPicker(members.map(({ p }) => p.followers ** 0.8)));
  const globalPopularity = new WeightedPicker(people.map((p) => p.followers ** 0.8));
  let follows = 0;
  let engagements = 0;
  let pending: ImportItem[] = [];
  const flush = async (phase: string, done: number, total: number) => {
    const batch = encodeItems(pending, "demo");
    pending = [];
    // Counted as stored: a liker drawn twice for a post, or a second reply to the same post by
    // its author, is one engagement.
    engagements += (await writeEncodedBatch(db, batch)).engagements.inserted;
    await step(phase, done, total);
  };
  for (let i = 0; i < people.length; i++) {
    const person = people[i] as Person;
    const k = person.brand ? rng.int(3, 20) : Math.min(120, Math.round(3 + 6 * rng.pareto(1.8)));
    const chosen = new Set<number>();
    for (let j = 0; j < k * 2 && chosen.size < k; j++) {
      const inTopic = rng.chance(0.75);
      const t = rng.chance(0.7) ? person.topic : person.second;
      const target = inTopic ? (byTopic[t]?.[topicPopularity[t]?.pick(rng) ?? 0]?.i ?? 0) : globalPopularity.pick(rng);
      if (target !== i) chosen.add(target);
    }
    for (const target of chosen) {
      pending.push({
        type: "follow",
        record: { followerId: person.id, followeeId: (people[target] as Person).id, createdAt: null },
      });
    }
    follows += chosen.size;
    if (pending.length >= BATCH * 2) await flush("follows", i + 1, people.length);
  }
  await flush("follows", people.length, people.length);

  // Posts day by day, with reply threads, reposts, quotes, likes and trending bursts.
  const totalPosts = Math.round(options.accounts * (options.postsPerAccount ?? 10));
  const activity = new WeightedPicker(people.map((p) => p.activity));
  const topicActivity = byTopic.map((members) => new WeightedPicker(members.map(({ p }) => p.activity)));
  const bursts = Array.from({ length: Math.max(10, Math.round(options.days / 6)) }, () => ({
    day: rng.int(0, options.days - 1),
    topic: rng.int(0, TOPICS.length - 1),
    tag: rng.pick(["launch", "drop", "news", "final", "sale", "update", "leak", "event"]),
    strength: 2 + rng.next() * 3,
  }));
  const recent: Recent[][] = TOPICS.map(() => []);
  let posts = 0;
  let seq = 0;
  for (let d = 0; d < options.days; d++) {
    const dayStart = endDay - (options.days - 1 - d) * DAY_MS;
    const todays = bursts.filter((b) => b.day === d);
    const boost = todays.reduce((s, b) => s + b.strength - 1, 0) * 0.08;
    const count = Math.round((totalPosts / options.days) * (1 + boost) * (0.85 + 0.3 * rng.next()));
    const times = Array.from(
      { length: count },
      () => dayStart + Math.floor(DAY_MS * (0.25 + 0.75 * rng.next() ** 0.7)),
    ).sort((a, b) => a - b);
    for (const ms of times) {
      const burst = todays.length > 0 && rng.chance(0.25) ? rng.pick(todays) : undefined;
      const author = burst
        ? (byTopic[burst.topic]?.[topicActivity[burst.topic]?.pick(rng) ?? 0]?.p ?? (people[0] as Person))
        : (people[activity.pick(rng)] as Person);
      const topicIndex = burst ? burst.topic : rng.chance(0.75) ? author.topic : author.second;
      const topic = TOPICS[topicIndex] as (typeof TOPICS)[number];
      const lang = author.lang;
      const mood = rng.next();
      const feel = rng.pick(
        mood < 0.5 ? FEELINGS[lang].positive : mood < 0.8 ? FEELINGS[lang].neutral : FEELINGS[lang].negative,
      );
      let text = rng
        .pick(topic.posts[lang])
        .replace("{x}", rng.pick(topic.things[lang]))
        .replace("{feel}", feel)
        .replace(/\s+$/, "");
      const tags = rng.chance(0.5) ? [rng.pick(topic.hashtags[lang])] : [];
      if (burst) tags.push(`${topic.id}${burst.tag}`);
      if (tags.length > 0) text += ` ${tags.map((t) => `#${t}`).join(" ")}`;
      const id = snowflake(ms, seq++);
      const post: PostRecord = {
        ...emptyPost(id, text),
        authorId: author.id,
        createdAt: new Date(ms).toISOString(),
        lang,
        conversationId: id,
      };
      const pool = recent[topicIndex] as Recent[];
      const roll = rng.next();
      const parent =
        pool.length > 0 ? (pool[pool.length - 1 - Math.floor(pool.length * rng.next() ** 3)] as Recent) : undefined;
      if (parent && roll < 0.18) {
        post.kind = "reply";
        post.text = `@${parent.author.handle} ${text}`;
        post.replyToPostId = parent.id;
        post.replyToAccountId = parent.author.id;
        post.conversationId = parent.conversation;
      } else if (parent && roll < 0.26) {
        post.kind = "repost";
        post.text = `RT @${parent.author.handle}: ${parent.text}`.slice(0, 280);
        post.repostOfId = parent.id;
        post.conversationId = parent.id;
      } else if (parent && roll < 0.31) {
        post.kind = "quote";
        post.quoteOfId = parent.id;
      }
      const reach = Math.sqrt(author.followers) * (burst ? 3 : 1);
      post.likes = post.kind === "repost" ? 0 : Math.round(reach * rng.pareto(1.5) * 0.5);
      post.reposts = Math.round(post.likes * 0.15 * rng.next());
      post.replies = Math.round(post.likes * 0.08 * rng.next());
      post.quotes = Math.round(post.likes * 0.03 * rng.next());
      post.views = Math.round((post.likes + 1) * (40 + 60 * rng.next()));
      pending.push({ type: "post", record: post });
      posts++;
      const target = post.replyToPostId ?? post.repostOfId ?? post.quoteOfId;
      if (target) {
        pending.push({
          type: "engagement",
          record: {
            accountId: author.id,
            postId: target,
            kind: post.kind as "reply" | "repost" | "quote",
            createdAt: post.createdAt,
          },
        });
      }
      // A sample of who liked it, from the topic's community.
      const likers = Math.min(post.likes ?? 0, rng.int(0, 3));
      for (let l = 0; l < likers; l++) {
        const liker = byTopic[topicIndex]?.[topicActivity[topicIndex]?.pick(rng) ?? 0]?.p;
        if (liker && liker.id !== author.id) {
          pending.push({
            type: "engagement",
            record: {
              accountId: liker.id,
              postId: id,
              kind: "like",
              createdAt: new Date(ms + rng.int(1, 36) * 3_600_000).toISOString(),
            },
          });
        }
      }
      if (post.kind !== "repost") {
        pool.push({ id, author, text, conversation: post.conversationId ?? id });
        if (pool.length > 300) pool.shift();
      }
      if (pending.length >= BATCH) await flush("posts", posts, totalPosts);
    }
  }
  await flush("posts", posts, totalPosts);

  // Daily follower counts of the larger accounts: growth, churn, and jumps on burst days.
  const tracked = people.filter((p) => p.brand || p.followers >= 500);
  let snapshots = 0;
  let rows: Record<string, unknown>[] = [];
  for (const [n, person] of tracked.entries()) {
    const growth = 0.1 + 0.4 * rng.next();
    let value = person.followers / (1 + growth);
    let following = Math.round(50 + 200 * rng.next());
    for (let d = 0; d < options.days; d++) {
      const gain = (person.followers - value) / (options.days - d) + rng.normal() * Math.sqrt(value) * 0.02;
      const churn = value * 0.0008 * rng.next();
      const jump = bursts.some((b) => b.day === d && b.topic === person.topic) ? value * 0.01 * rng.next() : 0;
      value = Math.max(0, value + gain - churn + jump);
      following = Math.max(0, following + (rng.chance(0.1) ? rng.int(-2, 3) : 0));
      rows.push({
        account_id: person.id,
        day: new Date(endDay - (options.days - 1 - d) * DAY_MS).toISOString().slice(0, 10),
        followers: Math.round(d === options.days - 1 ? person.followers : value),
        following,
      });
      snapshots++;
    }
    if (rows.length >= BATCH * 2 || n === tracked.length - 1) {
      const batch = rows;
      rows = [];
      await upsertRows(db, SNAPSHOT_UPSERT, encodeCopyRows(SNAPSHOT_UPSERT.columns, batch));
      await step("follower snapshots", n + 1, tracked.length);
    }
  }

  await db.query(
    "UPDATE accounts a SET post_count = s.n FROM (SELECT author_id, count(*)::int AS n FROM posts WHERE is_demo GROUP BY author_id) s WHERE a.id = s.author_id AND a.is_demo",
  );
  await buildDeferredIndexes(db, (done, total) => progress("indexes", done, total));
  const enriched = await enrichAccounts(db, {
    onBatch: async (done) => progress("enrichment", done, options.accounts),
  });
  progress("enrichment", enriched, options.accounts);
  // The planner's statistics of the filled store: PGlite has no autovacuum (nor may a PostgreSQL
  // server), and with the empty store's statistics an analysis read every engagement in its range
  // instead of its audience's (130 ms rather than 10 for a section of the demo world).
  await db.exec("ANALYZE accounts, posts, follows, engagements, follower_snapshots");
  await db.query("UPDATE demo_worlds SET posts = $2, finished_at = now() WHERE id = $1", [world?.id, posts]);
  return { accounts: people.length, posts, follows, engagements, snapshots, ms: Date.now() - started };
}
