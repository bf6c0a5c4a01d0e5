// What the app and the tools' domains use of activity: its routes, and the one way a tool records a use.
// Outside this folder, import activity only from here.
export { registerActivityRoutes } from "./activity-routes.ts";
export { recordToolUse } from "./record-activity.ts";
