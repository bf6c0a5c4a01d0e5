import type { ReactNode } from "react";

export type CellValue = string | number | null;

/**
 * One column of a DataTable: its value (what sorting compares) and, optionally, how a cell draws. Kept apart from
 * TanStack's ColumnDef so callers need neither its generics nor a loose `any` value type.
 */
export type DataColumn<T> = {
  id: string;
  header: string;
  /** what the column counts, shown as the header's tooltip (on hover and keyboard focus) */
  description?: string;
  value: (row: T) => CellValue;
  cell?: (row: T) => ReactNode;
  /** numbers read best right-aligned */
  align?: "left" | "right";
  /** true unless said otherwise */
  sortable?: boolean;
  /** CSS width of the column, e.g. 120 or "40%" */
  width?: number | string;
};
