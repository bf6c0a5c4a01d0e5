// What the app uses of topic clusters: its route. Outside this folder, import it only from here.
export { registerClustersRoutes } from "./clusters-routes.ts";
