// What the app uses of requests. Outside this folder, import requests only from here.
export { registerRequestRoutes } from "./request-routes.ts";
