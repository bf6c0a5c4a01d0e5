export type Cell = string | number | boolean | Date | null;

/** One worksheet: its name, header labels and rows. */
export type Sheet = {
  name: string;
  columns: string[];
  rows: Cell[][];
  /** columns of shares (0-based), formatted as percentages */
  percent: number[];
};

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The sheets as one XLSX workbook, each with a bold, frozen header row and columns sized to their
 * headers. ExcelJS is loaded on the first call, so a page offering a download does not carry it.
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
