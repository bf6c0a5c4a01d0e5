import type { Db } from "../../db/database.ts";
import type { SealedSecrets } from "../../db/sealed-secrets.ts";
import { chooseXProvider } from "./choose-x-provider.ts";
import { openTokens, sealTokens } from "./x-accounts.ts";
import type { XLoginProvider, XTokenSet } from "./x-provider.ts";
import type { XUserApi } from "./x-user-api.ts";

/** A bearer token this close to its expiry is refreshed before use: a call started now must not outlive it. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

type TokenRow = { id: number; provider: string; uid: string; token_sealed: string; token_expires_at: Date | null };

/**
 * The account's tokens, refreshed first when they expire within the margin (the new pair sealed in
 * place). No transaction is held while X answers: the new pair is stored only over the pair it
 * replaced, and a request that lost the race (X rotates refresh tokens, so its refresh fails or its
 * store finds the row changed) uses the pair the winner stored.
 */
export async function freshTokens(
  deps: { db: Db; secrets: SealedSecrets; now: () => Date },
  provider: XLoginProvider,
  socialAccountId: number,
  /** how close to expiry a token is refreshed: the background schedule acts earlier than a request */
  options: { marginMs?: number } = {},
): Promise<XTokenSet | null> {
  const { db, secrets, now } = deps;
  const margin = options.marginMs ?? REFRESH_MARGIN_MS;
  const read = async () =>
    (
      await db.query<TokenRow>(
        `SELECT id, provider, uid, token_sealed, token_expires_at FROM social_accounts
         WHERE id = $1 AND provider = $2 AND token_sealed IS NOT NULL`,
        [socialAccountId, provider.name],
      )
    )[0] ?? null;
  const row = await read();
  if (!row) return null;
  const tokens = openTokens(secrets, row);
  const expiring = tokens.expiresAt && tokens.expiresAt.getTime() - now().getTime() < margin;
  if (!expiring || !tokens.refreshToken) return tokens;
  const winner = async (error: unknown) => {
    const again = await read();
    if (again && again.token_sealed !== row.token_sealed) return openTokens(secrets, again);
    throw error;
  };
  let next: XTokenSet;
  try {
    next = await provider.refresh(tokens.refreshToken);
  } catch (error) {
    return winner(error);
  }
  const stored = await db.query(
    "UPDATE social_accounts SET token_sealed = $3, token_expires_at = $4 WHERE id = $1 AND token_sealed = $2 RETURNING id",
    [row.id, row.token_sealed, sealTokens(secrets, row.provider, row.uid, next), next.expiresAt],
  );
  return stored.length > 0 ? next : winner(new Error("the tokens changed while refreshing"));
}

/**
 * The user-context API acting as one of the user's linked X accounts, with its own fresh token;
 * null when the account is not this user's (or not of this provider).
 */
export async function userApiFor(
  deps: { db: Db; secrets: SealedSecrets; now: () => Date },
  provider: XLoginProvider,
  userId: number,
  socialAccountId: number,
): Promise<{ api: XUserApi; xUserId: string } | null> {
  const [owned] = await deps.db.query<{ uid: string }>(
    "SELECT uid FROM social_accounts WHERE id = $1 AND user_id = $2 AND provider = $3",
    [socialAccountId, userId, provider.name],
  );
  if (!owned) return null;
  const tokens = await freshTokens(deps, provider, socialAccountId);
  return tokens ? { api: provider.userApi(tokens), xUserId: owned.uid } : null;
}

/**
 * For other domains: the configured provider's user API acting as one of the user's linked X
 * accounts (null when it is not theirs), its token refreshed first when due.
 */
export function xUserApiFor(
  deps: { db: Db; secrets: SealedSecrets; now: () => Date; config: Parameters<typeof chooseXProvider>[0]["config"] },
  userId: number,
  socialAccountId: number,
) {
  return userApiFor(deps, chooseXProvider(deps), userId, socialAccountId);
}
