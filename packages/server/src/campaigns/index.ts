// What the app uses of campaigns. Outside this folder, import campaigns only from here.

export { registerAdsetRoutes } from "./adset-routes.ts";
export { registerCampaignRoutes } from "./campaign-routes.ts";
export { registerResultsRoutes } from "./results-routes.ts";
