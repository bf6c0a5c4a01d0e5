// What the app uses of the premium suite. Outside this folder, import it only from here.

export { registerPremiumListRoutes } from "./list-routes.ts";
export { registerPremiumRoutes } from "./premium-routes.ts";
export { registerReferralRoutes } from "./referral-routes.ts";
export { snapshotAfterImport, startPremiumServices } from "./snapshot-schedule.ts";
