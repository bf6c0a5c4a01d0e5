import type { Db } from "../db/database.ts";
import type { CopyRows } from "./copy-rows.ts";
import { type UpsertOptions, type UpsertResult, upsertRows } from "./upsert-batch.ts";

/** A row the database refused, and why. */
export type RejectedRow = { table: string; label: string; line: number; message: string };

/**
 * Whether an error is about the data of a row rather than the database or the connection: a value
 * out of range or of the wrong form (class 22), a NULL or CHECK refused, a program limit (an index
 * entry or a search vector too large, class 54). Only those are worth isolating the row for.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" && (code.startsWith("22") || code.startsWith("54") || code === "23502" || code === "23514")
  );
}

/** A row's key, or its first fields when its table has none (edges, snapshots), to name it in a report. */
function rowLabel(rows: CopyRows, i: number): string {
  const key = rows.keys[i];
  if (key !== undefined) return key;
  const start = i === 0 ? 0 : (rows.ends[i - 1] as number);
  const text = Buffer.from(rows.data.buffer, rows.data.byteOffset + start, (rows.ends[i] as number) - start).toString();
  return text.split("\t").slice(0, 2).join(" ").slice(0, 80);
}

/**
 * Upserts the picked rows like upsertRows, inside the caller's transaction, leaving out the rows
 * the database refuses: a refused set is undone (savepoint) and split in halves until each refused
 * row stands alone, about 2·log2(n) statements per bad row. The last line of defence behind the
 * mappers' checks: slow, so used only to write again a batch that failed on its data.
 */
export async function upsertKeepingGood<S extends Record<string, unknown>>(
  tx: Db,
  options: UpsertOptions,
  rows: CopyRows,
  picked: readonly number[],
  rejected: RejectedRow[],
): Promise<UpsertResult<S>[]> {
  if (picked.length === 0) return [];
  await tx.query("SAVEPOINT keep_good_rows");
  try {
    const result = await upsertRows<S>(tx, options, rows, picked);
    await tx.query("RELEASE SAVEPOINT keep_good_rows");
    return [result];
  } catch (error) {
    await tx.query("ROLLBACK TO SAVEPOINT keep_good_rows");
    await tx.query("RELEASE SAVEPOINT keep_good_rows");
    if (!isDataError(error)) throw error;
    if (picked.length === 1) {
      const i = picked[0] as number;
      const message = (error as Error).message;
      rejected.push({ table: options.table, label: rowLabel(rows, i), line: rows.lines[i] ?? 0, message });
      return [];
    }
  }
  const half = Math.ceil(picked.length / 2);
  return [
    ...(await upsertKeepingGood<S>(tx, options, rows, picked.slice(0, half), rejected)),
    ...(await upsertKeepingGood<S>(tx, options, rows, picked.slice(half), rejected)),
  ];
}
