import type { AdsConnection } from "@xa/core/ads/ads-connection-contract";
import type { AdsPlatformName } from "@xa/core/ads/ads-contract";
import type { Db } from "../db/database.ts";
import type { SealedSecrets } from "../db/sealed-secrets.ts";
import type { PlatformLogin, TokenPair } from "./ads-platform.ts";
import type { XUserToken } from "./x-ads/x-ads-platform.ts";

/** How long a started connection waits for the user to come back from X. */
export const CONNECT_ATTEMPT_MS = 15 * 60_000;

type ConnectionRow = {
  x_user_id: string;
  screen_name: string;
  token_sealed: string;
  connected_by: string | null;
  connected_at: Date;
};

// Sealed for one team's row: copied to another row, it does not open.
const tokenContext = (teamId: number) => `ads_connections.token:${teamId}`;
const attemptContext = (requestToken: string) => `ads_connect_attempts.secret:${requestToken}`;

async function connectionRow(db: Db, teamId: number): Promise<ConnectionRow | null> {
  const [row] = await db.query<ConnectionRow>(
    `SELECT c.x_user_id, c.screen_name, c.token_sealed, u.email AS connected_by, c.connected_at
       FROM ads_connections c LEFT JOIN users u ON u.id = c.connected_by WHERE c.team_id = $1`,
    [teamId],
  );
  return row ?? null;
}

/** What the team's settings show of its connection. */
export async function describeConnection(db: Db, teamId: number, platform: AdsPlatformName, required: boolean) {
  const row = required ? await connectionRow(db, teamId) : null;
  return {
    platform,
    required,
    connected: row !== null,
    screen_name: row?.screen_name ?? null,
    connected_by: row?.connected_by ?? null,
    connected_at: row ? new Date(row.connected_at).toISOString() : null,
  } satisfies AdsConnection;
}

/** The team's access token, opened; null when the team has not connected one. */
export async function connectedToken(db: Db, secrets: SealedSecrets, teamId: number): Promise<XUserToken | null> {
  const row = await connectionRow(db, teamId);
  if (!row) return null;
  const pair = JSON.parse(secrets.open(row.token_sealed, tokenContext(teamId))) as TokenPair;
  return { accessToken: pair.token, accessTokenSecret: pair.secret, screenName: row.screen_name };
}

/** Keeps the team's login, replacing the one it had. */
export async function saveConnection(
  db: Db,
  secrets: SealedSecrets,
  by: { teamId: number; userId: number; now: Date },
  login: PlatformLogin,
): Promise<void> {
  const sealed = secrets.seal(JSON.stringify({ token: login.token, secret: login.secret }), tokenContext(by.teamId));
  await db.query(
    `INSERT INTO ads_connections (team_id, x_user_id, screen_name, token_sealed, connected_by, connected_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (team_id) DO UPDATE SET x_user_id = EXCLUDED.x_user_id, screen_name = EXCLUDED.screen_name,
       token_sealed = EXCLUDED.token_sealed, connected_by = EXCLUDED.connected_by, connected_at = EXCLUDED.connected_at`,
    [by.teamId, login.userId, login.screenName, sealed, by.userId, by.now],
  );
}

export async function deleteConnection(db: Db, teamId: number): Promise<void> {
  await db.query("DELETE FROM ads_connections WHERE team_id = $1", [teamId]);
}

/** Remembers a started connection (its request token's secret sealed) until the user comes back. */
export async function saveAttempt(
  db: Db,
  secrets: SealedSecrets,
  by: { teamId: number; userId: number; now: Date },
  request: TokenPair,
): Promise<void> {
  await db.query("DELETE FROM ads_connect_attempts WHERE expires_at <= $1", [by.now]);
  await db.query(
    "INSERT INTO ads_connect_attempts (request_token, secret_sealed, team_id, user_id, expires_at) VALUES ($1, $2, $3, $4, $5)",
    [
      request.token,
      secrets.seal(request.secret, attemptContext(request.token)),
      by.teamId,
      by.userId,
      new Date(by.now.getTime() + CONNECT_ATTEMPT_MS),
    ],
  );
}

/**
 * Takes the attempt this user started for this team under `requestToken`, once: a second take, an
 * expired attempt, or another user's or team's finds nothing.
 */
export async function takeAttempt(
  db: Db,
  secrets: SealedSecrets,
  by: { teamId: number; userId: number; now: Date },
  requestToken: string,
): Promise<TokenPair | null> {
  const [row] = await db.query<{ secret_sealed: string }>(
    `DELETE FROM ads_connect_attempts WHERE request_token = $1 AND team_id = $2 AND user_id = $3 AND expires_at > $4
     RETURNING secret_sealed`,
    [requestToken, by.teamId, by.userId, by.now],
  );
  if (!row) return null;
  return { token: requestToken, secret: secrets.open(row.secret_sealed, attemptContext(requestToken)) };
}
