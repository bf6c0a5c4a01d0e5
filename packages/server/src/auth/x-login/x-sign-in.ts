import type { SocialAccount } from "@xa/core/auth/social-login-contract";
import type { Db } from "../../db/database.ts";
import type { SealedSecrets } from "../../db/sealed-secrets.ts";
import { HttpError, said } from "../../http/http-error.ts";
import type { UserRow } from "../users.ts";
import { findLinkedUser, upsertSocialAccount } from "./x-accounts.ts";
import type { XIdentity, XLoginProvider, XTokenSet } from "./x-provider.ts";

type SignInDeps = { db: Db; secrets: SealedSecrets; now: () => Date };

const USER_COLUMNS = "id, email, first_name, last_name, language";

/**
 * The user an X sign-in is for: the one linked to this X account; else the one with the e-mail X
 * confirmed; else a new user (without e-mail when X gives none). The link keeps the fresh tokens.
 * One transaction: a refused link leaves no user behind.
 */
export async function signInWithX(
  deps: SignInDeps,
  provider: XLoginProvider,
  identity: XIdentity,
  tokens: XTokenSet,
): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const linked = await findLinkedUser(tx, provider.name, identity.id);
    let user: UserRow | undefined;
    if (linked !== null) {
      [user] = await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [linked]);
    } else if (identity.email) {
      [user] = await tx.query<UserRow>(
        `INSERT INTO users (email, first_name) VALUES ($1, $2)
         ON CONFLICT (email) WHERE email <> '' DO UPDATE SET email = EXCLUDED.email
         RETURNING ${USER_COLUMNS}`,
        [identity.email, identity.name.slice(0, 150)],
      );
    } else {
      [user] = await tx.query<UserRow>(
        `INSERT INTO users (email, first_name) VALUES ('', $1) RETURNING ${USER_COLUMNS}`,
        [identity.name.slice(0, 150)],
      );
    }
    if (!user) throw new Error("no user for the X sign-in");
    await linkOrRefuse(tx, deps, provider, identity, tokens, user.id);
    return user;
  });
}

/** Attaches the X account to a signed-in user (connect mode); another user's X account is a 409. */
export async function connectX(
  deps: SignInDeps,
  provider: XLoginProvider,
  identity: XIdentity,
  tokens: XTokenSet,
  userId: number,
): Promise<SocialAccount> {
  return deps.db.transaction((tx) => linkOrRefuse(tx, deps, provider, identity, tokens, userId));
}

async function linkOrRefuse(
  tx: Db,
  deps: SignInDeps,
  provider: XLoginProvider,
  identity: XIdentity,
  tokens: XTokenSet,
  userId: number,
): Promise<SocialAccount> {
  const owner = await findLinkedUser(tx, provider.name, identity.id);
  if (owner !== null && owner !== userId) throw new HttpError(409, { detail: said("social.takenByOther") });
  return upsertSocialAccount(tx, deps.secrets, { provider: provider.name, identity, tokens, userId, now: deps.now() });
}
