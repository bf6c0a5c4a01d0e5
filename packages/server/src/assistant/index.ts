// What the app uses of the assistant. Outside this folder, import it only from here.
export { registerAssistantRoutes } from "./assistant-routes.ts";
