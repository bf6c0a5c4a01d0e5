import { version } from "../../package.json";

/** The dashboard's version, the web package's own (one place to bump it). */
export const APP_VERSION: string = version;

/** The environment this build runs in: VITE_APP_ENV when a deploy names it (staging), else the build's mode. */
export function appEnvironment(env: { VITE_APP_ENV?: string; MODE: string } = import.meta.env): string {
  return env.VITE_APP_ENV || env.MODE;
}
