import type { SectionResult } from "@xa/core";
import { type AnalysisContext, postsBase, queryScope } from "../analysis-context.ts";
import { POST_LIST_COLUMNS, type PostListRow, toPostSummary } from "../summaries.ts";
import { countPostConversation, countScopePosts, postConversationBase } from "./scope-counts.ts";

/** The analysed posts, by likes (the default) or most recent first. */
export async function computePosts(ctx: AnalysisContext): Promise<SectionResult> {
  const order =
    ctx.request.postOrder === "recency"
      ? "sp.created_at DESC NULLS LAST, sp.id DESC"
      : "sp.like_count DESC NULLS LAST, sp.created_at DESC NULLS LAST, sp.id DESC";
  const [rows, count] = await Promise.all([
    queryScope<PostListRow>(
      ctx,
      // The page of posts first, then their authors: joining every post's author before the LIMIT
      // read the whole accounts table.
      (p) => `SELECT ${POST_LIST_COLUMNS}
        FROM (SELECT * FROM scope_posts sp ORDER BY ${order} LIMIT ${p.add(ctx.request.limit, "int")}) sp
        LEFT JOIN accounts a ON a.id = sp.author_id ORDER BY ${order}`,
    ),
    countScopePosts(ctx),
  ]);
  return {
    kind: "posts",
    base: postsBase(ctx, count),
    note: ctx.text(ctx.request.postOrder === "recency" ? "mostRecentFirst" : "mostLikedFirst"),
    items: rows.map(toPostSummary),
  };
}

/**
 * Replies in the conversations the analysed posts started or joined, oldest first, as a thread reads.
 * Of a post, its replies and quotes: the posts the conversation volume counts.
 */
export async function computeConversationPosts(ctx: AnalysisContext): Promise<SectionResult> {
  if (ctx.request.queryType === "post" && ctx.request.postId) return postConversationPosts(ctx, ctx.request.postId);
  // One statement: the replies are found once (a probe per conversation) for both the page and
  // the counts, and only the page's posts are read in full and joined with their authors.
  const rows = await queryScope<Partial<PostListRow> & { total: number; conversations: number }>(
    ctx,
    (p) => `, conv AS MATERIALIZED (SELECT DISTINCT conversation_id FROM scope_posts WHERE conversation_id IS NOT NULL),
      replies AS MATERIALIZED (SELECT p.id, p.created_at FROM posts p
        WHERE p.kind = 'reply' AND p.conversation_id IN (SELECT conversation_id FROM conv)),
      -- The page's posts read before their authors are joined: Citus joins a post with its author
      -- (another distribution key) only from a materialised set of posts.
      page AS MATERIALIZED (SELECT sp.* FROM posts sp WHERE sp.id IN
        (SELECT id FROM replies ORDER BY created_at ASC NULLS LAST, id LIMIT ${p.add(ctx.request.limit, "int")}))
      SELECT c.total, c.conversations, x.* FROM
        (SELECT (SELECT count(*) FROM replies)::int AS total, (SELECT count(*) FROM conv)::int AS conversations) c
        LEFT JOIN (SELECT ${POST_LIST_COLUMNS} FROM page sp
          LEFT JOIN accounts a ON a.id = sp.author_id) x ON true
      ORDER BY x.created_at ASC NULLS LAST, x.id`,
  );
  const first = rows[0];
  const items = rows.filter((r): r is PostListRow & { total: number; conversations: number } => r.id != null);
  return {
    kind: "posts",
    base: {
      unit: "posts",
      count: first?.total ?? 0,
      description: ctx.text(first?.conversations === 1 ? "conversationRepliesOne" : "conversationReplies", {
        conversations: first?.conversations ?? 0,
        posts: ctx.scope.postsBase,
      }),
    },
    items: items.map(toPostSummary),
  };
}

async function postConversationPosts(ctx: AnalysisContext, postId: string): Promise<SectionResult> {
  const [rows, count] = await Promise.all([
    queryScope<PostListRow>(
      ctx,
      (p) => `SELECT ${POST_LIST_COLUMNS}
        FROM (SELECT * FROM scope_posts sp WHERE sp.id <> ${p.add(postId, "text")}
          ORDER BY sp.created_at ASC NULLS LAST, sp.id LIMIT ${p.add(ctx.request.limit, "int")}) sp
        LEFT JOIN accounts a ON a.id = sp.author_id ORDER BY sp.created_at ASC NULLS LAST, sp.id`,
    ),
    countPostConversation(ctx),
  ]);
  return { kind: "posts", base: postConversationBase(ctx, count), items: rows.map(toPostSummary) };
}
