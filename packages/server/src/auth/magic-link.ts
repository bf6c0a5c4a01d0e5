import { INVALID_LOGIN_CODE, MAGIC_CODE_MAX_ATTEMPTS, MAGIC_CODE_TTL_MS, normalizeConfirmCode } from "@xa/core";
import type { Deps } from "../deps.ts";
import { badRequest } from "../http/http-error.ts";
import { newConfirmCode, newToken } from "./random-codes.ts";
import { findOrCreateUser, type UserRow } from "./users.ts";

/**
 * Creates a magic code and mails its 6-character confirmation code. The
 * caller has counted it against the sign-in limits (signin-limits.ts).
 */
export async function createMagicLink({ db, mailer, config, now }: Deps, email: string): Promise<string> {
  const magicCode = newToken(16);
  const confirmCode = newConfirmCode();
  const expiresAt = new Date(now().getTime() + MAGIC_CODE_TTL_MS);
  await db.query(
    "INSERT INTO magic_codes (magic_code, email, confirm_code, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)",
    [magicCode, email, confirmCode, expiresAt, now()],
  );
  await mailer.send({
    to: email,
    subject: `Your sign-in code: ${confirmCode}`,
    text: [
      `Your sign-in code is ${confirmCode}`,
      "",
      "Enter it on the sign-in page. It works once and expires in 15 minutes.",
      `Sign in: ${config.publicUrl}/login`,
      "",
      "If you did not ask to sign in, you can ignore this e-mail.",
    ].join("\n"),
  });
  return magicCode;
}

type MagicCodeRow = { email: string; confirm_code: string; attempts: number; expires_at: Date; used_at: Date | null };

/**
 * Checks a confirmation code. Wrong, used or expired codes all give the same 400, so the answer
 * says nothing about which; five wrong tries end the magic code.
 */
export async function useMagicLink({ db, now }: Deps, magicCode: string, confirmCode: string): Promise<UserRow> {
  return db
    .transaction(async (tx) => {
      const rows = await tx.query<MagicCodeRow>(
        "SELECT email, confirm_code, attempts, expires_at, used_at FROM magic_codes WHERE magic_code = $1 FOR UPDATE",
        [magicCode],
      );
      const row = rows[0];
      const usable =
        row &&
        !row.used_at &&
        row.attempts < MAGIC_CODE_MAX_ATTEMPTS &&
        new Date(row.expires_at).getTime() > now().getTime();
      if (!row || !usable) throw badRequest(INVALID_LOGIN_CODE);
      if (row.confirm_code !== normalizeConfirmCode(confirmCode)) {
        await tx.query("UPDATE magic_codes SET attempts = attempts + 1 WHERE magic_code = $1", [magicCode]);
        return null;
      }
      await tx.query("UPDATE magic_codes SET used_at = $2 WHERE magic_code = $1", [magicCode, now()]);
      return findOrCreateUser(tx, row.email);
    })
    .then((user) => {
      // The failed attempt is committed before answering, so it counts even though the call fails.
      if (!user) throw badRequest(INVALID_LOGIN_CODE);
      return user;
    });
}
