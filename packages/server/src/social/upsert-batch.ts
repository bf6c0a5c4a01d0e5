import type { Db } from "../db/database.ts";
import { type Columns, type CopyRows, pickRows } from "./copy-rows.ts";

/** How many rows of a batch were new, how many changed existing ones, and how many changed nothing. */
export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

export type UpsertOptions = {
  table: string;
  columns: Columns;
  conflict: string;
  /** the SET list of ON CONFLICT DO UPDATE; null does nothing on conflict */
  update: string | null;
  /**
   * when an existing row is really changed; other conflicting rows are left alone (no new row
   * version, no index work), which makes re-imports and repeated profiles cheap
   */
  changed?: string;
  /** extra RETURNING expressions of the rows written through the staging table, and aggregates of them */
  returning?: string;
  summary?: string;
};

/** What an upsert did: the counts, the `summary` of staged rows, and which picked rows went in new by COPY. */
export type UpsertResult<S> = UpsertCounts & { summary: S | null; copied: readonly number[] };

const UNIQUE_VIOLATION = "23505";
/** A stored key met by a COPY; Citus reports a shard's one under an internal code, with the same message. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === UNIQUE_VIOLATION ||
    (code === "XX000" && (message ?? "").startsWith("duplicate key value violates unique constraint"))
  );
}

const stagingTable = (options: UpsertOptions) => `stage_${options.table}`;

const statements = new Map<string, string>();
/** INSERT … SELECT from the staging table ON CONFLICT, counting fresh inserts (`xmax = 0`) and updates. */
function upsertFromStagingSql(options: UpsertOptions): string {
  const key = JSON.stringify(options);
  const cached = statements.get(key);
  if (cached) return cached;
  const names = Object.keys(options.columns);
  const conflictAction = options.update
    ? `DO UPDATE SET ${options.update}${options.changed ? ` WHERE ${options.changed}` : ""}`
    : "DO NOTHING";
  const order = options.conflict
    .split(",")
    .map((c) => `x.${c.trim()}`)
    .join(", ");
  const sql = `WITH written AS (
    INSERT INTO ${options.table} (${names.join(", ")})
    SELECT ${names.map((n) => `x.${n}`).join(", ")} FROM ${stagingTable(options)} AS x
    ORDER BY ${order}
    ON CONFLICT (${options.conflict}) ${conflictAction}
    RETURNING (xmax = 0) AS inserted${options.returning ? `, ${options.returning}` : ""})
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written${options.summary ? `, ${options.summary}` : ""}
  FROM written`;
  statements.set(key, sql);
  return sql;
}

/** Loads rows into the session's staging table for `options.table` (a temp table, emptied at commit). */
async function stage(tx: Db, options: UpsertOptions, parts: Uint8Array[]): Promise<void> {
  const staging = stagingTable(options);
  await tx.query(
    `CREATE TEMP TABLE IF NOT EXISTS ${staging} (LIKE ${options.table} INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`,
  );
  // Empty already, unless an earlier upsert of this transaction used it.
  await tx.query(`TRUNCATE ${staging}`);
  await tx.copyFrom(staging, Object.keys(options.columns), parts);
}

/** Which of the picked rows' keys are already in the table. */
async function existingKeys(tx: Db, options: UpsertOptions, keys: string[]): Promise<Set<string>> {
  const column = options.conflict;
  const rows = await tx.query<{ k: string }>(
    `SELECT ${column} AS k FROM ${options.table} WHERE ${column} = ANY($1::text[])`,
    [keys],
  );
  return new Set(rows.map((r) => r.k));
}

/**
 * Tables whose last upsert met mostly rows already stored, as a collection meets the same profiles
 * page after page. Their next upsert merges every row through the staging table at once (the merge
 * inserts new keys too), with no lookup first: looking keys up only to find them stored was a
 * large part of the cost of writing accounts. The other tables try to COPY every row straight in, as
 * nearly all batches of a fresh import can. Only a hint for speed: either way ends with the same rows.
 */
const foundExisting = new Set<string>();

/** COPYs rows straight into the table; false (and nothing done) when a key is already there. */
async function copyNew(tx: Db, options: UpsertOptions, rows: CopyRows, picked: readonly number[]): Promise<boolean> {
  await tx.query("SAVEPOINT copy_new_rows");
  try {
    await tx.copyFrom(options.table, Object.keys(options.columns), pickRows(rows, picked));
    await tx.query("RELEASE SAVEPOINT copy_new_rows");
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await tx.query("ROLLBACK TO SAVEPOINT copy_new_rows");
    return false;
  }
}

/**
 * Upserts rows encoded for COPY (see copy-rows), all of them or the `picked` ones, in one
 * transaction (joined when already in one). Rows whose key (`rows.keys`, for single-column
 * conflict keys) is not in the table yet are COPYed straight in: the cheapest insert there is,
 * and nearly every row of a fresh import. Stored rows, every row of tables without keys, and every
 * row of a table whose last batch was mostly stored (see foundExisting) are COPYed into a staging
 * table and merged with INSERT … ON CONFLICT, which rewrites only rows that changed. A COPY that
 * meets a stored key (one looked up as absent can be inserted by another writer meanwhile) fails
 * on the unique index; it is then undone (savepoint) and its rows are merged like the others.
 */
export async function upsertRows<S extends Record<string, unknown> = Record<string, never>>(
  db: Db,
  options: UpsertOptions,
  rows: CopyRows,
  picked?: readonly number[],
): Promise<UpsertResult<S>> {
  const indexes = picked ?? rows.ends.map((_, i) => i);
  const result: UpsertResult<S> = { inserted: 0, updated: 0, unchanged: 0, summary: null, copied: [] };
  if (indexes.length === 0) return result;
  return db.transaction(async (tx) => {
    let rest = indexes;
    if (rows.keys.length > 0 && !foundExisting.has(options.table)) {
      if (await copyNew(tx, options, rows, indexes)) {
        result.copied = indexes;
        result.inserted = indexes.length;
        return result;
      }
      // Some keys are stored: COPY the others, merge those.
      const existing = await existingKeys(
        tx,
        options,
        indexes.map((i) => rows.keys[i] as string),
      );
      const fresh = indexes.filter((i) => !existing.has(rows.keys[i] as string));
      if (fresh.length > 0 && (await copyNew(tx, options, rows, fresh))) {
        result.copied = fresh;
        result.inserted = fresh.length;
        rest = indexes.filter((i) => existing.has(rows.keys[i] as string));
      }
    }
    if (rest.length === 0) return result;
    await stage(tx, options, pickRows(rows, rest));
    const [row] = await tx.query<{ inserted: number; written: number } & S>(upsertFromStagingSql(options));
    const inserted = row?.inserted ?? 0;
    const written = row?.written ?? 0;
    result.inserted += inserted;
    result.updated = written - inserted;
    result.unchanged = rest.length - written;
    result.summary = row ?? null;
    if (rows.keys.length > 0) {
      // Mostly stored rows: the next batch of this table is likely the same.
      if (result.inserted * 2 < indexes.length) foundExisting.add(options.table);
      else foundExisting.delete(options.table);
    }
    return result;
  });
}
