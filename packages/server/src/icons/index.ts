// What the app uses of icons (the app's icon set, served). Outside this folder, import icons only from here.
export { registerIconRoutes } from "./icon-routes.ts";
