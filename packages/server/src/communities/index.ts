// What the app uses of communities: their routes. Outside this folder, import it only from here.
export { registerCommunityRoutes } from "./community-routes.ts";
