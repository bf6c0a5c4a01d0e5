import type { Db } from "../../db/database.ts";
import { UPSERTS, type WriteCounts } from "../write-items.ts";

/**
 * Refreshes the planner's statistics of the tables an import changed by more than a tenth (the
 * rule PostgreSQL's autovacuum follows, later and on PostgreSQL only: PGlite has none). With the
 * statistics of the empty store, the planner scans every post for each batch of authors that the
 * account enrichment after an import looks up.
 */
export async function refreshStatistics(db: Db, written: WriteCounts): Promise<void> {
  const changes = new Map<string, number>();
  for (const kind of Object.keys(UPSERTS) as (keyof WriteCounts)[]) {
    const n = written[kind].inserted + written[kind].updated;
    if (n > 0) changes.set(UPSERTS[kind].table, n);
  }
  if (changes.size === 0) return;
  const sizes = await db.query<{ name: string; rows: number }>(
    "SELECT relname AS name, reltuples::float8 AS rows FROM pg_class WHERE oid = ANY($1::regclass[])",
    [[...changes.keys()]],
  );
  // reltuples is -1 for a table never analysed.
  const stale = sizes.filter((s) => s.rows < 0 || (changes.get(s.name) ?? 0) > 0.1 * s.rows + 50).map((s) => s.name);
  if (stale.length > 0) await db.exec(`ANALYZE ${stale.join(", ")}`);
}
