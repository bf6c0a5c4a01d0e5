import type { XConversation, XConversationsResponse } from "@xa/core/analysis/x-conversations";
import type { Db } from "../db/database.ts";
import { createContext, queryScope, type ResolvedAnalysis } from "./analysis-context.ts";
import { pinScope } from "./build-scope.ts";
import { isoOrNull, POST_LIST_COLUMNS, type PostListRow, toPostSummary } from "./summaries.ts";

type ThreadRow = Partial<PostListRow> & {
  conversation_id: string;
  replies: number;
  participants: number;
  last_post_at: Date | string | null;
};

/**
 * The reply threads of a conversation analysis's scope (its matching posts' conversations, pinned
 * as the analysis pins them), ranked by replies, then participants: each with its root post (the
 * post whose id is the conversation's), its replies and its distinct authors, read from the store.
 */
export async function findXConversations(db: Db, request: ResolvedAnalysis): Promise<XConversationsResponse> {
  const scope = await pinScope(db, request);
  try {
    const ctx = createContext(db, request, scope, new Set());
    const rows = await queryScope<ThreadRow>(
      ctx,
      (
        p,
      ) => `, conv AS MATERIALIZED (SELECT DISTINCT conversation_id FROM scope_posts WHERE conversation_id IS NOT NULL),
        threads AS MATERIALIZED (
          SELECT p.conversation_id, count(*) FILTER (WHERE p.kind = 'reply')::int AS replies,
            count(DISTINCT p.author_id)::int AS participants, max(p.created_at) AS last_post_at
          FROM posts p WHERE p.conversation_id IN (SELECT conversation_id FROM conv) GROUP BY p.conversation_id),
        top AS MATERIALIZED (SELECT * FROM threads
          ORDER BY replies DESC, participants DESC, conversation_id LIMIT ${p.add(request.limit, "int")}),
        roots AS MATERIALIZED (SELECT sp.* FROM posts sp WHERE sp.id IN (SELECT conversation_id FROM top))
      SELECT t.conversation_id, t.replies, t.participants, t.last_post_at, x.* FROM top t
        LEFT JOIN (SELECT ${POST_LIST_COLUMNS} FROM roots sp LEFT JOIN accounts a ON a.id = sp.author_id) x
          ON x.id = t.conversation_id
      ORDER BY t.replies DESC, t.participants DESC, t.conversation_id`,
    );
    const conversations: XConversation[] = rows.map((r) => ({
      conversation_id: r.conversation_id,
      root: r.id ? toPostSummary(r as PostListRow) : null,
      replies: r.replies,
      participants: r.participants,
      last_post_at: isoOrNull(r.last_post_at),
    }));
    return { base: { unit: "posts", count: scope.postCount, description: scope.postsBase }, conversations };
  } finally {
    scope.release();
  }
}
