import { PERSONAL_LINK_TTL_MS } from "@xa/core/auth/standalone-contract";
import type { Db } from "../db/database.ts";
import { hashToken, newToken } from "./random-codes.ts";
import type { UserRow } from "./users.ts";

/** A new personal link's code (answered once) and when it stops working; only its hash is stored. */
export async function createPersonalLink(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken(32);
  const expiresAt = new Date(now.getTime() + PERSONAL_LINK_TTL_MS);
  await db.query(
    "INSERT INTO personal_sign_in_links (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    [hashToken(code), userId, now, expiresAt],
  );
  // Links of this user that can no longer be used are of no further interest.
  await db.query("DELETE FROM personal_sign_in_links WHERE user_id = $1 AND (expires_at < $2 OR used_at IS NOT NULL)", [
    userId,
    now,
  ]);
  return { code, expiresAt };
}

/** The owner of an unused, unexpired link, or null; the link is not spent yet. */
export async function findPersonalLinkOwner(db: Db, code: string, now: Date): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.language
     FROM personal_sign_in_links l JOIN users u ON u.id = l.user_id
     WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2`,
    [hashToken(code), now],
  );
  return row ?? null;
}

/** Spends the link; false when another request spent it first (one use, even racing). */
export async function spendPersonalLink(db: Db, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE personal_sign_in_links SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING 1`,
    [hashToken(code), now],
  );
  return rows.length === 1;
}
