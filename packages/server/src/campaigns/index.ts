// What the app uses of campaigns. Outside this folder, import campaigns only from here.
export { registerCampaignRoutes } from "./campaign-routes.ts";
