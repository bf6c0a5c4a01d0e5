// What the app uses of the premium suite. Outside this folder, import it only from here.
export { registerPremiumRoutes } from "./premium-routes.ts";
export { snapshotAfterImport, startPremiumServices } from "./snapshot-schedule.ts";
