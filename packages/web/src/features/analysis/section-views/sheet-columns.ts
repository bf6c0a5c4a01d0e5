import type { TFunction } from "i18next";
import en from "../../../i18n/en.json";

type ColumnId = keyof typeof en.sectionViews.columns;
const isColumnId = (column: string): column is ColumnId => Object.hasOwn(en.sectionViews.columns, column);

/**
 * A sheet column's header in the UI language ("followers_count" → "Followers"); columns named by data (a series
 * label) stay as they are. Pass it to buildSectionsWorkbook as headerLabel for a translated workbook.
 */
export function sheetColumnLabel(column: string, t: TFunction): string {
  return isColumnId(column) ? t(`sectionViews.columns.${column}`) : column;
}
