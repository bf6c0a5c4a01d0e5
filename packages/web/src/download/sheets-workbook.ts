export type SheetCell = string | number | null;

/** One worksheet: its name, header labels and rows. */
export type Sheet = {
  name: string;
  columns: string[];
  rows: SheetCell[][];
  /** columns of shares (0-based), written as percentages */
  percent: number[];
};

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Worksheets as one XLSX file: a bold frozen header row, widths fitted to the headers and shares as
 * percentages. ExcelJS is loaded here, on the first export, never with a page.
 */
export async function sheetsWorkbook(sheets: readonly Sheet[]): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "XAudience";
  for (const sheet of sheets) {
    // Sheet names are at most 31 characters in XLSX.
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
    ws.addRow(sheet.columns).font = { bold: true };
    ws.addRows(sheet.rows);
    ws.columns.forEach((column, i) => {
      column.width = Math.min(60, Math.max(10, (sheet.columns[i]?.length ?? 0) + 2));
      if (sheet.percent.includes(i)) column.numFmt = "0.0%";
    });
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_MIME });
}
