// What other domains and the app use of auth. Outside this folder, import auth only from here.
export { registerAuthRoutes } from "./auth-routes.ts";
export { newToken } from "./random-codes.ts";
export { type Auth, requireAuth } from "./sessions.ts";
export type { UserRow } from "./users.ts";
export { findUserGroups } from "./users.ts";
