/** The export code, fetched on the first export click rather than with the analysis page. */
export const loadExportFiles = () => import("./export-files.ts");
