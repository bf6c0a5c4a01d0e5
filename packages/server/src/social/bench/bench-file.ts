import { once } from "node:events";
import fs from "node:fs";
import { NAMES } from "../demo/demo-content.ts";
import { composePost } from "../demo/demo-text.ts";
import { INTEREST_TOPICS as TOPICS } from "../demo/demo-topics.ts";
import { Prng } from "../demo/prng.ts";

const PAGE = 100;

const DAY_SECONDS = 86_400;

/** What a user's posts and profile share: their id, language and topic community. */
function userTraits(u: number) {
  const lang: "en" | "ja" = u % 3 === 0 ? "ja" : "en";
  return { id: String(1_000_000_000 + u), lang, topic: TOPICS[u % TOPICS.length] as (typeof TOPICS)[number] };
}

/**
 * A user as a page's `includes.users` shows them: the profile (name, bio, location) is the same on
 * every page, as it is in real collections, and the counts move once a simulated day (a post is a
 * second), so a user who appears on many pages is sometimes unchanged and sometimes updated.
 */
function benchUser(u: number, seq: number): unknown {
  const { id, lang, topic } = userTraits(u);
  const profile = new Prng(u + 1);
  const first = lang === "ja" ? profile.pick(NAMES.ja.female) : profile.pick(NAMES.en.male);
  const day = Math.floor(seq / DAY_SECONDS);
  return {
    id,
    username: `user${u}`,
    name: lang === "ja" ? `${profile.pick(NAMES.ja.last)} ${first}` : `${first} ${profile.pick(NAMES.en.last)}`,
    description: profile.pick(topic.bio[lang]),
    location: lang === "ja" ? "東京" : "NYC",
    created_at: "2015-01-01T00:00:00.000Z",
    public_metrics: {
      followers_count: profile.int(0, 10_000) + day * profile.int(0, 20),
      following_count: profile.int(0, 1000),
      tweet_count: profile.int(0, 50_000) + day * profile.int(0, 10),
      listed_count: 0,
    },
    verified: false,
  };
}

/**
 * Writes an X API v2 file of `posts` tweets as twarc2 writes search results: one response page
 * (data + includes.users + meta) per line, English and Japanese, with entities and metrics.
 */
export async function writeBenchFile(file: string, posts: number, onProgress?: (done: number) => void): Promise<void> {
  const rng = new Prng(1);
  const out = fs.createWriteStream(file);
  const users = 50_000;
  const start = Date.UTC(2026, 0, 1);
  for (let done = 0; done < posts; ) {
    const n = Math.min(PAGE, posts - done);
    const data: unknown[] = [];
    const included = new Map<string, unknown>();
    for (let i = 0; i < n; i++) {
      const seq = done + i;
      const u = Math.floor(users * rng.next() ** 2);
      const { id: userId, lang, topic } = userTraits(u);
      const tag = rng.pick(topic.hashtags[lang]);
      const text = `${composePost(rng, lang, { topic, side: null }, "post", false)} #${tag}`;
      const id = String(1_700_000_000_000_000_000n + BigInt(seq));
      const created = new Date(start + seq * 1000).toISOString();
      data.push({
        id,
        text,
        author_id: userId,
        conversation_id: id,
        created_at: created,
        lang,
        edit_history_tweet_ids: [id],
        public_metrics: {
          retweet_count: rng.int(0, 20),
          reply_count: rng.int(0, 5),
          like_count: rng.int(0, 200),
          quote_count: 0,
          impression_count: rng.int(0, 5000),
        },
        entities: { hashtags: [{ start: text.length - tag.length - 1, end: text.length, tag }] },
      });
      if (!included.has(userId)) included.set(userId, benchUser(u, seq));
    }
    done += n;
    const line = JSON.stringify({ data, includes: { users: [...included.values()] }, meta: { result_count: n } });
    if (!out.write(`${line}\n`)) await once(out, "drain");
    if (done % 10_000 === 0) onProgress?.(done);
  }
  out.end();
  await once(out, "finish");
}
