import type { PackageSheet } from "@xa/core/targeting/package-sheet";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function columnWidth(header: string, rows: PackageSheet["rows"], index: number): number {
  const longest = rows.reduce((max, row) => Math.max(max, String(row[index] ?? "").length), header.length);
  return Math.min(80, Math.max(8, longest + 2));
}

/** Package sheets as one XLSX workbook: a bold frozen header row per sheet, numbers kept numbers, shares as percentages. */
export async function buildPackageWorkbook(sheets: readonly PackageSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "XAudience";
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: "frozen", ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, c) => ({
      header: column.label,
      key: column.key,
      width: columnWidth(column.label, sheet.rows, c),
      style: column.format === "share" ? { numFmt: "0.0%" } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.addRows(sheet.rows);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name any client can take: ASCII letters, digits, '.' and '-'; accents dropped, every other run one '_'. */
export function asciiFileName(name: string, fallback: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9.-]+/g, "_")
    .replace(/^[_.-]+|[_.-]+$/g, "")
    .slice(0, 100);
  return ascii.replace(/_/g, "") === "" ? fallback : ascii;
}

/**
 * Content-Disposition of a download named after `name` (RFC 6266): an ASCII-safe `filename` for old
 * clients and the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(name: string, extension: string, fallback: string): string {
  const exact = encodeURIComponent(`${name}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(name, fallback)}.${extension}"; filename*=UTF-8''${exact}`;
}

/** Sends a workbook as a download named after `name`. */
export function sendWorkbook(reply: FastifyReply, name: string, workbook: Buffer): Buffer {
  reply.header("content-type", XLSX_MIME);
  reply.header("content-disposition", attachmentDisposition(name, "xlsx", "targeting-package"));
  return workbook;
}
