// What the app uses of the dev outbox. Outside this folder, import it only from here.
export { registerOutboxRoutes } from "./outbox-routes.ts";
