import type { TFunction } from "i18next";
import type en from "../i18n/en.json";
import { hasText } from "../i18n/has-text.ts";

type ColumnId = keyof typeof en.sheets.columns;
const isColumnId = (column: string): column is ColumnId => hasText("sheets.columns", column);

/**
 * A sheet column's header in the UI language ("followers_count" → "Followers"); columns named by data (a series
 * label) stay as they are. Pass it to buildSectionsWorkbook as headerLabel for a translated workbook.
 */
export function sheetColumnLabel(column: string, t: TFunction): string {
  return isColumnId(column) ? t(`sheets.columns.${column}`) : column;
}
