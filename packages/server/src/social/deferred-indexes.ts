import { type Db, yieldToEventLoop } from "../db/database.ts";

/**
 * Secondary indexes dropped for a bulk load (the demo world into an empty store, a large import
 * into a small PGlite store) and built once at the end, which is much faster than maintaining them
 * row by row. The definitions are recorded in the same transaction as the drop (table
 * deferred_indexes), so an interrupted load leaves a note of what to build rather than a store
 * without indexes.
 */

/**
 * At start: builds the indexes an interrupted bulk load (the demo world, a large import) left
 * listed, and says so.
 */
export async function rebuildLeftIndexes(db: Db, log: (line: string) => void): Promise<number> {
  const built = await buildDeferredIndexes(db);
  if (built > 0) log(`Rebuilt ${built} indexes left out by an interrupted bulk load.`);
  return built;
}

/** Drops the secondary (non-primary-key) indexes of `tables` and records their definitions. */
export async function deferSecondaryIndexes(db: Db, tables: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const indexes = await tx.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = to_regnamespace(i.schemaname)
       JOIN pg_index x ON x.indexrelid = c.oid
       WHERE i.tablename = ANY($1::text[]) AND i.schemaname = current_schema() AND NOT x.indisprimary`,
      [tables],
    );
    for (const index of indexes) {
      await tx.query(
        "INSERT INTO deferred_indexes (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET definition = EXCLUDED.definition",
        [index.indexname, index.indexdef],
      );
      await tx.exec(`DROP INDEX ${index.indexname}`);
    }
    return indexes.length;
  });
}

/**
 * Builds every recorded index (those of an interrupted load too), each in its own transaction with
 * the removal of its record. `onBuilt` hears how many are built, 0 before the first. Returns how
 * many were built. Options: `parallel` builds at once (PostgreSQL: a connection each, so the
 * server's cores share the work, the slow GIN builds first), and `memory` to sort in.
 */
export async function buildDeferredIndexes(
  db: Db,
  onBuilt?: (done: number, total: number) => void | Promise<void>,
  options: { parallel?: number; memory?: string } = {},
): Promise<number> {
  const pending = await db.query<{ name: string; definition: string }>(
    "SELECT name, definition FROM deferred_indexes ORDER BY definition LIKE '% USING gin %' DESC, name",
  );
  if (pending.length > 0) await onBuilt?.(0, pending.length);
  let next = 0;
  let done = 0;
  // Reports go out one at a time, in order, whichever builder ends first.
  let reported = Promise.resolve();
  const report = (n: number) => {
    reported = reported.then(() => onBuilt?.(n, pending.length));
    return reported;
  };
  const build = (index: { name: string; definition: string }) =>
    db.transaction(async (tx) => {
      // The record first: another process building the same index waits for this one, then skips it.
      const [mine] = await tx.query("DELETE FROM deferred_indexes WHERE name = $1 RETURNING name", [index.name]);
      if (!mine) return;
      if (options.memory) await tx.exec(`SET LOCAL maintenance_work_mem = '${options.memory}'`);
      // pg_indexes gives "CREATE [UNIQUE] INDEX name ON …"; a built one is left as it is.
      await tx.exec(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS "));
    });
  const builder = async () => {
    for (let index = pending[next++]; index; index = pending[next++]) {
      try {
        await build(index);
      } catch (error) {
        next = pending.length; // the other builders take no further index
        throw error;
      }
      await report(++done);
      await yieldToEventLoop();
    }
  };
  // Every builder ends before a failure is thrown, so none is left running behind the caller.
  const ended = await Promise.allSettled(Array.from({ length: Math.max(1, options.parallel ?? 1) }, builder));
  const failed = ended.find((e) => e.status === "rejected");
  if (failed) throw failed.reason;
  return pending.length;
}
