import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { hashToken } from "../random-codes.ts";
import { codeChallengeOf } from "./pkce.ts";
import { type XLoginProvider, XProviderError, type XTokenSet } from "./x-provider.ts";
import { createSandboxUserApi } from "./x-sandbox-user-api.ts";

/** Lifetimes as X gives them: a code is used at once, an access token lasts two hours. */
const CODE_MS = 10 * 60_000;
const ACCESS_MS = 2 * 3600_000;
const REFRESH_MS = 180 * 24 * 3600_000;

export const SANDBOX_AUTHORIZE_PATH = "/x-sandbox/authorize";

const secret = () => randomBytes(24).toString("base64url");

/**
 * The built-in X sandbox: a provider of its own, kept in our database, that signs users in as
 * accounts of the store. It issues codes and tokens as X does (only their hashes are kept), checks
 * the PKCE verifier, rotates refresh tokens and honours revocation, so the app's side cannot tell.
 */
export function createXSandboxProvider(db: Db, now: () => Date): XLoginProvider {
  const grant = async (
    kind: string,
    accountId: string | null,
    ms: number,
    fields: { challenge?: string; redirectUri?: string } = {},
  ) => {
    const value = secret();
    await db.query(
      `INSERT INTO x_sandbox_grants (code_hash, kind, account_id, challenge, redirect_uri, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        hashToken(value),
        kind,
        accountId,
        fields.challenge ?? "",
        fields.redirectUri ?? "",
        new Date(now().getTime() + ms),
      ],
    );
    return value;
  };
  /** Takes a grant once; an expired, used or unknown one is X's 400 invalid_request. */
  const take = async (kind: string, value: string) => {
    const [row] = await db.query<{ account_id: string | null; challenge: string; redirect_uri: string }>(
      `DELETE FROM x_sandbox_grants WHERE code_hash = $1 AND kind = $2 AND expires_at > $3
       RETURNING account_id, challenge, redirect_uri`,
      [hashToken(value), kind, now()],
    );
    if (!row?.account_id) throw new XProviderError(`the X sandbox does not know this ${kind.replace("_", " ")}`, 400);
    return { ...row, account_id: row.account_id };
  };
  const issue = async (accountId: string): Promise<XTokenSet> => ({
    accessToken: await grant("access", accountId, ACCESS_MS),
    refreshToken: await grant("refresh", accountId, REFRESH_MS),
    expiresAt: new Date(now().getTime() + ACCESS_MS),
    tokenSecret: null,
  });
  const accountOf = async (tokens: XTokenSet): Promise<string> => {
    const [row] = await db.query<{ account_id: string }>(
      "SELECT account_id FROM x_sandbox_grants WHERE code_hash = $1 AND kind = 'access' AND expires_at > $2",
      [hashToken(tokens.accessToken), now()],
    );
    if (!row) throw new XProviderError("the X sandbox does not accept this access token (expired or revoked)", 401);
    return row.account_id;
  };

  return {
    name: "x-sandbox",
    // The sandbox lives in the app: the callback is on whatever address the browser uses.
    redirectUri: (callbackPath) => callbackPath,
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: "x-sandbox",
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${SANDBOX_AUTHORIZE_PATH}?${query.toString()}`;
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const row = await take("code", code);
      if (row.challenge !== codeChallengeOf(codeVerifier) || row.redirect_uri !== redirectUri) {
        throw new XProviderError("the code verifier or redirect_uri does not match the authorization", 400);
      }
      return issue(row.account_id);
    },
    async refresh(refreshToken) {
      const row = await take("refresh", refreshToken);
      return issue(row.account_id);
    },
    async revoke(tokens) {
      const values = [tokens.accessToken, tokens.refreshToken].filter((v): v is string => Boolean(v));
      await db.query("DELETE FROM x_sandbox_grants WHERE code_hash = ANY($1::text[])", [values.map(hashToken)]);
    },
    async identify(tokens) {
      const id = await accountOf(tokens);
      const [account] = await db.query<{ handle: string | null; name: string | null }>(
        "SELECT handle, name FROM accounts WHERE id = $1",
        [id],
      );
      const username = account?.handle ?? id;
      // The sandbox has no e-mail to give: a sandbox sign-in never reaches a user by address.
      return { id, username, name: account?.name || username, email: null };
    },
    oauth1: {
      async requestToken(callbackUrl) {
        return { token: await grant("request_token", "", CODE_MS, { redirectUri: callbackUrl }), secret: secret() };
      },
      authorizeUrl: (requestToken) => `${SANDBOX_AUTHORIZE_PATH}?oauth_token=${encodeURIComponent(requestToken)}`,
      async accessToken(request, verifier) {
        const row = await take("request_token", request.token);
        if (row.challenge !== hashToken(verifier)) throw new XProviderError("the oauth_verifier does not match", 401);
        return {
          accessToken: await grant("access", row.account_id, REFRESH_MS),
          refreshToken: null,
          expiresAt: null,
          tokenSecret: secret(),
        };
      },
    },
    userApi: (tokens) => createSandboxUserApi(db, now, () => accountOf(tokens)),
  };
}

/**
 * The sandbox's authorize page says yes for `accountId`: a code for the OAuth 2.0 request, or a
 * verifier for the OAuth 1.0a request token; the answer is where to send the browser.
 */
export async function authorizeInSandbox(
  db: Db,
  now: () => Date,
  accountId: string,
  request:
    | { kind: "code"; redirectUri: string; state: string; codeChallenge: string }
    | { kind: "request_token"; requestToken: string },
): Promise<string | null> {
  const value = secret();
  if (request.kind === "code") {
    await db.query(
      `INSERT INTO x_sandbox_grants (code_hash, kind, account_id, challenge, redirect_uri, expires_at)
       VALUES ($1, 'code', $2, $3, $4, $5)`,
      [hashToken(value), accountId, request.codeChallenge, request.redirectUri, new Date(now().getTime() + CODE_MS)],
    );
    const query = new URLSearchParams({ state: request.state, code: value });
    return `${request.redirectUri}?${query.toString()}`;
  }
  const [row] = await db.query<{ redirect_uri: string }>(
    `UPDATE x_sandbox_grants SET account_id = $2, challenge = $3
     WHERE code_hash = $1 AND kind = 'request_token' AND account_id = '' AND expires_at > $4 RETURNING redirect_uri`,
    [hashToken(request.requestToken), accountId, hashToken(value), now()],
  );
  if (!row) return null;
  const query = new URLSearchParams({ oauth_token: request.requestToken, oauth_verifier: value });
  return `${row.redirect_uri}${row.redirect_uri.includes("?") ? "&" : "?"}${query.toString()}`;
}
