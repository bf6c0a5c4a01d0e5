/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host name → variant map, e.g. "pro.localhost=pro,premium.localhost=premium". */
  readonly VITE_VARIANT_HOSTS?: string;
  /** Set to "true" to show developer links (the dev outbox) in a production build. */
  readonly VITE_SHOW_DEV_LINKS?: string;
  /** names the environment the account page shows (staging, production); the build mode otherwise */
  readonly VITE_APP_ENV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
