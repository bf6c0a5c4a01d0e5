import type { SocialAccount } from "@xa/core/auth/social-login-contract";
import type { SocialProvider } from "@xa/core/auth/social-login-rules";
import type { Db } from "../../db/database.ts";
import type { SealedSecrets } from "../../db/sealed-secrets.ts";
import type { XIdentity, XTokenSet } from "./x-provider.ts";

type SealedTokens = { a: string; r: string | null; s: string | null };

// Sealed for one provider's account: copied to another row, it does not open.
const context = (provider: string, uid: string) => `social_accounts.token:${provider}:${uid}`;

export function sealTokens(secrets: SealedSecrets, provider: string, uid: string, tokens: XTokenSet): string {
  const plain: SealedTokens = { a: tokens.accessToken, r: tokens.refreshToken, s: tokens.tokenSecret };
  return secrets.seal(JSON.stringify(plain), context(provider, uid));
}

export function openTokens(
  secrets: SealedSecrets,
  row: { provider: string; uid: string; token_sealed: string; token_expires_at: Date | null },
): XTokenSet {
  const t = JSON.parse(secrets.open(row.token_sealed, context(row.provider, row.uid))) as SealedTokens;
  return {
    accessToken: t.a,
    refreshToken: t.r,
    tokenSecret: t.s,
    expiresAt: row.token_expires_at ? new Date(row.token_expires_at) : null,
  };
}

type AccountRow = {
  id: number;
  provider: SocialProvider;
  uid: string;
  extra: { username?: string; name?: string; screen_name?: string };
  last_login: Date | null;
  created_at: Date;
};

const toSocialAccount = (r: AccountRow): SocialAccount => ({
  id: r.id,
  provider: r.provider,
  uid: r.uid,
  username: r.extra.username ?? r.extra.screen_name ?? "",
  name: r.extra.name ?? "",
  last_login: r.last_login ? new Date(r.last_login).toISOString() : null,
  date_joined: new Date(r.created_at).toISOString(),
});

/** The user's linked accounts, oldest first; the tokens are not even read. */
export async function listSocialAccounts(db: Db, userId: number): Promise<SocialAccount[]> {
  const rows = await db.query<AccountRow>(
    `SELECT id, provider, uid, extra, last_login, created_at FROM social_accounts
     WHERE user_id = $1 AND provider IN ('x', 'x-sandbox') ORDER BY id`,
    [userId],
  );
  return rows.map(toSocialAccount);
}

/**
 * Links the X account to `userId` with fresh tokens, or refreshes the link it has; answers the
 * link's owner, which is another user when the account was linked before (the caller decides).
 */
export async function upsertSocialAccount(
  db: Db,
  secrets: SealedSecrets,
  link: { provider: SocialProvider; identity: XIdentity; tokens: XTokenSet; userId: number; now: Date },
): Promise<SocialAccount> {
  const { provider, identity, tokens, userId, now } = link;
  const [row] = await db.query<AccountRow>(
    `INSERT INTO social_accounts (user_id, provider, uid, extra, token_sealed, token_expires_at, last_login, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (provider, uid) DO UPDATE SET extra = EXCLUDED.extra, token_sealed = EXCLUDED.token_sealed,
       token_expires_at = EXCLUDED.token_expires_at, last_login = EXCLUDED.last_login
     WHERE social_accounts.user_id = EXCLUDED.user_id
     RETURNING id, provider, uid, extra, last_login, created_at`,
    [
      userId,
      provider,
      identity.id,
      JSON.stringify({ username: identity.username, name: identity.name }),
      sealTokens(secrets, provider, identity.id, tokens),
      tokens.expiresAt,
      now,
    ],
  );
  if (!row) throw new Error("the X account is linked to another user");
  return toSocialAccount(row);
}

/** The user already linked to this X account, if any. */
export async function findLinkedUser(db: Db, provider: SocialProvider, uid: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    "SELECT user_id FROM social_accounts WHERE provider = $1 AND uid = $2",
    [provider, uid],
  );
  return row?.user_id ?? null;
}
