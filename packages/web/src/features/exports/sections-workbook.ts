import { type SectionName, type SectionResult, type SheetCell, sectionToSheet } from "@xa/core";
import { sheetNames } from "./sheet-names.ts";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type WorkbookSection = { name: SectionName; result: SectionResult };
export type WorkbookOptions = {
  /** the header text of a column id (e.g. translated); the id itself when absent */
  headerLabel?: (column: string) => string;
};

const isShareColumn = (column: string) => column === "share" || column.endsWith("_share");

function columnWidth(column: string, rows: SheetCell[][], index: number): number {
  const longest = rows.reduce((max, row) => Math.max(max, String(row[index] ?? "").length), column.length);
  return Math.min(60, Math.max(8, longest + 2));
}

/**
 * Chosen sections as one XLSX workbook: a sheet per section named after it, a bold frozen header row, numbers
 * kept as numbers (shares shown as percentages). exceljs is loaded on demand: it is large and only exports need it.
 */
export async function buildSectionsWorkbook(
  sections: readonly WorkbookSection[],
  options: WorkbookOptions = {},
): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "XAudience";
  const names = sheetNames(sections.map((s) => s.name));
  sections.forEach(({ name, result }, i) => {
    const sheet = sectionToSheet(name, result);
    const worksheet = workbook.addWorksheet(names[i] ?? name, { views: [{ state: "frozen", ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, c) => ({
      header: options.headerLabel?.(column) ?? column,
      key: column,
      width: columnWidth(column, sheet.rows, c),
      style: isShareColumn(column) ? { numFmt: "0.0%" } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.addRows(sheet.rows);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME });
}
