// What the app uses of campaigns. Outside this folder, import campaigns only from here.
export { registerAdRoutes } from "./ad-routes.ts";
export { registerAdsetRoutes } from "./adset-routes.ts";
export { registerAudiencePlanRoutes } from "./audience-plan-routes.ts";
export { registerCampaignRoutes } from "./campaign-routes.ts";
// The one file storage (data folder or S3 bucket), shared with the materials library.
export { chooseMediaStorage } from "./choose-media-storage.ts";
export { registerCreativeRoutes } from "./creative-routes.ts";
export { registerMediaRoutes } from "./media-routes.ts";
export { MediaNotStored, type MediaStorage } from "./media-storage.ts";
export { registerResultsRoutes } from "./results-routes.ts";
// The PDF font (Noto Sans JP, Latin and Japanese), shared with invoices.
export { registerSummaryPdfRoutes } from "./summary-pdf-routes.ts";
