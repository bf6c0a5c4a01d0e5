import {
  isShareColumn,
  type SectionName,
  type SectionResult,
  type SheetCell,
  sectionToSheet,
  UNKNOWN_ROW_KEY,
} from "@xa/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import { DataTable } from "../../../components/data-table/lazy-data-table.tsx";
import { sheetColumnLabel } from "../../../format/sheet-column-label.ts";
import { useFormatters } from "../../../format/use-formatters.ts";
import { sectionTitleText } from "../../../i18n/section-title.ts";

/** Any section as the plain table its XLSX sheet holds: every column, sortable, paged. */
export function SectionSheetTable({ name, result }: { name: SectionName; result: SectionResult }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sheet = useMemo(() => sectionToSheet(name, result), [name, result]);
  const columns = useMemo(
    () =>
      sheet.columns.map(
        (column, index): DataColumn<SheetCell[]> => ({
          id: `${index}:${column}`,
          header: sheetColumnLabel(column, t),
          value: (row) => row[index] ?? null,
          cell: (row) => {
            const value = row[index] ?? null;
            if (column === "key" && value === UNKNOWN_ROW_KEY) return t("sheets.unknown");
            if (typeof value !== "number") return value ?? "–";
            return isShareColumn(column) ? format.share(value) : format.number(value);
          },
          align: sheet.rows.some((row) => typeof row[index] === "number") ? "right" : "left",
        }),
      ),
    [sheet, t, format],
  );
  return <DataTable data={sheet.rows} columns={columns} label={sectionTitleText(name)} pageSize={10} />;
}
