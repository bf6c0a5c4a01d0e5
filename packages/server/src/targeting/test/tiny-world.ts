import { enrichPost } from "@xa/text/enrich/enrich-post";
import type { Db } from "../../db/database.ts";
import { postAnalysers } from "../../social/index.ts";

/** Writes a small world row by row, posts enriched as the importer enriches them. */
export function tinyWorld(db: Db) {
  let posts = 0;
  return {
    account: (id: string, handle: string, followers = 100, type = "person") =>
      db.query(
        `INSERT INTO accounts (id, handle, name, followers_count, following_count, source, account_type, created_at)
         VALUES ($1, $2, $2, $3, 10, 'test', $4, '2020-01-01T00:00:00Z')`,
        [id, handle, followers, type],
      ),
    /** Returns the post's id. */
    post: async (author: string, text: string): Promise<string> => {
      const e = enrichPost(
        { text, lang: "en", kind: "post", hashtags: null, mentions: null, urls: null },
        postAnalysers,
      );
      posts += 1;
      const id = `p${posts}`;
      await db.query(
        `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, kind, conversation_id, hashtags, mentions,
           urls, emojis, keywords, tokens, search, source)
         VALUES ($1, $2, $3, '2026-01-10T12:00:00Z', 'en', 'platform', 'post', $1, $4::text[], $5::text[], $6::text[],
           $7::text[], $8::text[], $9, to_tsvector('simple', $9), 'test')`,
        [id, author, text, e.hashtags, e.mentions, e.urls, e.emojis, e.keywords, e.tokens],
      );
      return id;
    },
    follow: (follower: string, followee: string) =>
      db.query("INSERT INTO follows (follower_id, followee_id, source) VALUES ($1, $2, 'test')", [follower, followee]),
    like: (account: string, post: string) =>
      db.query(
        "INSERT INTO engagements (account_id, post_id, kind, created_at, source) VALUES ($1, $2, 'like', '2026-01-11T00:00:00Z', 'test')",
        [account, post],
      ),
  };
}
