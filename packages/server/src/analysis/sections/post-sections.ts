import type { SectionResult } from "@xa/core";
import { type AnalysisContext, postsBase, queryScope } from "../analysis-context.ts";
import { POST_LIST_COLUMNS, type PostListRow, toPostSummary } from "../summaries.ts";
import { countScopePosts } from "./scope-counts.ts";

/** The analysed posts, by likes (spec §4 default) or most recent first. */
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
    note: ctx.request.postOrder === "recency" ? "Most recent first." : "Most liked first.",
    items: rows.map(toPostSummary),
  };
}

/** Replies in the conversations the analysed posts started or joined, oldest first, as a thread reads. */
export async function computeConversationPosts(ctx: AnalysisContext): Promise<SectionResult> {
  const replies = `conv AS (SELECT DISTINCT conversation_id FROM scope_posts WHERE conversation_id IS NOT NULL),
    replies AS (SELECT p.* FROM posts p WHERE p.kind = 'reply' AND p.conversation_id IN (SELECT conversation_id FROM conv))`;
  const [rows, counts] = await Promise.all([
    queryScope<PostListRow>(
      ctx,
      (p) => `, ${replies} SELECT ${POST_LIST_COLUMNS} FROM replies sp LEFT JOIN accounts a ON a.id = sp.author_id
        ORDER BY sp.created_at ASC NULLS LAST, sp.id LIMIT ${p.add(ctx.request.limit, "int")}`,
    ),
    queryScope<{ n: number; conversations: number }>(
      ctx,
      () =>
        `, ${replies} SELECT (SELECT count(*) FROM replies)::int AS n, (SELECT count(*) FROM conv)::int AS conversations`,
    ),
  ]);
  const n = counts[0]?.n ?? 0;
  return {
    kind: "posts",
    base: {
      unit: "posts",
      count: n,
      description: `replies in the ${counts[0]?.conversations ?? 0} conversations of the ${ctx.scope.postsBase}`,
    },
    items: rows.map(toPostSummary),
  };
}
