import { emptyPost, type PostRecord } from "@xa/core/social/records";
import { FEELINGS, TOPICS } from "./demo-content.ts";
import {
  BATCH,
  type Communities,
  DAY_MS,
  type DemoBatchWriter,
  type DemoWorld,
  type Person,
  snowflake,
} from "./demo-world.ts";
import type { Prng } from "./prng.ts";

/** A trending day of one topic: more posts, a hashtag of its own, follower jumps. */
export type Burst = { day: number; topic: number; tag: string; strength: number };

type Topic = (typeof TOPICS)[number];
/** A recent post of a topic that later posts may reply to, repost or quote. */
type Recent = { id: string; author: Person; text: string; conversation: string };

/** The world's trending days, about one every six days (at least ten). */
export function planBursts({ rng, days }: DemoWorld): Burst[] {
  return Array.from({ length: Math.max(10, Math.round(days / 6)) }, () => ({
    day: rng.int(0, days - 1),
    topic: rng.int(0, TOPICS.length - 1),
    tag: rng.pick(["launch", "drop", "news", "final", "sale", "update", "leak", "event"]),
    strength: 2 + rng.next() * 3,
  }));
}

/**
 * Posts day by day, with reply threads, reposts, quotes, a sample of likes and the bursts'
 * trending topics; their engagements go with them. Returns the posts written.
 */
export async function writePosts(
  world: DemoWorld,
  writer: DemoBatchWriter,
  people: Person[],
  communities: Communities,
  bursts: Burst[],
  totalPosts: number,
): Promise<number> {
  const { rng, days, endDay } = world;
  const { byTopic, activity, topicActivity } = communities;
  const recent: Recent[][] = TOPICS.map(() => []);
  let posts = 0;
  let seq = 0;
  for (let d = 0; d < days; d++) {
    const dayStart = endDay - (days - 1 - d) * DAY_MS;
    const todays = bursts.filter((b) => b.day === d);
    const boost = todays.reduce((s, b) => s + b.strength - 1, 0) * 0.08;
    const count = Math.round((totalPosts / days) * (1 + boost) * (0.85 + 0.3 * rng.next()));
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
      const text = postText(rng, TOPICS[topicIndex] as Topic, author.lang, burst);
      const id = snowflake(ms, seq++);
      const post: PostRecord = {
        ...emptyPost(id, text),
        authorId: author.id,
        createdAt: new Date(ms).toISOString(),
        lang: author.lang,
        conversationId: id,
      };
      const pool = recent[topicIndex] as Recent[];
      attachToThread(rng, post, pool, text);
      drawCounts(rng, post, author, burst);
      writer.push({ type: "post", record: post });
      posts++;
      const target = post.replyToPostId ?? post.repostOfId ?? post.quoteOfId;
      if (target) {
        writer.push({
          type: "engagement",
          record: {
            accountId: author.id,
            postId: target,
            kind: post.kind as "reply" | "repost" | "quote",
            createdAt: post.createdAt,
          },
        });
      }
      writeLikes(rng, writer, communities, topicIndex, post, author, ms);
      if (post.kind !== "repost") {
        pool.push({ id, author, text, conversation: post.conversationId ?? id });
        if (pool.length > 300) pool.shift();
      }
      // Bursts add posts beyond the planned total: progress never counts past its end.
      if (writer.size >= BATCH) await writer.flush("posts", posts, Math.max(totalPosts, posts));
    }
  }
  await writer.flush("posts", posts, posts);
  return posts;
}

/** A post of the topic in the author's language: a template, a feeling, maybe hashtags. */
function postText(rng: Prng, topic: Topic, lang: Person["lang"], burst: Burst | undefined): string {
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
  return text;
}

/** Makes some posts a reply, repost or quote of a recent post of the topic, the newest more often. */
function attachToThread(rng: Prng, post: PostRecord, pool: Recent[], text: string): void {
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
}

/** Public metrics that grow with the author's reach, heavy-tailed, higher in a burst. */
function drawCounts(rng: Prng, post: PostRecord, author: Person, burst: Burst | undefined): void {
  const reach = Math.sqrt(author.followers) * (burst ? 3 : 1);
  post.likes = post.kind === "repost" ? 0 : Math.round(reach * rng.pareto(1.5) * 0.5);
  post.reposts = Math.round(post.likes * 0.15 * rng.next());
  post.replies = Math.round(post.likes * 0.08 * rng.next());
  post.quotes = Math.round(post.likes * 0.03 * rng.next());
  post.views = Math.round((post.likes + 1) * (40 + 60 * rng.next()));
}

/** A sample of who liked the post, from the topic's community. */
function writeLikes(
  rng: Prng,
  writer: DemoBatchWriter,
  { byTopic, topicActivity }: Communities,
  topicIndex: number,
  post: PostRecord,
  author: Person,
  ms: number,
): void {
  const likers = Math.min(post.likes ?? 0, rng.int(0, 3));
  for (let l = 0; l < likers; l++) {
    const liker = byTopic[topicIndex]?.[topicActivity[topicIndex]?.pick(rng) ?? 0]?.p;
    if (liker && liker.id !== author.id) {
      writer.push({
        type: "engagement",
        record: {
          accountId: liker.id,
          postId: post.id,
          kind: "like",
          createdAt: new Date(ms + rng.int(1, 36) * 3_600_000).toISOString(),
        },
      });
    }
  }
}
