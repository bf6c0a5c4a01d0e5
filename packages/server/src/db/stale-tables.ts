import type { Db } from "./database.ts";

/**
 * Drops this schema's scratch tables that a process which died mid-request left behind: those
 * whose name matches `like` (a LIKE pattern) and `name`, whose first group is the epoch second
 * the table was made, older than `maxAgeMs`. Returns how many it dropped.
 */
export async function dropStaleTables(
  db: Db,
  table: { like: string; name: RegExp; maxAgeMs: number },
  now = Date.now(),
): Promise<number> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname LIKE $1`,
    [table.like],
  );
  const stale = tables
    .map((t) => t.name)
    .filter((name) => {
      const seconds = table.name.exec(name)?.[1];
      return seconds !== undefined && now - Number(seconds) * 1000 > table.maxAgeMs;
    });
  for (const name of stale) await db.exec(`DROP TABLE IF EXISTS ${name}`);
  return stale.length;
}
