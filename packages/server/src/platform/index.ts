// What the app uses of platform (the e2e runs' reset). Outside this folder, import platform only from here.
export { registerE2eResetRoutes } from "./e2e-reset-routes.ts";
