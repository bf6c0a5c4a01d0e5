import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { lazySealedSecrets, loadSecretsKey, type SealedSecrets } from "../../db/sealed-secrets.ts";
import { chooseXProvider } from "./choose-x-provider.ts";
import type { XLoginProvider } from "./x-provider.ts";
import { freshTokens } from "./x-tokens.ts";

const MINUTE = 60_000;
/** The schedule looks every 5 minutes... */
export const REFRESH_EVERY_MS = 5 * MINUTE;
/** ...for tokens expiring within 15, so each is refreshed at least twice over before a request would have to. */
export const REFRESH_AHEAD_MS = 3 * REFRESH_EVERY_MS;
const REFRESH_LOCK = 46_001;

type RefreshDeps = { db: Db; secrets: SealedSecrets; now: () => Date };

/**
 * Refreshes the X tokens of every linked account that expire within REFRESH_AHEAD_MS, so a user's
 * next call (or the premium suite's work for them) finds a live token. Each account is refreshed in
 * a transaction of its own under an advisory lock, so two processes never both spend its refresh
 * token (X rotates it: the second would fail); one that X refuses (revoked at X) is left as it is
 * for the next request to report. Answers how many were refreshed.
 */
export async function refreshExpiringTokens(
  deps: RefreshDeps,
  provider: XLoginProvider,
): Promise<{ refreshed: number; failed: number }> {
  const due = await deps.db.query<{ id: number }>(
    `SELECT id FROM social_accounts
      WHERE provider = $1 AND token_sealed IS NOT NULL AND token_expires_at IS NOT NULL AND token_expires_at < $2
      ORDER BY token_expires_at`,
    [provider.name, new Date(deps.now().getTime() + REFRESH_AHEAD_MS)],
  );
  let refreshed = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      if (await underLock(deps.db, id, () => refreshOne(deps, provider, id))) refreshed++;
    } catch {
      failed++;
    }
  }
  return { refreshed, failed };
}

/** Whether the account's tokens changed: refreshed here (or by a request in the meantime). */
async function refreshOne(deps: RefreshDeps, provider: XLoginProvider, id: number): Promise<boolean> {
  const sealed = async () =>
    (await deps.db.query<{ t: string }>("SELECT token_sealed AS t FROM social_accounts WHERE id = $1", [id]))[0]?.t;
  const before = await sealed();
  await freshTokens(deps, provider, id, { marginMs: REFRESH_AHEAD_MS });
  return (await sealed()) !== before;
}

/**
 * Runs `fn` while holding the account's refresh lock, or answers false when another process holds
 * it. The lock's transaction only holds the lock: X is asked and the pair stored outside it, as a
 * request does. PGlite's store has one process (the store lock), and its one connection would be
 * held by the transaction, so there it runs unlocked.
 */
async function underLock(db: Db, id: number, fn: () => Promise<boolean>): Promise<boolean> {
  if (db.kind !== "postgres") return fn();
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock($1, $2) AS ok", [
      REFRESH_LOCK,
      id,
    ]);
    return lock?.ok ? fn() : false;
  });
}

/** Runs the refresh every 5 minutes while the server runs, with the configured provider (X or its sandbox). */
export function startXTokenRefresh({ db, config, log }: { db: Db; config: Config; log: (line: string) => void }): {
  stop(): void;
} {
  const now = () => new Date();
  const deps = { db, now, secrets: lazySealedSecrets(() => loadSecretsKey(config)) };
  const provider = chooseXProvider({ db, config, now });
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { refreshed, failed } = await refreshExpiringTokens(deps, provider);
      if (refreshed > 0) log(`Refreshed ${refreshed} X token${refreshed === 1 ? "" : "s"} before they expired.`);
      if (failed > 0)
        log(`Refreshing ${failed} X token${failed === 1 ? "" : "s"} failed; X refused or did not answer.`);
    } catch (error) {
      log(`X token refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), REFRESH_EVERY_MS);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
