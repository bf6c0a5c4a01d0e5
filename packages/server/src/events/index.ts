// What the app uses of events (the product's own analytics and error reports). Outside this folder, import events only from here.
export { registerAppEventRoutes } from "./app-event-routes.ts";
export { registerClientErrorRoutes } from "./client-error-routes.ts";
export { readTelemetrySettings } from "./telemetry-settings.ts";
