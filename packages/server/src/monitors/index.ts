// What the app uses of monitors. Outside this folder, import monitors only from here.
export { enqueueDueMonitors, enqueueRunsAfterImport, monitorJobHandlers, runMonitor } from "./monitor-jobs.ts";
export { registerMonitorRoutes } from "./monitor-routes.ts";
export { startMonitorServices } from "./monitor-services.ts";
