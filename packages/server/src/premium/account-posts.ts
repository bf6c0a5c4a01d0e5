import type { AccountMedians, AccountPost, AccountPosts, PostSort } from "@xa/core/premium/posts-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { POST_ENGAGEMENTS_SQL } from "../social/index.ts";

/** The account's own posts (`p`, its id as $1): posts, replies and quotes; its reposts are others' posts. */
export const OWN_POSTS_SQL = "p.author_id = $1 AND p.kind <> 'repost'";

// Engagements per view, as X's analytics counts a post's engagement rate; unknown without views.
const RATE_SQL = `CASE WHEN p.view_count > 0 THEN ${POST_ENGAGEMENTS_SQL}::float8 / p.view_count END`;

export const POST_COLUMNS = `p.id, p.text, p.created_at, p.kind,
  coalesce(p.like_count, 0)::float8 AS likes, coalesce(p.repost_count, 0)::float8 AS reposts,
  coalesce(p.reply_count, 0)::float8 AS replies, coalesce(p.quote_count, 0)::float8 AS quotes,
  ${POST_ENGAGEMENTS_SQL}::float8 AS engagements, p.view_count::float8 AS views, (${RATE_SQL})::float8 AS engagement_rate`;

export type PostRow = Omit<AccountPost, "created_at" | "vs_median"> & { created_at: Date | null };

const ORDER: Record<PostSort, string> = {
  date: "p.created_at",
  engagements: POST_ENGAGEMENTS_SQL,
  engagement_rate: RATE_SQL,
  views: "p.view_count",
};

/** The median of the account's own posts: engagements, and engagement rate over the posts with views. */
export async function accountMedians(db: Db, accountId: string): Promise<AccountMedians> {
  const [row] = await db.query<AccountMedians>(
    `SELECT count(*)::int AS posts,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${POST_ENGAGEMENTS_SQL})::float8 AS engagements,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${RATE_SQL}) FILTER (WHERE p.view_count > 0))::float8
              AS engagement_rate
       FROM posts p WHERE ${OWN_POSTS_SQL}`,
    [accountId],
  );
  return row ?? { posts: 0, engagements: null, engagement_rate: null };
}

/** A stored post as the API shows it, compared with the account's median post. */
export function toAccountPost(row: PostRow, median: AccountMedians): AccountPost {
  return {
    ...row,
    created_at: row.created_at ? new Date(row.created_at).toISOString() : null,
    vs_median: median.engagements ? row.engagements / median.engagements : null,
  };
}

/** A page of the account's own posts, those whose text holds `q` (any case) when given, in the order asked. */
export async function listAccountPosts(
  db: Db,
  accountId: string,
  filter: { q?: string; sort: PostSort; order: "asc" | "desc" },
  window: PageWindow,
): Promise<AccountPosts> {
  const params: unknown[] = [accountId];
  let where = OWN_POSTS_SQL;
  if (filter.q) {
    params.push(filter.q);
    where += ` AND strpos(lower(p.text), lower($${params.length})) > 0`;
  }
  const direction = filter.order === "asc" ? "ASC" : "DESC";
  // Posts without the sorted value go last either way; ties keep the newest first, then a fixed order for paging.
  const sql = `SELECT ${POST_COLUMNS} FROM posts p WHERE ${where}
    ORDER BY ${ORDER[filter.sort]} ${direction} NULLS LAST, p.created_at DESC NULLS LAST, p.id`;
  const [median, paged] = await Promise.all([
    accountMedians(db, accountId),
    pagedQuery<PostRow>(db, sql, params, window),
  ]);
  return { count: paged.count, results: paged.rows.map((r) => toAccountPost(r, median)), median };
}

/** One of the account's own posts, or undefined when the store has none of that id by the account. */
export async function findOwnPost(db: Db, accountId: string, postId: string): Promise<PostRow | undefined> {
  const [row] = await db.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts p WHERE ${OWN_POSTS_SQL} AND p.id = $2`, [
    accountId,
    postId,
  ]);
  return row;
}
