import { isShareColumn, type SectionName, type SectionResult, type SheetCell, sectionToSheet } from "@xa/core";
import { sheetNames } from "./sheet-names.ts";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type WorkbookSection = { name: SectionName; result: SectionResult };
export type WorkbookOptions = {
  /** the header text of a column id (e.g. translated); the id itself when absent */
  headerLabel?: (column: string) => string;
  /** the worksheet name of a section (e.g. its translated title); the section name when absent */
  sheetName?: (section: SectionName) => string;
  /** the label of a distribution's unknown row, in the reader's language */
  unknownLabel?: string;
};

/** Columns holding instants (ISO text in the sheet), written as dates a spreadsheet can sort and filter by. */
const DATE_COLUMNS = new Set(["time", "created_at"]);
const DATE_FORMAT = "yyyy-mm-dd hh:mm";

function toCell(column: string, value: SheetCell): SheetCell | Date {
  if (typeof value === "string" && DATE_COLUMNS.has(column)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  return value;
}

function columnFormat(column: string): { numFmt?: string } {
  if (isShareColumn(column)) return { numFmt: "0.0%" };
  if (DATE_COLUMNS.has(column)) return { numFmt: DATE_FORMAT };
  return {};
}

function columnWidth(header: string, rows: SheetCell[][], index: number): number {
  const longest = rows.reduce((max, row) => Math.max(max, String(row[index] ?? "").length), header.length);
  return Math.min(60, Math.max(8, longest + 2));
}

/**
 * Chosen sections as one XLSX workbook: a sheet per section named after it, a bold frozen header row, numbers
 * kept as numbers, shares as percentages and instants as dates. exceljs is loaded on demand: it is large and
 * only exports need it.
 */
export async function buildSectionsWorkbook(
  sections: readonly WorkbookSection[],
  options: WorkbookOptions = {},
): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "XAudience";
  const names = sheetNames(sections.map((s) => options.sheetName?.(s.name) ?? s.name));
  sections.forEach(({ name, result }, i) => {
    const sheet = sectionToSheet(name, result, { unknownLabel: options.unknownLabel });
    const worksheet = workbook.addWorksheet(names[i] ?? name, { views: [{ state: "frozen", ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, c) => {
      const header = options.headerLabel?.(column) ?? column;
      return { header, key: column, width: columnWidth(header, sheet.rows, c), style: columnFormat(column) };
    });
    worksheet.getRow(1).font = { bold: true };
    worksheet.addRows(sheet.rows.map((row) => row.map((value, c) => toCell(sheet.columns[c] ?? "", value))));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME });
}
