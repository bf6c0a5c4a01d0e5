/**
 * The extension's manifest (Chrome Manifest V3), built from the origins chosen at build time.
 * Match patterns carry no port, so one pattern covers the app on any port of that host.
 */

/** The X Ads campaign form, and the e2e fixture page that models it on the loopback address. */
export const ADS_PLATFORM_MATCHES = ["https://ads.x.com/*"];
export const ADS_FIXTURE_MATCH = "http://127.0.0.1/__ads-form__/*";
export const DEFAULT_APP_URL = "http://localhost:8080";
export const DEFAULT_APP_MATCHES = ["http://localhost/*", "http://127.0.0.1/*"];

/** The icon sizes Chrome asks for (toolbar, extensions page, store); scripts/draw-icon.ts draws them. */
export const ICON_SIZES = [16, 32, 48, 128] as const;
const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/${size}.png`]));

export interface BuildOptions {
  version: string;
  /** where the toolbar button opens the app when no app tab has been seen yet */
  appUrl: string;
  /** match patterns of the app's pages (the app-bridge content script runs there) */
  appMatches: string[];
  /** whether the loopback fixture page counts as the ad platform (tests only) */
  adsFixture: boolean;
}

/** The match pattern of a URL's host, any path, any port. */
export function matchPatternOf(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}

/** Reads the build options from the environment, with the defaults of a local install. */
export function buildOptionsFrom(env: Record<string, string | undefined>, version: string): BuildOptions {
  const appUrl = (env.XA_APP_URL ?? DEFAULT_APP_URL).replace(/\/$/, "");
  const listed = env.XA_APP_MATCHES?.split(",")
    .map((pattern) => pattern.trim())
    .filter(Boolean);
  const appMatches = [...new Set([...(listed?.length ? listed : DEFAULT_APP_MATCHES), matchPatternOf(appUrl)])];
  return { version, appUrl, appMatches, adsFixture: env.XA_ADS_FIXTURE !== "off" };
}

export function buildManifest(options: BuildOptions): chrome.runtime.ManifestV3 {
  const adsMatches = options.adsFixture ? [...ADS_PLATFORM_MATCHES, ADS_FIXTURE_MATCH] : ADS_PLATFORM_MATCHES;
  return {
    manifest_version: 3,
    name: "__MSG_extensionName__",
    description: "__MSG_extensionDescription__",
    version: options.version,
    default_locale: "en",
    minimum_chrome_version: "116",
    // storage keeps the token (local) and the announced ad accounts (session); scripting reaches
    // tabs opened before an install; tabs finds the ad platform tab showing an account.
    permissions: ["storage", "scripting", "tabs"],
    host_permissions: [...options.appMatches, ...adsMatches],
    background: { service_worker: "background.js", type: "module" },
    icons,
    action: { default_title: "__MSG_actionTitle__", default_icon: icons },
    content_scripts: [
      {
        matches: options.appMatches,
        exclude_matches: options.adsFixture ? [ADS_FIXTURE_MATCH] : [],
        js: ["app-bridge.js"],
        run_at: "document_idle",
      },
      { matches: adsMatches, js: ["ads-form.js"], run_at: "document_idle" },
    ],
  };
}
