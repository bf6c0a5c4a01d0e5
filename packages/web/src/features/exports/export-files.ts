import type { SectionName, SectionResult } from "@xa/core";
import type { TFunction } from "i18next";
import { downloadBlob } from "../../download/download-blob.ts";
import { sheetColumnLabel } from "../../format/sheet-column-label.ts";
import { captureCardPng, captureCardPngs } from "./capture-card-png.ts";
import type { CaptureBackground } from "./capture-node-png.ts";
import { exportFilename } from "./export-filename.ts";
import { buildSectionsWorkbook } from "./sections-workbook.ts";
import { sectionSheetTitle } from "./sheet-titles.ts";
import { zipFiles } from "./zip-files.ts";

// The toolbar and the cards' image buttons load this module on the first export click (loadExportFiles), so the
// workbook, palette and capture code stay out of the analysis page's first load; ExcelJS, jszip and html-to-image
// load later still, inside them.

/** The chosen sections as an XLSX workbook, its sheet names, headers and unknown row in the reader's language. */
export async function downloadSectionsSheet(
  sections: { name: SectionName; result: SectionResult }[],
  label: string,
  t: TFunction,
): Promise<void> {
  const workbook = await buildSectionsWorkbook(sections, {
    sheetName: (name) => sectionSheetTitle(name, t),
    headerLabel: (column) => sheetColumnLabel(column, t),
    unknownLabel: t("sheets.unknown"),
  });
  downloadBlob(workbook, exportFilename([label], "xlsx"));
}

/** Each card found drawn as a PNG, all in one ZIP; `onCaptured` counts them, as a long ZIP takes a while. */
export async function downloadCardImages(
  sections: readonly SectionName[],
  label: string,
  cardNode: (section: SectionName) => HTMLElement | undefined,
  background: CaptureBackground,
  onCaptured: () => void,
): Promise<void> {
  const found = sections.flatMap((name) => {
    const node = cardNode(name);
    if (!node) onCaptured();
    return node ? [{ name, node }] : [];
  });
  const blobs = await captureCardPngs(
    found.map((card) => card.node),
    { background },
    onCaptured,
  );
  const files = found.map((card, i) => ({ name: exportFilename([label, card.name], "png"), blob: blobs[i] as Blob }));
  downloadBlob(await zipFiles(files), exportFilename([label, "images"], "zip"));
}

/** One card drawn as a PNG. */
export async function downloadCardImage(
  node: HTMLElement,
  label: string,
  name: SectionName,
  background: CaptureBackground,
): Promise<void> {
  downloadBlob(await captureCardPng(node, { background }), exportFilename([label, name], "png"));
}
