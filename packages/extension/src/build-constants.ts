/** The values scripts/build.ts writes in; tests, which are not built, see the fallbacks. */
export const EXTENSION_VERSION = typeof __XA_VERSION__ === "string" ? __XA_VERSION__ : "0.0.0-dev";
export const DEFAULT_APP_URL = typeof __XA_APP_URL__ === "string" ? __XA_APP_URL__ : "http://localhost:8080";
