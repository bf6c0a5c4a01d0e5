// What the app uses of materials. Outside this folder, import materials only from here.
export { registerMaterialRoutes } from "./material-routes.ts";
