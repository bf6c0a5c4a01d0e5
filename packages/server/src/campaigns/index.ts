// What the app uses of campaigns. Outside this folder, import campaigns only from here.
export { registerAdRoutes } from "./ad-routes.ts";
export { registerAdsetRoutes } from "./adset-routes.ts";
export { registerAudiencePlanRoutes } from "./audience-plan-routes.ts";
export { registerCampaignRoutes } from "./campaign-routes.ts";
export { registerCreativeRoutes } from "./creative-routes.ts";
export { registerMediaRoutes } from "./media-routes.ts";
export { registerResultsRoutes } from "./results-routes.ts";
export { registerSummaryPdfRoutes } from "./summary-pdf-routes.ts";
