import { emptyPost, type PostRecord } from "@xa/core/social/records";
import { type CommunityPlan, communityOf } from "./demo-communities.ts";
import { TOPICS } from "./demo-content.ts";
import { composePost, type Subject } from "./demo-text.ts";
import {
  BATCH,
  type Communities,
  DAY_MS,
  type DemoBatchWriter,
  type DemoWorld,
  drawMember,
  type Person,
  snowflake,
} from "./demo-world.ts";
import type { Prng } from "./prng.ts";

/** A trending day of one topic: more posts, a hashtag of its own, follower jumps. */
export type Burst = { day: number; topic: number; tag: string; strength: number };

/** A recent post that later posts may reply to, repost or quote; `mentions` are the handles it answered. */
type Recent = {
  id: string;
  author: Person;
  text: string;
  conversation: string;
  mentions: string;
  community: string | null;
};

/** The world's trending days, about one every six days (at least ten). */
export function planBursts({ rng, days }: DemoWorld): Burst[] {
  return Array.from({ length: Math.max(10, Math.round(days / 6)) }, () => ({
    day: rng.int(0, days - 1),
    topic: rng.int(0, TOPICS.length - 1),
    tag: rng.pick(["launch", "drop", "news", "final", "sale", "update", "leak", "event"]),
    strength: 2 + rng.next() * 3,
  }));
}

/** Where a post's thread partners are drawn from: its topic, language and side (chatter: its language). */
const poolKey = (topic: number | null, lang: string, side: number | null) => `${topic ?? "-"}|${lang}|${side ?? "-"}`;

/**
 * Posts day by day: about a fifth everyday chatter, the rest on the author's topics; reply threads,
 * reposts and quotes (in a debate mostly of one's own side), a sample of likes and the bursts'
 * trending topics; their engagements go with them. Returns the posts written.
 */
export async function writePosts(
  world: DemoWorld,
  writer: DemoBatchWriter,
  people: Person[],
  communities: Communities,
  bursts: Burst[],
  totalPosts: number,
  communityPlan: CommunityPlan = new Map(),
): Promise<number> {
  const { rng, days, endDay } = world;
  const recent = new Map<string, Recent[]>();
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
        ? (drawMember(rng, communities, burst.topic, "activity")?.p ?? (people[0] as Person))
        : (people[communities.activity.pick(rng)] as Person);
      const topicIndex = burst ? burst.topic : rng.chance(0.2) ? null : rng.chance(0.75) ? author.topic : author.second;
      const topic = topicIndex === null ? undefined : TOPICS[topicIndex];
      const subject: Subject = topic ? { topic, side: topic.sides ? author.side : null } : null;
      const id = snowflake(ms, seq++);
      const post: PostRecord = {
        ...emptyPost(id, ""),
        authorId: author.id,
        createdAt: new Date(ms).toISOString(),
        lang: author.lang,
        conversationId: id,
      };
      const side = subject?.side ?? null;
      // In a debate, a post answers the other side now and then; mostly its own.
      const partnerSide = side === null ? null : rng.chance(0.88) ? side : 1 - side;
      const pool = recent.get(poolKey(topicIndex, author.lang, partnerSide)) ?? [];
      const parent = attachToThread(rng, post, pool);
      const kind = post.kind;
      // A reply stays in its thread's community; a new thread on a topic may start in one.
      post.communityId =
        kind === "reply"
          ? (parent?.community ?? null)
          : kind === "repost"
            ? null
            : communityOf(communityPlan, topicIndex, author.lang, id);
      if (kind !== "repost") {
        const text = composePost(rng, author.lang, subject, kind);
        const own = burst && topic ? `${text} #${topic.id}${burst.tag}` : text;
        // A reply names whom it answers, in a thread sometimes everyone before too.
        post.text =
          kind === "reply" && parent
            ? `@${parent.author.handle} ${parent.mentions && rng.chance(0.4) ? `${parent.mentions} ` : ""}${own}`
            : own;
      }
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
      writeLikes(rng, writer, communities, topicIndex, side, post, author, ms);
      if (post.kind !== "repost") {
        const key = poolKey(topicIndex, author.lang, side);
        const mine = recent.get(key) ?? [];
        const mentions = kind === "reply" && parent ? `@${parent.author.handle}` : "";
        mine.push({
          id,
          author,
          text: post.text,
          conversation: post.conversationId ?? id,
          mentions,
          community: post.communityId,
        });
        if (mine.length > 300) mine.shift();
        recent.set(key, mine);
      }
      // Bursts add posts beyond the planned total: progress never counts past its end.
      if (writer.size >= BATCH) await writer.flush("posts", posts, Math.max(totalPosts, posts));
    }
  }
  await writer.flush("posts", posts, posts);
  return posts;
}

/**
 * Makes some posts a reply, repost or quote of a recent post of the pool, the newest more often,
 * about as often as on the platform; returns the post it is attached to. A repost's text is its original's.
 */
function attachToThread(rng: Prng, post: PostRecord, pool: Recent[]): Recent | undefined {
  const roll = rng.next();
  const parent =
    pool.length > 0 ? (pool[pool.length - 1 - Math.floor(pool.length * rng.next() ** 3)] as Recent) : undefined;
  if (parent && roll < 0.23) {
    post.kind = "reply";
    post.replyToPostId = parent.id;
    post.replyToAccountId = parent.author.id;
    post.conversationId = parent.conversation;
  } else if (parent && roll < 0.41) {
    post.kind = "repost";
    post.text = `RT @${parent.author.handle}: ${parent.text}`.slice(0, 280);
    post.repostOfId = parent.id;
    post.conversationId = parent.id;
  } else if (parent && roll < 0.49) {
    post.kind = "quote";
    post.quoteOfId = parent.id;
  } else return undefined;
  return parent;
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

/** A sample of who liked the post: its topic's community (in a debate, mostly its side), or anyone for chatter. */
function writeLikes(
  rng: Prng,
  writer: DemoBatchWriter,
  communities: Communities,
  topicIndex: number | null,
  side: 0 | 1 | null,
  post: PostRecord,
  author: Person,
  ms: number,
): void {
  const likers = Math.min(post.likes ?? 0, rng.int(0, 3));
  for (let l = 0; l < likers; l++) {
    const likerSide = side === null ? undefined : rng.chance(0.9) ? side : ((1 - side) as 0 | 1);
    const liker = topicIndex === null ? undefined : drawMember(rng, communities, topicIndex, "activity", likerSide)?.p;
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
