import type { SocialLoginMode, SocialProvider } from "@xa/core/auth/social-login-rules";
import { SOCIAL_LOGIN_ATTEMPT_MS } from "@xa/core/auth/social-login-rules";
import type { Db } from "../../db/database.ts";
import type { SealedSecrets } from "../../db/sealed-secrets.ts";
import { hashToken } from "../random-codes.ts";

/** A started sign-in, as kept until the provider sends the browser back. */
export type LoginAttempt = {
  provider: SocialProvider;
  mode: SocialLoginMode;
  /** who is connecting an account (connect mode) */
  userId: number | null;
  /** the PKCE verifier, or the OAuth 1.0a request token's secret */
  secret: string;
  redirectUri: string;
};

// Sealed for one attempt: copied to another row, it does not open.
const context = (stateHash: string) => `social_login_attempts.secret:${stateHash}`;

/** Keeps an attempt under its state for ten minutes (expired ones are swept at the same time). */
export async function saveAttempt(db: Db, secrets: SealedSecrets, state: string, attempt: LoginAttempt, now: Date) {
  const stateHash = hashToken(state);
  await db.query("DELETE FROM social_login_attempts WHERE expires_at <= $1", [now]);
  await db.query(
    `INSERT INTO social_login_attempts (state_hash, provider, mode, user_id, secret_sealed, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      stateHash,
      attempt.provider,
      attempt.mode,
      attempt.userId,
      secrets.seal(attempt.secret, context(stateHash)),
      attempt.redirectUri,
      new Date(now.getTime() + SOCIAL_LOGIN_ATTEMPT_MS),
    ],
  );
}

/** Takes the attempt of this state, once: a second take, an expired or unknown state finds nothing. */
export async function takeAttempt(
  db: Db,
  secrets: SealedSecrets,
  state: string,
  provider: SocialProvider,
  now: Date,
): Promise<LoginAttempt | null> {
  const stateHash = hashToken(state);
  const [row] = await db.query<{
    mode: SocialLoginMode;
    user_id: number | null;
    secret_sealed: string;
    redirect_uri: string;
  }>(
    `DELETE FROM social_login_attempts WHERE state_hash = $1 AND provider = $2 AND expires_at > $3
     RETURNING mode, user_id, secret_sealed, redirect_uri`,
    [stateHash, provider, now],
  );
  if (!row) return null;
  return {
    provider,
    mode: row.mode,
    userId: row.user_id,
    secret: secrets.open(row.secret_sealed, context(stateHash)),
    redirectUri: row.redirect_uri,
  };
}
