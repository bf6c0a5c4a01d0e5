// What the app uses of events (the product's own analytics). Outside this folder, import events only from here.
export { registerAppEventRoutes } from "./app-event-routes.ts";
