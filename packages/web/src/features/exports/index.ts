export { useCaptureScheme } from "../../capture/capture-scheme-store.ts";
export { downloadBlob } from "../../download/download-blob.ts";
export { captureCardPng } from "./capture-card-png.ts";
export {
  CAPTURE_FETCH_TIMEOUT_MS,
  type CaptureBackground,
  type CaptureOptions,
  captureNodePng,
} from "./capture-node-png.ts";
export { exportFilename } from "./export-filename.ts";
export { buildSectionsWorkbook, type WorkbookOptions, type WorkbookSection, XLSX_MIME } from "./sections-workbook.ts";
export { sectionSheetTitle } from "./sheet-titles.ts";
export { type ZipEntry, zipFiles } from "./zip-files.ts";
