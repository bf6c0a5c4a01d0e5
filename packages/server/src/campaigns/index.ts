// What the app uses of campaigns. Outside this folder, import campaigns only from here.

export { registerAdsetRoutes } from "./adset-routes.ts";
export { registerAudiencePlanRoutes } from "./audience-plan-routes.ts";
export { registerCampaignRoutes } from "./campaign-routes.ts";
