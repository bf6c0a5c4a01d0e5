/** Set by scripts/build.ts through esbuild's define. */
declare const __XA_VERSION__: string;
declare const __XA_APP_URL__: string;
