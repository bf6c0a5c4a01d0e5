import { PDF_FONTS } from "./pdf-fonts.ts";

export type PdfDocument = PDFKit.PDFDocument;

/**
 * A pdfkit document with the app's fonts registered as "regular" and "bold", and `bytes()`, which ends
 * it and resolves to the file. pdfkit and its font engine load when a PDF is asked for, not with the
 * server.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PdfDocument; bytes: () => Promise<Buffer> }> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);
  return {
    doc,
    bytes: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
