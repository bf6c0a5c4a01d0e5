import type { ToolAction } from "@xa/core/activity/activity-contract";
import { MAX_CONTEXT_LENGTH } from "@xa/core/activity/activity-contract";
import type { Deps } from "../deps.ts";
import { hasRecentActivity, insertActivity } from "./activity-queries.ts";

/**
 * One use of a tool is one entry even when the page asks several calls for it (an exploration asks
 * each card alone): the same action on the same context within this long is the same use.
 */
export const SAME_USE_MS = 5 * 60_000;

// Per-user locks keep concurrent card calls from recording one use twice on PostgreSQL.
const LOCK_SPACE = 7_316_045;

/**
 * Records that the user ran a tool, from the tool's route once it has answered. Recording never
 * fails the tool: an error is logged and the answer still goes out. A use that kept a query for
 * the audience creator (`audienceCreatorQueryId`) is always its own entry, so its id is never lost.
 */
export async function recordToolUse(
  { db, now }: Pick<Deps, "db" | "now">,
  userId: number,
  action: ToolAction,
  context: string,
  kept: { audienceCreatorQueryId?: string } = {},
): Promise<void> {
  const entry = {
    userId,
    action,
    context: context.trim().slice(0, MAX_CONTEXT_LENGTH),
    audienceCreatorQueryId: kept.audienceCreatorQueryId ?? null,
  };
  const at = now();
  try {
    await db.transaction(async (tx) => {
      if (tx.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [LOCK_SPACE, userId]);
      const same = await hasRecentActivity(tx, entry, new Date(at.getTime() - SAME_USE_MS));
      if (same && entry.audienceCreatorQueryId === null) return;
      await insertActivity(tx, entry, at);
    });
  } catch (error) {
    console.error(`Recording ${action} for user ${userId} failed: ${(error as Error).message}`);
  }
}
