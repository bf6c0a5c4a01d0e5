/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host name → variant map, e.g. "pro.localhost=pro,premium.localhost=premium". */
  readonly VITE_VARIANT_HOSTS?: string;
  /** Set to "true" to show developer links (the dev outbox) in a production build. */
  readonly VITE_SHOW_DEV_LINKS?: string;
  /** names the environment the account page shows (staging, production); the build mode otherwise */
  readonly VITE_APP_ENV?: string;
  /** The main data API's root (https://api.example.com); the page's own server when unset. */
  readonly VITE_API_ROOT?: string;
  /** The second backend's root, for the /api/external/ calls; the main root when unset. */
  readonly VITE_SECOND_API_ROOT?: string;
  /** A host name on which the main root is VITE_ANALYTICS_SITE_API_ROOT instead. */
  readonly VITE_ANALYTICS_SITE_HOST?: string;
  readonly VITE_ANALYTICS_SITE_API_ROOT?: string;
  /** Analytics and error reporting set at build time; each overrides what the server's settings say. */
  readonly VITE_ANALYTICS_TOKEN?: string;
  readonly VITE_ANALYTICS_PROVIDER?: string;
  readonly VITE_ANALYTICS_HOST?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_REPLAY?: string;
  readonly VITE_ERROR_SAMPLE_RATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
