import type { Db } from "../db/database.ts";

/** How many rows of a batch were new, how many changed existing ones, and how many changed nothing. */
export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

/**
 * One multi-row upsert: the batch travels as one JSON parameter and `json_to_recordset` turns it
 * into rows, so a batch of thousands is one round trip with no parameter limit, on PGlite and on
 * PostgreSQL alike (json, not jsonb: it is read once, so building jsonb would be wasted work).
 * Rows go in key order, so concurrent batches lock rows in the same order and cannot deadlock.
 * `xmax = 0` tells a fresh insert from an update.
 */
export async function upsertRows(
  db: Db,
  options: {
    table: string;
    /** column name → SQL type, in the order of the insert */
    columns: Record<string, string>;
    conflict: string;
    /** the SET list of ON CONFLICT DO UPDATE; null does nothing on conflict */
    update: string | null;
    /**
     * when an existing row is really changed; other conflicting rows are left alone (no new row
     * version, no index work), which makes re-imports and repeated profiles cheap
     */
    changed?: string;
    /** extra columns with a constant SQL value for every row (e.g. updated_at = now()) */
    constants?: Record<string, string>;
  },
  rows: Record<string, unknown>[],
): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const names = Object.keys(options.columns);
  const constantNames = Object.keys(options.constants ?? {});
  const recordType = names.map((n) => `${n} ${options.columns[n]}`).join(", ");
  const conflictAction = options.update
    ? `DO UPDATE SET ${options.update}${options.changed ? ` WHERE ${options.changed}` : ""}`
    : "DO NOTHING";
  const sql = `INSERT INTO ${options.table} (${[...names, ...constantNames].join(", ")})
    SELECT ${[...names.map((n) => `x.${n}`), ...constantNames.map((n) => options.constants?.[n])].join(", ")}
    FROM json_to_recordset($1::json) AS x(${recordType})
    ORDER BY ${options.conflict
      .split(",")
      .map((c) => `x.${c.trim()}`)
      .join(", ")}
    ON CONFLICT (${options.conflict}) ${conflictAction}
    RETURNING (xmax = 0) AS inserted`;
  const result = await db.query<{ inserted: boolean }>(sql, [JSON.stringify(rows)]);
  const inserted = result.filter((r) => r.inserted).length;
  return { inserted, updated: result.length - inserted, unchanged: rows.length - result.length };
}
