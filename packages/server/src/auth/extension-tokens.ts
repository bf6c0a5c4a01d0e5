import type { Db } from "../db/database.ts";
import { newToken } from "./random-codes.ts";
import type { UserRow } from "./users.ts";

// A minute's slack on last_seen_at, as sessions have: a read should not be a write every time.
const TOUCH_AFTER_MS = 60_000;

/** A new token for the user's companion extension; the one before it stops working. */
export async function createExtensionToken(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ token: string; created_at: string }> {
  const token = newToken();
  await db.query(
    `INSERT INTO extension_tokens (token, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, created_at = EXCLUDED.created_at,
       last_seen_at = EXCLUDED.last_seen_at`,
    [token, userId, now],
  );
  return { token, created_at: now.toISOString() };
}

export async function deleteExtensionToken(db: Db, userId: number): Promise<void> {
  await db.query("DELETE FROM extension_tokens WHERE user_id = $1", [userId]);
}

/** The user an extension token belongs to, or null. */
export async function findExtensionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const [row] = await db.query<UserRow & { last_seen_at: Date }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.language, t.last_seen_at
     FROM extension_tokens t JOIN users u ON u.id = t.user_id WHERE t.token = $1`,
    [token],
  );
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await db.query("UPDATE extension_tokens SET last_seen_at = $2 WHERE token = $1", [token, now]);
  }
  const { last_seen_at: _seen, ...user } = row;
  return user;
}
