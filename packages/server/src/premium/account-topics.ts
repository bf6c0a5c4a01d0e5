import type { Language } from "@xa/core/auth/languages";
import { type AccountTopics, TOPIC_POSTS_READ, type TopicAudience } from "@xa/core/premium/topics-contract";
import { INTEREST_TOPIC_WORDS, INTERESTS } from "@xa/core/social/interests";
import type { Db } from "../db/database.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";

const TOPICS = 20;
const TERMS_PER_TOPIC = 5;
const EXAMPLES_PER_TOPIC = 2;

const AUTHORS: Record<TopicAudience, string> = {
  own: "p.author_id = $1",
  followers: "p.author_id IN (SELECT follower_id FROM follows WHERE followee_id = $1)",
  following: "p.author_id IN (SELECT followee_id FROM follows WHERE follower_id = $1)",
};

/**
 * The topics the account's own posts, or its followers' or followings' posts, name: each post's keywords
 * and hashtags matched against the interests taxonomy's words, as the analysis's topics section does, with
 * the matching terms and the most engaged posts as evidence. Reposts carry others' words and are skipped.
 */
export async function accountTopics(
  db: Db,
  accountId: string,
  audience: TopicAudience,
  language: Language,
): Promise<AccountTopics> {
  const source = `src AS (
      SELECT p.id, p.author_id, p.text, p.keywords, p.hashtags, ${POST_ENGAGEMENTS_SQL}::float8 AS engagements
        FROM posts p WHERE ${AUTHORS[audience]} AND p.kind <> 'repost'
       ORDER BY p.created_at DESC NULLS LAST, p.id LIMIT $2)`;
  const matched = `${source}, m AS (
      SELECT DISTINCT src.id, src.author_id, t.word AS term, t.id AS topic
        FROM src, unnest(src.keywords || src.hashtags) AS w(word), unnest($3::text[], $4::text[]) AS t(word, id)
       WHERE t.word = w.word)`;
  const params = [
    accountId,
    TOPIC_POSTS_READ,
    INTEREST_TOPIC_WORDS.map((t) => t.word),
    INTEREST_TOPIC_WORDS.map((t) => t.id),
  ];
  const [[read], topics, terms, examples] = await Promise.all([
    db.query<{ posts: number; authors: number; more: boolean }>(
      `WITH ${source} SELECT count(*)::int AS posts, count(DISTINCT author_id)::int AS authors,
              EXISTS (SELECT 1 FROM posts p WHERE ${AUTHORS[audience]} AND p.kind <> 'repost' OFFSET $2) AS more
         FROM src`,
      params.slice(0, 2),
    ),
    db.query<{ topic: string; posts: number; accounts: number }>(
      `WITH ${matched} SELECT topic, count(DISTINCT id)::int AS posts, count(DISTINCT author_id)::int AS accounts
         FROM m GROUP BY topic ORDER BY posts DESC, topic LIMIT ${TOPICS}`,
      params,
    ),
    db.query<{ topic: string; term: string; posts: number }>(
      `WITH ${matched}, counted AS (
         SELECT topic, term, count(DISTINCT id)::int AS posts FROM m GROUP BY topic, term),
       ranked AS (SELECT *, row_number() OVER (PARTITION BY topic ORDER BY posts DESC, term) AS r FROM counted)
       SELECT topic, term, posts FROM ranked WHERE r <= ${TERMS_PER_TOPIC} ORDER BY topic, r`,
      params,
    ),
    db.query<{ topic: string; id: string; text: string; author_handle: string | null; engagements: number }>(
      `WITH ${matched}, posts_of AS (SELECT DISTINCT topic, id FROM m),
       ranked AS (
         SELECT po.topic, src.id, src.text, src.author_id, src.engagements,
                row_number() OVER (PARTITION BY po.topic ORDER BY src.engagements DESC, src.id) AS r
           FROM posts_of po JOIN src ON src.id = po.id)
       SELECT r.topic, r.id, r.text, a.handle AS author_handle, r.engagements
         FROM ranked r LEFT JOIN accounts a ON a.id = r.author_id
        WHERE r.r <= ${EXAMPLES_PER_TOPIC} ORDER BY r.topic, r.r`,
      params,
    ),
  ]);
  const postsRead = read?.posts ?? 0;
  const label = new Map(INTERESTS.map((i) => [i.id, i[language]]));
  return {
    audience,
    authors: read?.authors ?? 0,
    posts_read: postsRead,
    sampled: read?.more ?? false,
    topics: topics.map((t) => ({
      id: t.topic,
      label: label.get(t.topic) ?? t.topic,
      posts: t.posts,
      share: postsRead > 0 ? t.posts / postsRead : 0,
      accounts: t.accounts,
      terms: terms.filter((x) => x.topic === t.topic).map(({ term, posts }) => ({ term, posts })),
      examples: examples
        .filter((x) => x.topic === t.topic)
        .map(({ id, text, author_handle, engagements }) => ({ id, text, author_handle, engagements })),
    })),
  };
}
