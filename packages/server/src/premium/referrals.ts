import { randomBytes } from "node:crypto";
import { REFERRAL_NEW_USER_DAYS, type ReferralInfo } from "@xa/core/premium/referral-contract";
import type { Db } from "../db/database.ts";
import { badRequest, notFound, said } from "../http/http-error.ts";

const CODE_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

function newCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/** Makes the user's referral code unless they have one; two first asks at once keep one. */
export async function createReferralCode(db: Db, userId: number): Promise<void> {
  await db.query("INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
    userId,
    newCode(),
  ]);
}

/** The user's link, once made, and the sign-ups it brought; reading it changes nothing. */
export async function referralInfo(db: Db, userId: number, publicUrl: string): Promise<ReferralInfo> {
  const [row] = await db.query<{ code: string }>("SELECT code FROM referral_codes WHERE user_id = $1", [userId]);
  const code = row?.code ?? null;
  const [counted] = await db.query<{ n: number; last: Date | null }>(
    "SELECT count(*)::int AS n, max(created_at) AS last FROM referrals WHERE referrer_user_id = $1",
    [userId],
  );
  return {
    code,
    url: code ? `${publicUrl}/?ref=${code}` : null,
    signups: counted?.n ?? 0,
    last_signup_at: counted?.last ? new Date(counted.last).toISOString() : null,
  };
}

/**
 * Counts the caller as signed up through `code` when they are new (joined within the window) and
 * not referred yet; a code of nobody is a 404, one's own a 400.
 */
export async function claimReferral(db: Db, userId: number, code: string, now: Date) {
  const [owner] = await db.query<{ user_id: number }>("SELECT user_id FROM referral_codes WHERE code = $1", [code]);
  if (!owner) throw notFound();
  if (owner.user_id === userId) throw badRequest(said("premium.ownReferral"));
  const since = new Date(now.getTime() - REFERRAL_NEW_USER_DAYS * 86_400_000);
  const [user] = await db.query<{ new_user: boolean }>("SELECT created_at > $2 AS new_user FROM users WHERE id = $1", [
    userId,
    since,
  ]);
  if (!user?.new_user) return { counted: false, reason: "not_new" as const };
  const added = await db.query(
    `INSERT INTO referrals (referred_user_id, referrer_user_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING 1`,
    [userId, owner.user_id, now],
  );
  return added.length > 0
    ? { counted: true, reason: "counted" as const }
    : { counted: false, reason: "already_referred" as const };
}
