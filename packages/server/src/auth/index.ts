// What other domains and the app use of auth. Outside this folder, import auth only from here.
export { registerAuthRoutes } from "./auth-routes.ts";
export { newToken } from "./random-codes.ts";
export { type Auth, findAuth, requireAuth } from "./sessions.ts";
export type { UserRow } from "./users.ts";
export { findUserGroups } from "./users.ts";
export { callX } from "./x-login/call-x.ts";
export { startXTokenRefresh } from "./x-login/token-refresh-schedule.ts";
export { listSocialAccounts } from "./x-login/x-accounts.ts";
export { XProviderError } from "./x-login/x-provider.ts";
export { xUserApiFor } from "./x-login/x-tokens.ts";
export type { XUser, XUserApi, XUserPage } from "./x-login/x-user-api.ts";
