import type { Db } from "../db/database.ts";

/** How many rows of a batch were new, how many changed existing ones, and how many changed nothing. */
export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

/** Column name → SQL type, in insert order. */
export type Columns = Record<string, string>;

/**
 * A batch encoded for the database: one PostgreSQL array literal per column (`{"a","b",NULL}`).
 * Plain strings, so a worker thread can build them and hand them over cheaply.
 */
export type EncodedRows = { count: number; columns: string[] };

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
  /** extra columns with a constant SQL value for every row (e.g. updated_at = now()) */
  constants?: Record<string, string>;
  /** extra RETURNING expressions of the written rows, and aggregates of them to return */
  returning?: string;
  summary?: string;
};

// Arrays and JSON travel as text inside the column's array and are cast per row (PostgreSQL has
// no ragged arrays); everything else is parsed straight into its type by the array's input.
const castPerRow = (type: string) => type.endsWith("[]") || type === "jsonb" || type === "json";

const NEEDS_ESCAPE = /["\\]/;
const ESCAPE = /["\\]/g;
/** A string as an element of an array literal. */
export function quoteElement(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `"${value.replace(ESCAPE, "\\$&")}"` : `"${value}"`;
}

/** A JS array as a PostgreSQL array literal (`{"a","b"}`), for text[] columns. */
export function arrayLiteral(values: readonly unknown[]): string {
  let out = "{";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ",";
    out += v === null || v === undefined ? "NULL" : quoteElement(String(v));
  }
  return `${out}}`;
}

/** One value as an element of its column's array literal. */
export function encodeElement(type: string, value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (type.endsWith("[]")) return quoteElement(arrayLiteral(value as unknown[]));
  if (type === "jsonb" || type === "json") return quoteElement(JSON.stringify(value));
  return quoteElement(String(value));
}

/** Encodes rows (objects keyed by column name) column by column. */
export function encodeRows(columns: Columns, rows: readonly Record<string, unknown>[]): EncodedRows {
  const out: string[] = [];
  for (const [name, type] of Object.entries(columns)) {
    const parts = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) parts[i] = encodeElement(type, (rows[i] as Record<string, unknown>)[name]);
    out.push(`{${parts.join(",")}}`);
  }
  return { count: rows.length, columns: out };
}

const statements = new Map<string, string>();
function upsertSql(options: UpsertOptions): string {
  const key = JSON.stringify(options);
  const cached = statements.get(key);
  if (cached) return cached;
  const names = Object.keys(options.columns);
  const constantNames = Object.keys(options.constants ?? {});
  const source = names.map((n, i) => {
    const type = options.columns[n] as string;
    return `$${i + 1}::${castPerRow(type) ? "text" : type}[]`;
  });
  const select = names.map((n) => {
    const type = options.columns[n] as string;
    return castPerRow(type) ? `x.${n}::${type}` : `x.${n}`;
  });
  const conflictAction = options.update
    ? `DO UPDATE SET ${options.update}${options.changed ? ` WHERE ${options.changed}` : ""}`
    : "DO NOTHING";
  const order = options.conflict
    .split(",")
    .map((c) => `x.${c.trim()}`)
    .join(", ");
  const sql = `WITH written AS (
    INSERT INTO ${options.table} (${[...names, ...constantNames].join(", ")})
    SELECT ${[...select, ...constantNames.map((n) => options.constants?.[n])].join(", ")}
    FROM unnest(${source.join(", ")}) AS x(${names.join(", ")})
    ORDER BY ${order}
    ON CONFLICT (${options.conflict}) ${conflictAction}
    RETURNING (xmax = 0) AS inserted${options.returning ? `, ${options.returning}` : ""})
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written${options.summary ? `, ${options.summary}` : ""}
  FROM written`;
  statements.set(key, sql);
  return sql;
}

/**
 * One multi-row upsert of an encoded batch: each column travels as one array parameter and
 * `unnest` turns them into rows, so a batch of thousands is one round trip with no parameter
 * limit, on PGlite and on PostgreSQL alike, and the server parses arrays (cheap) rather than JSON.
 * Rows go in key order, so concurrent batches lock rows in the same order and cannot deadlock.
 * `xmax = 0` tells a fresh insert from an update. Returns the counts and any `summary` values.
 */
export async function upsertEncoded<S extends Record<string, unknown> = Record<string, never>>(
  db: Db,
  options: UpsertOptions,
  encoded: EncodedRows,
): Promise<UpsertCounts & { summary: S | null }> {
  if (encoded.count === 0) return { inserted: 0, updated: 0, unchanged: 0, summary: null };
  const [row] = await db.query<{ inserted: number; written: number } & S>(upsertSql(options), encoded.columns);
  const inserted = row?.inserted ?? 0;
  const written = row?.written ?? 0;
  return { inserted, updated: written - inserted, unchanged: encoded.count - written, summary: row ?? null };
}

/** Encodes and upserts rows in one statement (see upsertEncoded). */
export async function upsertRows(
  db: Db,
  options: UpsertOptions,
  rows: Record<string, unknown>[],
): Promise<UpsertCounts> {
  const { inserted, updated, unchanged } = await upsertEncoded(db, options, encodeRows(options.columns, rows));
  return { inserted, updated, unchanged };
}
