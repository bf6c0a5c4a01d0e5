/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host name → variant map, e.g. "pro.localhost=pro,premium.localhost=premium". */
  readonly VITE_VARIANT_HOSTS?: string;
  /** Set to "true" to show developer links (the dev outbox) in a production build. */
  readonly VITE_SHOW_DEV_LINKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
