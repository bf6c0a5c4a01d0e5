import type { Db } from "../db/database.ts";

const DAY_MS = 86_400_000;

/** The window of `days` a premium figure covers. */
export type AccountWindow = { start: Date; end: Date; days: number };

/** The account's own posts in the window: its posts, replies and quotes, not its reposts. */
export const WINDOW_POSTS_SQL = "p.author_id = $1 AND p.kind <> 'repost' AND p.created_at > $2 AND p.created_at <= $3";

/**
 * `days` ending at the account's newest own post (an import of last year's posts still has a window
 * with data), or at `now` when it has none.
 */
export async function accountWindow(db: Db, accountId: string, days: number, now: Date): Promise<AccountWindow> {
  const [newest] = await db.query<{ at: Date | null }>(
    "SELECT max(created_at) AS at FROM posts WHERE author_id = $1 AND kind <> 'repost'",
    [accountId],
  );
  const end = newest?.at ? new Date(newest.at) : now;
  return { start: new Date(end.getTime() - days * DAY_MS), end, days };
}

/** The window as the API states it. */
export function windowOut(w: AccountWindow): { start: string; end: string; days: number } {
  return { start: w.start.toISOString(), end: w.end.toISOString(), days: w.days };
}
