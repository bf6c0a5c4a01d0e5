import type { CommunityOrder } from "@xa/core/communities/community-entities";
import type { Db } from "../db/database.ts";
import { pagedQuery } from "../db/paged-query.ts";

const SUMMARY = `c.id, c.name, c.description, c.access, c.join_policy, c.member_count::float8 AS member_count,
  c.created_at, coalesce(s.posts, 0)::int AS posts, coalesce(s.authors, 0)::int AS authors,
  s.first_post_at, s.last_post_at, c.is_demo AS demo`;
// What the store holds of a community's posts, read through the posts' partial index on community_id.
const POSTS_OF = `LEFT JOIN LATERAL (SELECT count(*) AS posts, count(DISTINCT p.author_id) AS authors,
  min(p.created_at) AS first_post_at, max(p.created_at) AS last_post_at
  FROM posts p WHERE p.community_id = c.id) s ON true`;

const ORDERS: Record<CommunityOrder, string> = {
  posts: "posts DESC, c.member_count DESC NULLS LAST, c.id",
  members: "c.member_count DESC NULLS LAST, posts DESC, c.id",
  recent: "s.last_post_at DESC NULLS LAST, c.id",
};

type SummaryRow = {
  id: string;
  name: string | null;
  description: string | null;
  access: string | null;
  join_policy: string | null;
  member_count: number | null;
  created_at: Date | null;
  posts: number;
  authors: number;
  first_post_at: Date | null;
  last_post_at: Date | null;
  demo: boolean;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const toSummary = (row: SummaryRow) => ({
  ...row,
  created_at: iso(row.created_at),
  first_post_at: iso(row.first_post_at),
  last_post_at: iso(row.last_post_at),
});

/** The store's communities, those whose name or description holds `q` when given, a page of them. */
export async function listCommunities(
  db: Db,
  query: { q?: string | undefined; order: CommunityOrder; limit: number; offset: number },
) {
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, "\\$&")}%` : null;
  const where = words ? "WHERE c.name ILIKE $1 OR c.description ILIKE $1" : "";
  const page = await pagedQuery<SummaryRow>(
    db,
    `SELECT ${SUMMARY} FROM communities c ${POSTS_OF} ${where} ORDER BY ${ORDERS[query.order]}`,
    words ? [words] : [],
    query,
  );
  return { count: page.count, results: page.rows.map(toSummary) };
}

/** One community with its top members, latest posts and languages; null when the store has none of that id. */
export async function findCommunity(db: Db, id: string) {
  const [row] = await db.query<SummaryRow>(`SELECT ${SUMMARY} FROM communities c ${POSTS_OF} WHERE c.id = $1`, [id]);
  if (!row) return null;
  const [members, posts, languages] = await Promise.all([
    db.query<{
      id: string;
      handle: string | null;
      name: string | null;
      avatar_url: string | null;
      followers_count: number | null;
      posts: number;
      likes: number;
    }>(
      `SELECT a.id, a.handle, a.name, a.avatar_url, a.followers_count::float8 AS followers_count, m.posts, m.likes
       FROM (SELECT author_id, count(*)::int AS posts, coalesce(sum(like_count), 0)::float8 AS likes
             FROM posts WHERE community_id = $1 AND author_id IS NOT NULL GROUP BY author_id
             ORDER BY posts DESC, likes DESC, author_id LIMIT 10) m
       JOIN accounts a ON a.id = m.author_id ORDER BY m.posts DESC, m.likes DESC, a.id`,
      [id],
    ),
    db.query<{
      id: string;
      author_id: string | null;
      handle: string | null;
      name: string | null;
      text: string;
      created_at: Date | null;
      kind: string;
      lang: string | null;
      like_count: number | null;
      repost_count: number | null;
      reply_count: number | null;
    }>(
      `SELECT p.id, p.author_id, a.handle, a.name, p.text, p.created_at, p.kind, p.lang,
         p.like_count::float8 AS like_count, p.repost_count::float8 AS repost_count, p.reply_count::float8 AS reply_count
       FROM posts p LEFT JOIN accounts a ON a.id = p.author_id
       WHERE p.community_id = $1 ORDER BY p.created_at DESC NULLS LAST, p.id DESC LIMIT 20`,
      [id],
    ),
    db.query<{ lang: string; posts: number }>(
      `SELECT coalesce(lang, 'und') AS lang, count(*)::int AS posts FROM posts WHERE community_id = $1
       GROUP BY 1 ORDER BY posts DESC, lang LIMIT 10`,
      [id],
    ),
  ]);
  return {
    ...toSummary(row),
    top_members: members,
    recent_posts: posts.map((p) => ({ ...p, created_at: iso(p.created_at) })),
    languages,
  };
}
