// What the app uses of exports. Outside this folder, import it only from here.
export type { ImageDownloaderOptions } from "./image-downloader.ts";
export { registerImageDownloaderRoutes } from "./image-downloader-routes.ts";
export { openPdf, type PdfDocument } from "./open-pdf.ts";
