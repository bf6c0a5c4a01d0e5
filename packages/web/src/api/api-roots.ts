/**
 * The two API roots the web client calls: the main data API, and the second backend that answers the
 * `/api/external/` calls (the assistant's stream, the premium suite's external reads). Both default to the page's
 * own origin (""), the one server. On the analytics site's host the main root is that site's own.
 */
export type ApiRoots = { main: string; second: string };

/** The build's settings that choose the roots (Vite env, read at build time). */
export type ApiRootEnv = {
  VITE_API_ROOT?: string;
  VITE_SECOND_API_ROOT?: string;
  /** a host name (analytics.example.com) where the main root switches to VITE_ANALYTICS_SITE_API_ROOT */
  VITE_ANALYTICS_SITE_HOST?: string;
  VITE_ANALYTICS_SITE_API_ROOT?: string;
};

const SECOND_BACKEND_PATH = /^\/api\/external\//;

// A root is an origin with an optional path prefix; the trailing slash is dropped so paths join with one.
const root = (value: string | undefined) => (value ?? "").trim().replace(/\/+$/, "");

/** The roots for a page served on `hostname`, from the build's settings. */
export function readApiRoots(env: ApiRootEnv, hostname: string): ApiRoots {
  const siteHost = (env.VITE_ANALYTICS_SITE_HOST ?? "").trim().toLowerCase();
  const onAnalyticsSite = siteHost !== "" && hostname.toLowerCase() === siteHost;
  const main = root(onAnalyticsSite ? env.VITE_ANALYTICS_SITE_API_ROOT : env.VITE_API_ROOT);
  // The second backend is the main API unless it is set apart.
  return { main, second: root(env.VITE_SECOND_API_ROOT) || main };
}

/** The full address of an API path (`/api/...`): the second backend's root for its paths, the main one else. */
export function apiUrlWith(roots: ApiRoots, path: string): string {
  return (SECOND_BACKEND_PATH.test(path) ? roots.second : roots.main) + path;
}

// Each setting is read by its full name, so a build without them leaves the reading out of the first page's scripts.
const roots =
  import.meta.env.VITE_API_ROOT || import.meta.env.VITE_SECOND_API_ROOT || import.meta.env.VITE_ANALYTICS_SITE_HOST
    ? readApiRoots(import.meta.env, typeof window === "undefined" ? "" : window.location.hostname)
    : { main: "", second: "" };

/** The address every fetch of the API goes to. */
export const apiUrl = (path: string): string => apiUrlWith(roots, path);
