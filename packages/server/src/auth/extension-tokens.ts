import type { Db } from "../db/database.ts";
import { hashToken, newToken } from "./random-codes.ts";
import type { UserRow } from "./users.ts";

// A minute's slack on last_seen_at, as sessions have: a read should not be a write every time.
const TOUCH_AFTER_MS = 60_000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The tables of tokens a user makes for one kind of caller, one each: the companion extension's, and
 * the pro-targeting token that opens only the premium suite's token group of reads.
 */
export type UserTokenTable = "extension_tokens" | "pro_targeting_tokens";

/** When a token made at `createdAt` stops working. */
export const extensionTokenExpiry = (createdAt: Date, days: number) => new Date(createdAt.getTime() + days * DAY_MS);

/**
 * A new token for the user's companion extension; the one before it stops working. Only its hash
 * is stored, so the token is shown this once.
 */
export async function createExtensionToken(
  db: Db,
  userId: number,
  now: Date,
  days: number,
  table: UserTokenTable = "extension_tokens",
): Promise<{ token: string; created_at: string; expires_at: string }> {
  const token = newToken(32);
  await db.query(
    `INSERT INTO ${table} (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at,
       last_seen_at = EXCLUDED.last_seen_at`,
    [hashToken(token), userId, now],
  );
  return { token, created_at: now.toISOString(), expires_at: extensionTokenExpiry(now, days).toISOString() };
}

/** The user's token of `table` as its owner may see it: when made, last used and when it stops working. */
export async function findUserToken(db: Db, userId: number, now: Date, days: number, table: UserTokenTable) {
  const [row] = await db.query<{ created_at: Date; last_seen_at: Date }>(
    `SELECT created_at, last_seen_at FROM ${table} WHERE user_id = $1`,
    [userId],
  );
  if (!row) return null;
  const expires = extensionTokenExpiry(new Date(row.created_at), days);
  return {
    created_at: new Date(row.created_at).toISOString(),
    expires_at: expires.toISOString(),
    // Made with last_seen_at = created_at: a later one means the token was used.
    last_used_at:
      new Date(row.last_seen_at) > new Date(row.created_at) ? new Date(row.last_seen_at).toISOString() : null,
    expired: expires <= now,
  };
}

/** Signs the user's extension out; true when it had a token. */
export async function deleteExtensionToken(
  db: Db,
  userId: number,
  table: UserTokenTable = "extension_tokens",
): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${table} WHERE user_id = $1 RETURNING user_id`, [userId]);
  return rows.length > 0;
}

/**
 * The user an extension token belongs to, "expired" once it is older than `days` (it is kept, so
 * every later call says the same until a new one replaces it), or null for no such token.
 */
export async function findExtensionUser(
  db: Db,
  token: string,
  now: Date,
  days: number,
  table: UserTokenTable = "extension_tokens",
): Promise<UserRow | "expired" | null> {
  const hash = hashToken(token);
  const [row] = await db.query<UserRow & { created_at: Date; last_seen_at: Date }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.language, t.created_at, t.last_seen_at
     FROM ${table} t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`,
    [hash],
  );
  if (!row) return null;
  if (now.getTime() >= extensionTokenExpiry(new Date(row.created_at), days).getTime()) return "expired";
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await db.query(`UPDATE ${table} SET last_seen_at = $2 WHERE token_hash = $1`, [hash, now]);
  }
  const { last_seen_at: _seen, created_at: _created, ...user } = row;
  return user;
}
