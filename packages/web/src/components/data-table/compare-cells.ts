import type { CellValue } from "./data-column.ts";

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/**
 * Ascending order of two cell values: numbers by value, text by locale (so "item 2" < "item 10"), and an empty
 * value below any other, so a descending sort (the reverse) lists the known values first.
 */
export function compareCells(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : 1;
  return collator.compare(String(a), String(b));
}
