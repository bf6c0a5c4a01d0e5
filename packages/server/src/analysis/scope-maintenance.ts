import type { Db } from "../db/database.ts";
import { dropStaleTables } from "../db/stale-tables.ts";

/** A scope left behind (a process that died mid-analysis) is dropped after this long. */
const STALE_SCOPE_MS = 3_600_000;
const EVERY_MS = 10 * 60_000;
/** Scope tables are named `analysis_scope_<p|a>_<epoch seconds>_<random>` (build-scope.ts): the name says how old one is. */
const SCOPE_TABLE = /^analysis_scope_[pa]_(\d+)_[0-9a-f]+$/;

/** Drops the scope tables that a process which died mid-analysis left behind. */
export function dropStaleScopes(db: Db, now = Date.now()): Promise<number> {
  return dropStaleTables(db, { like: "analysis\\_scope\\_%", name: SCOPE_TABLE, maxAgeMs: STALE_SCOPE_MS }, now);
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
