import type { Db } from "../db/database.ts";

/** A scope left behind (a process that died mid-analysis) is dropped after this long. */
const STALE_SCOPE_MS = 3_600_000;
const EVERY_MS = 10 * 60_000;
/** Scope tables are named `analysis_scope_<p|a>_<epoch seconds>_<random>` (build-scope.ts): the name says how old one is. */
const SCOPE_TABLE = /^analysis_scope_[pa]_(\d+)_[0-9a-f]+$/;

/** Drops the scope tables that a process which died mid-analysis left behind. */
export async function dropStaleScopes(db: Db, now = Date.now()): Promise<number> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname LIKE 'analysis\\_scope\\_%'`,
  );
  const stale = tables
    .map((t) => t.name)
    .filter((name) => {
      const seconds = SCOPE_TABLE.exec(name)?.[1];
      return seconds !== undefined && now - Number(seconds) * 1000 > STALE_SCOPE_MS;
    });
  for (const name of stale) await db.exec(`DROP TABLE IF EXISTS ${name}`);
  return stale.length;
}

/**
 * Upkeep of analyses' scratch tables, off the request path: left-behind scopes are dropped at start
 * and every ten minutes. On PGlite, which has no autovacuum, the catalogs that every scope's tables
 * pass through are vacuumed then too, so creating and dropping them does not bloat them.
 */
export function startScopeMaintenance(db: Db, log: (line: string) => void): { stop: () => void } {
  const run = async () => {
    try {
      await dropStaleScopes(db);
      if (db.kind === "pglite")
        await db.exec("VACUUM pg_catalog.pg_class, pg_catalog.pg_attribute, pg_catalog.pg_type, pg_catalog.pg_depend");
    } catch (error) {
      log(`Tidying analysis scratch tables failed: ${(error as Error).message}`);
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
